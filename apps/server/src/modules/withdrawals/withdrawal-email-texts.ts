// The acknowledgement of a withdrawal (Directive 2011/83/EU Article 11a(3)), in the nine languages:
// its content, the date and the time it was received. {{order}} is the order number, {{merchant}}
// the store, {{received}} the date and time, {{name}} the shopper's name as stated.
import type { LanguageCode } from '@rc/domain/languages';

export interface WithdrawalEmailTexts {
  subject: string;
  greetingNamed: string;
  received: string;
  statement: string;
  wholeOrder: string;
  nameLabel: string;
  emailLabel: string;
  orderLabel: string;
  itemsLabel: string;
  receivedLabel: string;
  next: string;
  viewOrder: string;
  fallback: string;
  why: string;
}

export const WITHDRAWAL_EMAIL_TEXTS: Record<LanguageCode, WithdrawalEmailTexts> = {
  'en-US': {
    subject: 'Acknowledgement of your withdrawal from order {{order}}',
    greetingNamed: 'Hello {{name}},',
    received: '{{merchant}} received your withdrawal from the contract for order {{order}} on {{received}}.',
    statement: 'Your statement: "I hereby withdraw from my contract for the following goods."',
    wholeOrder: 'The whole order',
    nameLabel: 'Name',
    emailLabel: 'E-mail',
    orderLabel: 'Order',
    itemsLabel: 'Goods',
    receivedLabel: 'Received on',
    next: 'Please keep this e-mail as your record. {{merchant}} will tell you how to send the goods back and will refund you.',
    viewOrder: 'View my order',
    fallback: 'If the button does not work, copy this address into your browser:',
    why: 'You get this e-mail because you withdrew from the contract for order {{order}}.',
  },
  'es-ES': {
    subject: 'Acuse de recibo de tu desistimiento del pedido {{order}}',
    greetingNamed: 'Hola, {{name}}:',
    received: '{{merchant}} ha recibido tu desistimiento del contrato del pedido {{order}} el {{received}}.',
    statement: 'Tu declaración: «Por la presente desisto de mi contrato de venta de los siguientes bienes».',
    wholeOrder: 'Todo el pedido',
    nameLabel: 'Nombre',
    emailLabel: 'Correo electrónico',
    orderLabel: 'Pedido',
    itemsLabel: 'Bienes',
    receivedLabel: 'Recibido el',
    next: 'Guarda este correo como justificante. {{merchant}} te indicará cómo devolver los bienes y te hará el reembolso.',
    viewOrder: 'Ver mi pedido',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    why: 'Recibes este correo porque desististe del contrato del pedido {{order}}.',
  },
  'pl-PL': {
    subject: 'Potwierdzenie odstąpienia od umowy – zamówienie {{order}}',
    greetingNamed: 'Dzień dobry {{name}},',
    received:
      '{{merchant}} otrzymał Twoje oświadczenie o odstąpieniu od umowy dla zamówienia {{order}} w dniu {{received}}.',
    statement: 'Twoje oświadczenie: „Niniejszym odstępuję od umowy sprzedaży następujących towarów”.',
    wholeOrder: 'Całe zamówienie',
    nameLabel: 'Imię i nazwisko',
    emailLabel: 'E-mail',
    orderLabel: 'Zamówienie',
    itemsLabel: 'Towary',
    receivedLabel: 'Otrzymano',
    next: 'Zachowaj tę wiadomość jako potwierdzenie. {{merchant}} poinformuje Cię, jak odesłać towary, i zwróci Ci pieniądze.',
    viewOrder: 'Zobacz moje zamówienie',
    fallback: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
    why: 'Otrzymujesz tę wiadomość, ponieważ odstąpiłeś od umowy dla zamówienia {{order}}.',
  },
  'pt-PT': {
    subject: 'Confirmação da resolução do contrato da encomenda {{order}}',
    greetingNamed: 'Olá {{name}},',
    received:
      'A {{merchant}} recebeu a sua declaração de livre resolução do contrato da encomenda {{order}} em {{received}}.',
    statement:
      'A sua declaração: «Pela presente comunico que resolvo o meu contrato de compra dos seguintes bens».',
    wholeOrder: 'Toda a encomenda',
    nameLabel: 'Nome',
    emailLabel: 'E-mail',
    orderLabel: 'Encomenda',
    itemsLabel: 'Bens',
    receivedLabel: 'Recebida em',
    next: 'Guarde este e-mail como comprovativo. A {{merchant}} dir-lhe-á como devolver os bens e fará o reembolso.',
    viewOrder: 'Ver a minha encomenda',
    fallback: 'Se o botão não funcionar, copie este endereço para o navegador:',
    why: 'Recebe este e-mail porque resolveu o contrato da encomenda {{order}}.',
  },
  'it-IT': {
    subject: 'Conferma di ricezione del recesso dall’ordine {{order}}',
    greetingNamed: 'Ciao {{name}},',
    received: '{{merchant}} ha ricevuto il tuo recesso dal contratto per l’ordine {{order}} il {{received}}.',
    statement:
      'La tua dichiarazione: «Con la presente recedo dal mio contratto di vendita dei seguenti beni».',
    wholeOrder: 'L’intero ordine',
    nameLabel: 'Nome',
    emailLabel: 'E-mail',
    orderLabel: 'Ordine',
    itemsLabel: 'Beni',
    receivedLabel: 'Ricevuto il',
    next: 'Conserva questa e-mail come prova. {{merchant}} ti dirà come restituire i beni e ti rimborserà.',
    viewOrder: 'Vedi il mio ordine',
    fallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    why: 'Ricevi questa e-mail perché hai esercitato il recesso dal contratto per l’ordine {{order}}.',
  },
  'nl-NL': {
    subject: 'Ontvangstbevestiging van je herroeping van bestelling {{order}}',
    greetingNamed: 'Hallo {{name}},',
    received:
      '{{merchant}} heeft je herroeping van de overeenkomst voor bestelling {{order}} ontvangen op {{received}}.',
    statement:
      'Je verklaring: "Hierbij herroep ik mijn overeenkomst betreffende de verkoop van de volgende goederen."',
    wholeOrder: 'De hele bestelling',
    nameLabel: 'Naam',
    emailLabel: 'E-mail',
    orderLabel: 'Bestelling',
    itemsLabel: 'Goederen',
    receivedLabel: 'Ontvangen op',
    next: 'Bewaar deze e-mail als bewijs. {{merchant}} laat je weten hoe je de goederen terugstuurt en betaalt je terug.',
    viewOrder: 'Mijn bestelling bekijken',
    fallback: 'Werkt de knop niet? Kopieer dit adres naar je browser:',
    why: 'Je krijgt deze e-mail omdat je de overeenkomst voor bestelling {{order}} hebt herroepen.',
  },
  'de-DE': {
    subject: 'Eingangsbestätigung deines Widerrufs der Bestellung {{order}}',
    greetingNamed: 'Hallo {{name}},',
    received:
      '{{merchant}} hat deinen Widerruf des Vertrags über die Bestellung {{order}} am {{received}} erhalten.',
    statement:
      'Deine Erklärung: „Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über den Kauf der folgenden Waren.“',
    wholeOrder: 'Die ganze Bestellung',
    nameLabel: 'Name',
    emailLabel: 'E-Mail',
    orderLabel: 'Bestellung',
    itemsLabel: 'Waren',
    receivedLabel: 'Eingegangen am',
    next: 'Bitte bewahre diese E-Mail als Nachweis auf. {{merchant}} teilt dir mit, wie du die Waren zurücksendest, und erstattet dir den Betrag.',
    viewOrder: 'Meine Bestellung ansehen',
    fallback: 'Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
    why: 'Du erhältst diese E-Mail, weil du den Vertrag über die Bestellung {{order}} widerrufen hast.',
  },
  'cs-CZ': {
    subject: 'Potvrzení přijetí odstoupení od objednávky {{order}}',
    greetingNamed: 'Dobrý den, {{name}},',
    received: '{{merchant}} přijal vaše odstoupení od smlouvy k objednávce {{order}} dne {{received}}.',
    statement: 'Vaše prohlášení: „Tímto odstupuji od smlouvy o koupi tohoto zboží.“',
    wholeOrder: 'Celá objednávka',
    nameLabel: 'Jméno',
    emailLabel: 'E-mail',
    orderLabel: 'Objednávka',
    itemsLabel: 'Zboží',
    receivedLabel: 'Přijato',
    next: 'Uschovejte si tento e-mail jako doklad. {{merchant}} vám sdělí, jak zboží vrátit, a vrátí vám peníze.',
    viewOrder: 'Zobrazit moji objednávku',
    fallback: 'Pokud tlačítko nefunguje, zkopírujte tuto adresu do prohlížeče:',
    why: 'Tento e-mail dostáváte, protože jste odstoupili od smlouvy k objednávce {{order}}.',
  },
  'fr-FR': {
    subject: 'Accusé de réception de votre rétractation de la commande {{order}}',
    greetingNamed: 'Bonjour {{name}},',
    received: '{{merchant}} a reçu votre rétractation du contrat de la commande {{order}} le {{received}}.',
    statement:
      'Votre déclaration : « Je vous notifie par la présente ma rétractation du contrat portant sur la vente des biens suivants. »',
    wholeOrder: 'Toute la commande',
    nameLabel: 'Nom',
    emailLabel: 'E-mail',
    orderLabel: 'Commande',
    itemsLabel: 'Biens',
    receivedLabel: 'Reçue le',
    next: 'Conservez cet e-mail comme preuve. {{merchant}} vous indiquera comment renvoyer les biens et vous remboursera.',
    viewOrder: 'Voir ma commande',
    fallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    why: 'Vous recevez cet e-mail car vous vous êtes rétracté du contrat de la commande {{order}}.',
  },
};
