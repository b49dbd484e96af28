// The return update e-mails' words in the nine languages. {{return}} is the return number,
// {{order}} the order number, {{merchant}} the store, {{amount}} what the return refunds or credits.
import type { LanguageCode } from '@rc/domain/languages';
import type { EMAILED_RETURN_STATUSES } from '@rc/domain/return-lifecycle';

export type EmailedReturnStatus = (typeof EMAILED_RETURN_STATUSES)[number];

export interface ReturnEmailTexts {
  subject: Record<EmailedReturnStatus, string>;
  body: Record<EmailedReturnStatus, string>;
  greeting: string;
  greetingNamed: string;
  merchantSays: string;
  returnLabel: string;
  orderLabel: string;
  amountLabel: string;
  viewReturn: string;
  fallback: string;
  why: string;
}

export const RETURN_EMAIL_TEXTS: Record<LanguageCode, ReturnEmailTexts> = {
  'en-US': {
    subject: {
      to_return: 'Your return {{return}} is approved: send your items back',
      return_received: 'We received your return {{return}}',
      completed: 'Your return {{return}} is complete',
      rejected: 'Your return {{return}} was not accepted',
      cancelled: 'Your return {{return}} was cancelled',
    },
    body: {
      to_return:
        'Your return for order {{order}} is approved. Open your return to see how to send the items back, with your label or QR code where there is one.',
      return_received:
        'Your items for order {{order}} have arrived at {{merchant}}. We will settle your return now.',
      completed: 'Your return for order {{order}} is complete. Refunds and credit: {{amount}}.',
      rejected: 'We are sorry: your return for order {{order}} was not accepted.',
      cancelled:
        'Your return for order {{order}} was cancelled. The items can be returned again while the window is open.',
    },
    greeting: 'Hello,',
    greetingNamed: 'Hello {{name}},',
    merchantSays: 'Message from {{merchant}}: {{reason}}',
    returnLabel: 'Return',
    orderLabel: 'Order',
    amountLabel: 'Refund and credit',
    viewReturn: 'View my return',
    fallback: 'If the button does not work, copy this address into your browser:',
    why: 'You get this e-mail because you started a return for order {{order}}.',
  },
  'es-ES': {
    subject: {
      to_return: 'Tu devolución {{return}} está aprobada: envía los artículos',
      return_received: 'Hemos recibido tu devolución {{return}}',
      completed: 'Tu devolución {{return}} se ha completado',
      rejected: 'Tu devolución {{return}} no ha sido aceptada',
      cancelled: 'Tu devolución {{return}} se ha cancelado',
    },
    body: {
      to_return:
        'Tu devolución del pedido {{order}} está aprobada. Abre tu devolución para ver cómo enviar los artículos, con tu etiqueta o código QR si lo hay.',
      return_received:
        'Tus artículos del pedido {{order}} han llegado a {{merchant}}. Ahora liquidaremos tu devolución.',
      completed: 'Tu devolución del pedido {{order}} se ha completado. Reembolsos y crédito: {{amount}}.',
      rejected: 'Lo sentimos: tu devolución del pedido {{order}} no ha sido aceptada.',
      cancelled:
        'Tu devolución del pedido {{order}} se ha cancelado. Puedes devolver los artículos de nuevo mientras el plazo siga abierto.',
    },
    greeting: 'Hola:',
    greetingNamed: 'Hola, {{name}}:',
    merchantSays: 'Mensaje de {{merchant}}: {{reason}}',
    returnLabel: 'Devolución',
    orderLabel: 'Pedido',
    amountLabel: 'Reembolso y crédito',
    viewReturn: 'Ver mi devolución',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    why: 'Recibes este correo porque iniciaste una devolución del pedido {{order}}.',
  },
  'pl-PL': {
    subject: {
      to_return: 'Twój zwrot {{return}} został zatwierdzony: odeślij produkty',
      return_received: 'Otrzymaliśmy Twój zwrot {{return}}',
      completed: 'Twój zwrot {{return}} został zakończony',
      rejected: 'Twój zwrot {{return}} nie został przyjęty',
      cancelled: 'Twój zwrot {{return}} został anulowany',
    },
    body: {
      to_return:
        'Twój zwrot z zamówienia {{order}} został zatwierdzony. Otwórz zwrot, aby zobaczyć, jak odesłać produkty, z etykietą lub kodem QR, jeśli jest.',
      return_received:
        'Twoje produkty z zamówienia {{order}} dotarły do {{merchant}}. Teraz rozliczymy Twój zwrot.',
      completed: 'Twój zwrot z zamówienia {{order}} został zakończony. Zwroty i środki: {{amount}}.',
      rejected: 'Przykro nam: Twój zwrot z zamówienia {{order}} nie został przyjęty.',
      cancelled:
        'Twój zwrot z zamówienia {{order}} został anulowany. Produkty można zwrócić ponownie, dopóki termin jest otwarty.',
    },
    greeting: 'Dzień dobry,',
    greetingNamed: 'Dzień dobry {{name}},',
    merchantSays: 'Wiadomość od {{merchant}}: {{reason}}',
    returnLabel: 'Zwrot',
    orderLabel: 'Zamówienie',
    amountLabel: 'Zwrot pieniędzy i środki',
    viewReturn: 'Zobacz mój zwrot',
    fallback: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
    why: 'Otrzymujesz tę wiadomość, ponieważ rozpoczęto zwrot z zamówienia {{order}}.',
  },
  'pt-PT': {
    subject: {
      to_return: 'A sua devolução {{return}} foi aprovada: envie os artigos',
      return_received: 'Recebemos a sua devolução {{return}}',
      completed: 'A sua devolução {{return}} está concluída',
      rejected: 'A sua devolução {{return}} não foi aceite',
      cancelled: 'A sua devolução {{return}} foi cancelada',
    },
    body: {
      to_return:
        'A sua devolução da encomenda {{order}} foi aprovada. Abra a sua devolução para ver como enviar os artigos, com a etiqueta ou o código QR, se houver.',
      return_received:
        'Os seus artigos da encomenda {{order}} chegaram a {{merchant}}. Vamos agora liquidar a sua devolução.',
      completed: 'A sua devolução da encomenda {{order}} está concluída. Reembolsos e crédito: {{amount}}.',
      rejected: 'Lamentamos: a sua devolução da encomenda {{order}} não foi aceite.',
      cancelled:
        'A sua devolução da encomenda {{order}} foi cancelada. Pode devolver os artigos novamente enquanto o prazo estiver aberto.',
    },
    greeting: 'Olá,',
    greetingNamed: 'Olá {{name}},',
    merchantSays: 'Mensagem de {{merchant}}: {{reason}}',
    returnLabel: 'Devolução',
    orderLabel: 'Encomenda',
    amountLabel: 'Reembolso e crédito',
    viewReturn: 'Ver a minha devolução',
    fallback: 'Se o botão não funcionar, copie este endereço para o seu navegador:',
    why: 'Recebe este e-mail porque iniciou uma devolução da encomenda {{order}}.',
  },
  'it-IT': {
    subject: {
      to_return: 'Il tuo reso {{return}} è approvato: rispedisci gli articoli',
      return_received: 'Abbiamo ricevuto il tuo reso {{return}}',
      completed: 'Il tuo reso {{return}} è completato',
      rejected: 'Il tuo reso {{return}} non è stato accettato',
      cancelled: 'Il tuo reso {{return}} è stato annullato',
    },
    body: {
      to_return:
        "Il tuo reso dell'ordine {{order}} è approvato. Apri il reso per vedere come rispedire gli articoli, con l'etichetta o il codice QR se presente.",
      return_received:
        "I tuoi articoli dell'ordine {{order}} sono arrivati a {{merchant}}. Ora definiremo il tuo reso.",
      completed: "Il tuo reso dell'ordine {{order}} è completato. Rimborsi e credito: {{amount}}.",
      rejected: "Ci dispiace: il tuo reso dell'ordine {{order}} non è stato accettato.",
      cancelled:
        "Il tuo reso dell'ordine {{order}} è stato annullato. Puoi rendere di nuovo gli articoli finché il periodo è aperto.",
    },
    greeting: 'Ciao,',
    greetingNamed: 'Ciao {{name}},',
    merchantSays: 'Messaggio da {{merchant}}: {{reason}}',
    returnLabel: 'Reso',
    orderLabel: 'Ordine',
    amountLabel: 'Rimborso e credito',
    viewReturn: 'Vedi il mio reso',
    fallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    why: "Ricevi questa e-mail perché hai avviato un reso per l'ordine {{order}}.",
  },
  'nl-NL': {
    subject: {
      to_return: 'Je retour {{return}} is goedgekeurd: stuur je artikelen terug',
      return_received: 'We hebben je retour {{return}} ontvangen',
      completed: 'Je retour {{return}} is afgerond',
      rejected: 'Je retour {{return}} is niet geaccepteerd',
      cancelled: 'Je retour {{return}} is geannuleerd',
    },
    body: {
      to_return:
        'Je retour voor bestelling {{order}} is goedgekeurd. Open je retour om te zien hoe je de artikelen terugstuurt, met je label of QR-code als die er is.',
      return_received:
        'Je artikelen van bestelling {{order}} zijn aangekomen bij {{merchant}}. We handelen je retour nu af.',
      completed: 'Je retour voor bestelling {{order}} is afgerond. Terugbetalingen en tegoed: {{amount}}.',
      rejected: 'Het spijt ons: je retour voor bestelling {{order}} is niet geaccepteerd.',
      cancelled:
        'Je retour voor bestelling {{order}} is geannuleerd. Je kunt de artikelen opnieuw retourneren zolang de termijn loopt.',
    },
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {{name}},',
    merchantSays: 'Bericht van {{merchant}}: {{reason}}',
    returnLabel: 'Retour',
    orderLabel: 'Bestelling',
    amountLabel: 'Terugbetaling en tegoed',
    viewReturn: 'Bekijk mijn retour',
    fallback: 'Werkt de knop niet? Kopieer dit adres naar je browser:',
    why: 'Je krijgt deze e-mail omdat je een retour hebt gestart voor bestelling {{order}}.',
  },
  'de-DE': {
    subject: {
      to_return: 'Deine Rücksendung {{return}} ist genehmigt: sende die Artikel zurück',
      return_received: 'Wir haben deine Rücksendung {{return}} erhalten',
      completed: 'Deine Rücksendung {{return}} ist abgeschlossen',
      rejected: 'Deine Rücksendung {{return}} wurde nicht angenommen',
      cancelled: 'Deine Rücksendung {{return}} wurde storniert',
    },
    body: {
      to_return:
        'Deine Rücksendung zur Bestellung {{order}} ist genehmigt. Öffne deine Rücksendung, um zu sehen, wie du die Artikel zurückschickst, mit Etikett oder QR-Code, falls vorhanden.',
      return_received:
        'Deine Artikel aus Bestellung {{order}} sind bei {{merchant}} angekommen. Wir schließen deine Rücksendung jetzt ab.',
      completed:
        'Deine Rücksendung zur Bestellung {{order}} ist abgeschlossen. Erstattungen und Guthaben: {{amount}}.',
      rejected: 'Es tut uns leid: Deine Rücksendung zur Bestellung {{order}} wurde nicht angenommen.',
      cancelled:
        'Deine Rücksendung zur Bestellung {{order}} wurde storniert. Solange die Frist läuft, kannst du die Artikel erneut zurücksenden.',
    },
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {{name}},',
    merchantSays: 'Nachricht von {{merchant}}: {{reason}}',
    returnLabel: 'Rücksendung',
    orderLabel: 'Bestellung',
    amountLabel: 'Erstattung und Guthaben',
    viewReturn: 'Meine Rücksendung ansehen',
    fallback: 'Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
    why: 'Du erhältst diese E-Mail, weil du eine Rücksendung zur Bestellung {{order}} begonnen hast.',
  },
  'cs-CZ': {
    subject: {
      to_return: 'Vaše vrácení {{return}} bylo schváleno: odešlete zboží zpět',
      return_received: 'Vaše vrácení {{return}} jsme obdrželi',
      completed: 'Vaše vrácení {{return}} je dokončeno',
      rejected: 'Vaše vrácení {{return}} nebylo přijato',
      cancelled: 'Vaše vrácení {{return}} bylo zrušeno',
    },
    body: {
      to_return:
        'Vaše vrácení z objednávky {{order}} bylo schváleno. Otevřete vrácení a podívejte se, jak zboží odeslat zpět, se štítkem nebo QR kódem, pokud je k dispozici.',
      return_received:
        'Vaše zboží z objednávky {{order}} dorazilo do {{merchant}}. Nyní vaše vrácení vypořádáme.',
      completed: 'Vaše vrácení z objednávky {{order}} je dokončeno. Vrácené peníze a kredit: {{amount}}.',
      rejected: 'Je nám líto: vaše vrácení z objednávky {{order}} nebylo přijato.',
      cancelled:
        'Vaše vrácení z objednávky {{order}} bylo zrušeno. Zboží můžete vrátit znovu, dokud lhůta trvá.',
    },
    greeting: 'Dobrý den,',
    greetingNamed: 'Dobrý den, {{name}},',
    merchantSays: 'Zpráva od {{merchant}}: {{reason}}',
    returnLabel: 'Vrácení',
    orderLabel: 'Objednávka',
    amountLabel: 'Vrácené peníze a kredit',
    viewReturn: 'Zobrazit moje vrácení',
    fallback: 'Pokud tlačítko nefunguje, zkopírujte tuto adresu do prohlížeče:',
    why: 'Tento e-mail dostáváte, protože jste zahájili vrácení z objednávky {{order}}.',
  },
  'fr-FR': {
    subject: {
      to_return: 'Votre retour {{return}} est accepté : renvoyez vos articles',
      return_received: 'Nous avons reçu votre retour {{return}}',
      completed: 'Votre retour {{return}} est terminé',
      rejected: "Votre retour {{return}} n'a pas été accepté",
      cancelled: 'Votre retour {{return}} a été annulé',
    },
    body: {
      to_return:
        "Votre retour de la commande {{order}} est accepté. Ouvrez votre retour pour savoir comment renvoyer les articles, avec votre étiquette ou votre code QR s'il y en a un.",
      return_received:
        'Vos articles de la commande {{order}} sont arrivés chez {{merchant}}. Nous allons maintenant régler votre retour.',
      completed: 'Votre retour de la commande {{order}} est terminé. Remboursements et avoir : {{amount}}.',
      rejected: "Nous sommes désolés : votre retour de la commande {{order}} n'a pas été accepté.",
      cancelled:
        'Votre retour de la commande {{order}} a été annulé. Vous pouvez renvoyer les articles tant que le délai court.',
    },
    greeting: 'Bonjour,',
    greetingNamed: 'Bonjour {{name}},',
    merchantSays: 'Message de {{merchant}} : {{reason}}',
    returnLabel: 'Retour',
    orderLabel: 'Commande',
    amountLabel: 'Remboursement et avoir',
    viewReturn: 'Voir mon retour',
    fallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    why: 'Vous recevez cet e-mail car vous avez commencé un retour pour la commande {{order}}.',
  },
};
