// The claim update e-mails' words in the nine languages (spec section 9). A test checks every
// language has every key and every placeholder the English text uses.
import type { EmailedClaimStatus } from '@rc/domain/claim-lifecycle';
import type { LanguageCode } from '@rc/domain/languages';

export interface ClaimEmailTexts {
  /** Subject per status; {{claim}} is the claim number, {{merchant}} the store. */
  subject: Record<EmailedClaimStatus, string>;
  /** The message per status; {{order}} is the order number, {{amount}} the claim's amount. */
  body: Record<EmailedClaimStatus, string>;
  greeting: string;
  greetingNamed: string;
  /** Introduces the merchant's own words (a rejection's reason, what evidence is needed). */
  merchantSays: string;
  claimLabel: string;
  orderLabel: string;
  amountLabel: string;
  cardLabel: string;
  expiryLabel: string;
  viewClaim: string;
  useCard: string;
  fallback: string;
  why: string;
}

export const CLAIM_EMAIL_TEXTS: Record<LanguageCode, ClaimEmailTexts> = {
  'en-US': {
    subject: {
      under_review: 'We are reviewing your claim {{claim}}',
      action_required: 'Your claim {{claim}} needs more information',
      accepted: 'Your claim {{claim}} is approved',
      rejected: 'Your claim {{claim}} was not approved',
      payout_sent: 'Your payout for claim {{claim}} has been sent',
      payout_failed: 'We could not send the payout for claim {{claim}}',
    },
    body: {
      under_review:
        'We have everything we need for your claim on order {{order}} and are reviewing it. We will e-mail you when it is decided.',
      action_required:
        'To decide on your claim on order {{order}}, we need more from you. Open your claim to see what is needed and add it.',
      accepted:
        'Good news: your claim on order {{order}} is approved for {{amount}}. Open your claim to get paid.',
      rejected: 'We are sorry: your claim on order {{order}} was not approved.',
      payout_sent: 'Your payout of {{amount}} for order {{order}} has been sent.',
      payout_failed:
        'The payout of {{amount}} for order {{order}} could not be sent. Open your claim to try again or choose another way to be paid.',
    },
    greeting: 'Hello,',
    greetingNamed: 'Hello {{name}},',
    merchantSays: 'Message from {{merchant}}: {{reason}}',
    claimLabel: 'Claim',
    orderLabel: 'Order',
    amountLabel: 'Amount',
    cardLabel: 'Virtual Visa card',
    expiryLabel: 'Expires',
    viewClaim: 'View my claim',
    useCard: 'Use my card',
    fallback: 'If the button does not work, copy this address into your browser:',
    why: 'You get this e-mail because you filed a claim for order {{order}}.',
  },
  'es-ES': {
    subject: {
      under_review: 'Estamos revisando tu reclamación {{claim}}',
      action_required: 'Tu reclamación {{claim}} necesita más información',
      accepted: 'Tu reclamación {{claim}} ha sido aprobada',
      rejected: 'Tu reclamación {{claim}} no ha sido aprobada',
      payout_sent: 'Hemos enviado el pago de tu reclamación {{claim}}',
      payout_failed: 'No hemos podido enviar el pago de tu reclamación {{claim}}',
    },
    body: {
      under_review:
        'Tenemos todo lo necesario para tu reclamación del pedido {{order}} y la estamos revisando. Te escribiremos cuando haya una decisión.',
      action_required:
        'Para decidir sobre tu reclamación del pedido {{order}} necesitamos más información. Abre tu reclamación para ver qué falta y añadirlo.',
      accepted:
        'Buenas noticias: tu reclamación del pedido {{order}} ha sido aprobada por {{amount}}. Abre tu reclamación para cobrar.',
      rejected: 'Lo sentimos: tu reclamación del pedido {{order}} no ha sido aprobada.',
      payout_sent: 'Hemos enviado tu pago de {{amount}} del pedido {{order}}.',
      payout_failed:
        'No hemos podido enviar el pago de {{amount}} del pedido {{order}}. Abre tu reclamación para volver a intentarlo o elegir otra forma de cobro.',
    },
    greeting: 'Hola:',
    greetingNamed: 'Hola, {{name}}:',
    merchantSays: 'Mensaje de {{merchant}}: {{reason}}',
    claimLabel: 'Reclamación',
    orderLabel: 'Pedido',
    amountLabel: 'Importe',
    cardLabel: 'Tarjeta Visa virtual',
    expiryLabel: 'Caduca',
    viewClaim: 'Ver mi reclamación',
    useCard: 'Usar mi tarjeta',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    why: 'Recibes este correo porque presentaste una reclamación del pedido {{order}}.',
  },
  'pl-PL': {
    subject: {
      under_review: 'Rozpatrujemy Twoje zgłoszenie {{claim}}',
      action_required: 'Twoje zgłoszenie {{claim}} wymaga dodatkowych informacji',
      accepted: 'Twoje zgłoszenie {{claim}} zostało zaakceptowane',
      rejected: 'Twoje zgłoszenie {{claim}} nie zostało zaakceptowane',
      payout_sent: 'Wypłata za zgłoszenie {{claim}} została wysłana',
      payout_failed: 'Nie udało się wysłać wypłaty za zgłoszenie {{claim}}',
    },
    body: {
      under_review:
        'Mamy wszystko, czego potrzebujemy do Twojego zgłoszenia dotyczącego zamówienia {{order}}, i je rozpatrujemy. Napiszemy, gdy zapadnie decyzja.',
      action_required:
        'Aby rozpatrzyć zgłoszenie dotyczące zamówienia {{order}}, potrzebujemy więcej informacji. Otwórz zgłoszenie, aby zobaczyć, czego brakuje, i to dodać.',
      accepted:
        'Dobra wiadomość: Twoje zgłoszenie dotyczące zamówienia {{order}} zostało zaakceptowane na kwotę {{amount}}. Otwórz zgłoszenie, aby odebrać wypłatę.',
      rejected: 'Przykro nam: Twoje zgłoszenie dotyczące zamówienia {{order}} nie zostało zaakceptowane.',
      payout_sent: 'Twoja wypłata {{amount}} za zamówienie {{order}} została wysłana.',
      payout_failed:
        'Nie udało się wysłać wypłaty {{amount}} za zamówienie {{order}}. Otwórz zgłoszenie, aby spróbować ponownie lub wybrać inny sposób wypłaty.',
    },
    greeting: 'Dzień dobry,',
    greetingNamed: 'Dzień dobry {{name}},',
    merchantSays: 'Wiadomość od {{merchant}}: {{reason}}',
    claimLabel: 'Zgłoszenie',
    orderLabel: 'Zamówienie',
    amountLabel: 'Kwota',
    cardLabel: 'Wirtualna karta Visa',
    expiryLabel: 'Ważna do',
    viewClaim: 'Zobacz moje zgłoszenie',
    useCard: 'Użyj mojej karty',
    fallback: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
    why: 'Otrzymujesz tę wiadomość, ponieważ złożono zgłoszenie dotyczące zamówienia {{order}}.',
  },
  'pt-PT': {
    subject: {
      under_review: 'Estamos a analisar a sua reclamação {{claim}}',
      action_required: 'A sua reclamação {{claim}} precisa de mais informações',
      accepted: 'A sua reclamação {{claim}} foi aprovada',
      rejected: 'A sua reclamação {{claim}} não foi aprovada',
      payout_sent: 'O pagamento da sua reclamação {{claim}} foi enviado',
      payout_failed: 'Não foi possível enviar o pagamento da reclamação {{claim}}',
    },
    body: {
      under_review:
        'Temos tudo o que precisamos para a sua reclamação da encomenda {{order}} e estamos a analisá-la. Enviaremos um e-mail quando houver uma decisão.',
      action_required:
        'Para decidir sobre a sua reclamação da encomenda {{order}}, precisamos de mais informações. Abra a reclamação para ver o que falta e adicioná-lo.',
      accepted:
        'Boas notícias: a sua reclamação da encomenda {{order}} foi aprovada no valor de {{amount}}. Abra a reclamação para receber o pagamento.',
      rejected: 'Lamentamos: a sua reclamação da encomenda {{order}} não foi aprovada.',
      payout_sent: 'O seu pagamento de {{amount}} relativo à encomenda {{order}} foi enviado.',
      payout_failed:
        'Não foi possível enviar o pagamento de {{amount}} relativo à encomenda {{order}}. Abra a reclamação para tentar de novo ou escolher outra forma de pagamento.',
    },
    greeting: 'Olá,',
    greetingNamed: 'Olá {{name}},',
    merchantSays: 'Mensagem de {{merchant}}: {{reason}}',
    claimLabel: 'Reclamação',
    orderLabel: 'Encomenda',
    amountLabel: 'Valor',
    cardLabel: 'Cartão Visa virtual',
    expiryLabel: 'Validade',
    viewClaim: 'Ver a minha reclamação',
    useCard: 'Usar o meu cartão',
    fallback: 'Se o botão não funcionar, copie este endereço para o navegador:',
    why: 'Recebe este e-mail porque apresentou uma reclamação da encomenda {{order}}.',
  },
  'it-IT': {
    subject: {
      under_review: 'Stiamo esaminando il tuo reclamo {{claim}}',
      action_required: 'Il tuo reclamo {{claim}} richiede altre informazioni',
      accepted: 'Il tuo reclamo {{claim}} è stato approvato',
      rejected: 'Il tuo reclamo {{claim}} non è stato approvato',
      payout_sent: 'Il rimborso per il reclamo {{claim}} è stato inviato',
      payout_failed: 'Non siamo riusciti a inviare il rimborso per il reclamo {{claim}}',
    },
    body: {
      under_review:
        "Abbiamo tutto ciò che serve per il tuo reclamo sull'ordine {{order}} e lo stiamo esaminando. Ti scriveremo quando avremo deciso.",
      action_required:
        "Per decidere sul tuo reclamo per l'ordine {{order}} ci servono altre informazioni. Apri il reclamo per vedere cosa manca e aggiungerlo.",
      accepted:
        "Buone notizie: il tuo reclamo per l'ordine {{order}} è stato approvato per {{amount}}. Apri il reclamo per ricevere il rimborso.",
      rejected: "Ci dispiace: il tuo reclamo per l'ordine {{order}} non è stato approvato.",
      payout_sent: "Il rimborso di {{amount}} per l'ordine {{order}} è stato inviato.",
      payout_failed:
        "Non siamo riusciti a inviare il rimborso di {{amount}} per l'ordine {{order}}. Apri il reclamo per riprovare o scegliere un altro metodo di pagamento.",
    },
    greeting: 'Ciao,',
    greetingNamed: 'Ciao {{name}},',
    merchantSays: 'Messaggio da {{merchant}}: {{reason}}',
    claimLabel: 'Reclamo',
    orderLabel: 'Ordine',
    amountLabel: 'Importo',
    cardLabel: 'Carta Visa virtuale',
    expiryLabel: 'Scadenza',
    viewClaim: 'Vedi il mio reclamo',
    useCard: 'Usa la mia carta',
    fallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    why: "Ricevi questa e-mail perché hai presentato un reclamo per l'ordine {{order}}.",
  },
  'de-DE': {
    subject: {
      under_review: 'Wir prüfen Ihren Antrag {{claim}}',
      action_required: 'Für Ihren Antrag {{claim}} brauchen wir mehr Angaben',
      accepted: 'Ihr Antrag {{claim}} wurde genehmigt',
      rejected: 'Ihr Antrag {{claim}} wurde nicht genehmigt',
      payout_sent: 'Die Auszahlung für Ihren Antrag {{claim}} ist unterwegs',
      payout_failed: 'Die Auszahlung für Ihren Antrag {{claim}} ist fehlgeschlagen',
    },
    body: {
      under_review:
        'Wir haben alles, was wir für Ihren Antrag zur Bestellung {{order}} brauchen, und prüfen ihn. Wir schreiben Ihnen, sobald entschieden ist.',
      action_required:
        'Um über Ihren Antrag zur Bestellung {{order}} zu entscheiden, brauchen wir mehr von Ihnen. Öffnen Sie Ihren Antrag, um zu sehen, was fehlt, und es hinzuzufügen.',
      accepted:
        'Gute Nachricht: Ihr Antrag zur Bestellung {{order}} wurde über {{amount}} genehmigt. Öffnen Sie Ihren Antrag, um die Auszahlung zu erhalten.',
      rejected: 'Es tut uns leid: Ihr Antrag zur Bestellung {{order}} wurde nicht genehmigt.',
      payout_sent: 'Ihre Auszahlung von {{amount}} für die Bestellung {{order}} wurde gesendet.',
      payout_failed:
        'Die Auszahlung von {{amount}} für die Bestellung {{order}} konnte nicht gesendet werden. Öffnen Sie Ihren Antrag, um es erneut zu versuchen oder eine andere Auszahlungsart zu wählen.',
    },
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {{name}},',
    merchantSays: 'Nachricht von {{merchant}}: {{reason}}',
    claimLabel: 'Antrag',
    orderLabel: 'Bestellung',
    amountLabel: 'Betrag',
    cardLabel: 'Virtuelle Visa-Karte',
    expiryLabel: 'Gültig bis',
    viewClaim: 'Meinen Antrag ansehen',
    useCard: 'Meine Karte verwenden',
    fallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    why: 'Sie erhalten diese E-Mail, weil Sie einen Antrag zur Bestellung {{order}} gestellt haben.',
  },
  'cs-CZ': {
    subject: {
      under_review: 'Posuzujeme vaši reklamaci {{claim}}',
      action_required: 'K vaší reklamaci {{claim}} potřebujeme další informace',
      accepted: 'Vaše reklamace {{claim}} byla schválena',
      rejected: 'Vaše reklamace {{claim}} nebyla schválena',
      payout_sent: 'Výplata k reklamaci {{claim}} byla odeslána',
      payout_failed: 'Výplatu k reklamaci {{claim}} se nepodařilo odeslat',
    },
    body: {
      under_review:
        'Máme vše, co potřebujeme k vaší reklamaci objednávky {{order}}, a posuzujeme ji. Až bude rozhodnuto, napíšeme vám.',
      action_required:
        'Abychom mohli o reklamaci objednávky {{order}} rozhodnout, potřebujeme od vás více. Otevřete reklamaci, podívejte se, co chybí, a doplňte to.',
      accepted:
        'Dobrá zpráva: vaše reklamace objednávky {{order}} byla schválena na {{amount}}. Otevřete reklamaci a nechte si vyplatit peníze.',
      rejected: 'Je nám líto: vaše reklamace objednávky {{order}} nebyla schválena.',
      payout_sent: 'Vaše výplata {{amount}} za objednávku {{order}} byla odeslána.',
      payout_failed:
        'Výplatu {{amount}} za objednávku {{order}} se nepodařilo odeslat. Otevřete reklamaci a zkuste to znovu nebo zvolte jiný způsob výplaty.',
    },
    greeting: 'Dobrý den,',
    greetingNamed: 'Dobrý den, {{name}},',
    merchantSays: 'Zpráva od {{merchant}}: {{reason}}',
    claimLabel: 'Reklamace',
    orderLabel: 'Objednávka',
    amountLabel: 'Částka',
    cardLabel: 'Virtuální karta Visa',
    expiryLabel: 'Platnost do',
    viewClaim: 'Zobrazit moji reklamaci',
    useCard: 'Použít moji kartu',
    fallback: 'Pokud tlačítko nefunguje, zkopírujte tuto adresu do prohlížeče:',
    why: 'Tento e-mail dostáváte, protože jste podali reklamaci objednávky {{order}}.',
  },
  'fr-FR': {
    subject: {
      under_review: 'Nous examinons votre réclamation {{claim}}',
      action_required: "Votre réclamation {{claim}} nécessite plus d'informations",
      accepted: 'Votre réclamation {{claim}} est acceptée',
      rejected: "Votre réclamation {{claim}} n'a pas été acceptée",
      payout_sent: 'Le paiement de votre réclamation {{claim}} a été envoyé',
      payout_failed: "Le paiement de votre réclamation {{claim}} n'a pas pu être envoyé",
    },
    body: {
      under_review:
        'Nous avons tout ce qu’il faut pour votre réclamation sur la commande {{order}} et nous l’examinons. Nous vous écrirons dès qu’une décision sera prise.',
      action_required:
        'Pour statuer sur votre réclamation concernant la commande {{order}}, il nous faut davantage d’informations. Ouvrez votre réclamation pour voir ce qui manque et l’ajouter.',
      accepted:
        'Bonne nouvelle : votre réclamation concernant la commande {{order}} est acceptée pour {{amount}}. Ouvrez votre réclamation pour être payé.',
      rejected:
        'Nous sommes désolés : votre réclamation concernant la commande {{order}} n’a pas été acceptée.',
      payout_sent: 'Votre paiement de {{amount}} pour la commande {{order}} a été envoyé.',
      payout_failed:
        'Le paiement de {{amount}} pour la commande {{order}} n’a pas pu être envoyé. Ouvrez votre réclamation pour réessayer ou choisir un autre mode de paiement.',
    },
    greeting: 'Bonjour,',
    greetingNamed: 'Bonjour {{name}},',
    merchantSays: 'Message de {{merchant}} : {{reason}}',
    claimLabel: 'Réclamation',
    orderLabel: 'Commande',
    amountLabel: 'Montant',
    cardLabel: 'Carte Visa virtuelle',
    expiryLabel: 'Expire',
    viewClaim: 'Voir ma réclamation',
    useCard: 'Utiliser ma carte',
    fallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    why: 'Vous recevez cet e-mail parce que vous avez déposé une réclamation pour la commande {{order}}.',
  },
  'nl-NL': {
    subject: {
      under_review: 'We beoordelen je claim {{claim}}',
      action_required: 'Voor je claim {{claim}} hebben we meer informatie nodig',
      accepted: 'Je claim {{claim}} is goedgekeurd',
      rejected: 'Je claim {{claim}} is niet goedgekeurd',
      payout_sent: 'De uitbetaling voor je claim {{claim}} is verstuurd',
      payout_failed: 'De uitbetaling voor je claim {{claim}} kon niet worden verstuurd',
    },
    body: {
      under_review:
        'We hebben alles wat we nodig hebben voor je claim op bestelling {{order}} en beoordelen hem nu. We mailen je zodra er een besluit is.',
      action_required:
        'Om over je claim op bestelling {{order}} te beslissen, hebben we meer van je nodig. Open je claim om te zien wat er ontbreekt en voeg het toe.',
      accepted:
        'Goed nieuws: je claim op bestelling {{order}} is goedgekeurd voor {{amount}}. Open je claim om uitbetaald te worden.',
      rejected: 'Het spijt ons: je claim op bestelling {{order}} is niet goedgekeurd.',
      payout_sent: 'Je uitbetaling van {{amount}} voor bestelling {{order}} is verstuurd.',
      payout_failed:
        'De uitbetaling van {{amount}} voor bestelling {{order}} kon niet worden verstuurd. Open je claim om het opnieuw te proberen of een andere manier van uitbetalen te kiezen.',
    },
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {{name}},',
    merchantSays: 'Bericht van {{merchant}}: {{reason}}',
    claimLabel: 'Claim',
    orderLabel: 'Bestelling',
    amountLabel: 'Bedrag',
    cardLabel: 'Virtuele Visa-kaart',
    expiryLabel: 'Geldig tot',
    viewClaim: 'Mijn claim bekijken',
    useCard: 'Mijn kaart gebruiken',
    fallback: 'Werkt de knop niet? Kopieer dan dit adres naar je browser:',
    why: 'Je krijgt deze e-mail omdat je een claim hebt ingediend voor bestelling {{order}}.',
  },
};
