// The gift-card page's words in the nine languages (issue 15: the card the shopper is paid with is
// the store's). {{merchant}} is the store's name.
import type { LanguageCode } from '@rc/domain/languages';

export interface CardPageTexts {
  title: string;
  fromStore: string;
  cardDetails: string;
  cardNumber: string;
  validThru: string;
  cvv: string;
  amount: string;
  issuedTo: string;
  issuedOn: string;
  claim: string;
  howToUse: string;
  keepPrivate: string;
  sandbox: string;
  questions: string;
  language: string;
  notFoundTitle: string;
  notFoundBody: string;
}

export const CARD_PAGE_TEXTS: Record<LanguageCode, CardPageTexts> = {
  'en-US': {
    title: 'Your virtual Visa gift card',
    fromStore: 'From {{merchant}}',
    cardDetails: 'Card details',
    cardNumber: 'Card number',
    validThru: 'Valid thru',
    cvv: 'CVV',
    amount: 'Amount',
    issuedTo: 'Issued to',
    issuedOn: 'Issued on',
    claim: 'Claim',
    howToUse:
      'Use it online wherever Visa is accepted: at checkout, enter the card number, the expiry date and the CVV.',
    keepPrivate: 'Anyone with this link can see the card: keep it private.',
    sandbox:
      'This card comes from the built-in sandbox issuer, for trials and demonstrations; it cannot pay real merchants.',
    questions: 'Questions about this card? Write to {{merchant}}:',
    language: 'Language',
    notFoundTitle: 'Card not found',
    notFoundBody: 'This link does not lead to a card. Check that it was copied whole.',
  },
  'es-ES': {
    title: 'Tu tarjeta regalo Visa virtual',
    fromStore: 'De {{merchant}}',
    cardDetails: 'Datos de la tarjeta',
    cardNumber: 'Número de tarjeta',
    validThru: 'Válida hasta',
    cvv: 'CVV',
    amount: 'Importe',
    issuedTo: 'Emitida a nombre de',
    issuedOn: 'Emitida el',
    claim: 'Reclamación',
    howToUse:
      'Úsala en línea donde se acepte Visa: al pagar, introduce el número de tarjeta, la fecha de caducidad y el CVV.',
    keepPrivate: 'Cualquiera que tenga este enlace puede ver la tarjeta: no lo compartas.',
    sandbox:
      'Esta tarjeta procede del emisor de pruebas integrado, para pruebas y demostraciones; no sirve para pagar en comercios reales.',
    questions: '¿Preguntas sobre esta tarjeta? Escribe a {{merchant}}:',
    language: 'Idioma',
    notFoundTitle: 'Tarjeta no encontrada',
    notFoundBody: 'Este enlace no lleva a ninguna tarjeta. Comprueba que lo has copiado completo.',
  },
  'pl-PL': {
    title: 'Twoja wirtualna karta podarunkowa Visa',
    fromStore: 'Od {{merchant}}',
    cardDetails: 'Dane karty',
    cardNumber: 'Numer karty',
    validThru: 'Ważna do',
    cvv: 'CVV',
    amount: 'Kwota',
    issuedTo: 'Wydana dla',
    issuedOn: 'Data wydania',
    claim: 'Reklamacja',
    howToUse:
      'Płać nią online wszędzie tam, gdzie akceptowana jest Visa: przy płatności wpisz numer karty, datę ważności i CVV.',
    keepPrivate: 'Każdy, kto ma ten link, widzi kartę: nie udostępniaj go.',
    sandbox:
      'Ta karta pochodzi z wbudowanego emitenta testowego, do prób i demonstracji; nie można nią płacić w prawdziwych sklepach.',
    questions: 'Pytania dotyczące tej karty? Napisz do {{merchant}}:',
    language: 'Język',
    notFoundTitle: 'Nie znaleziono karty',
    notFoundBody: 'Ten link nie prowadzi do żadnej karty. Sprawdź, czy został skopiowany w całości.',
  },
  'pt-PT': {
    title: 'O seu cartão-presente Visa virtual',
    fromStore: 'De {{merchant}}',
    cardDetails: 'Dados do cartão',
    cardNumber: 'Número do cartão',
    validThru: 'Válido até',
    cvv: 'CVV',
    amount: 'Montante',
    issuedTo: 'Emitido para',
    issuedOn: 'Emitido em',
    claim: 'Reclamação',
    howToUse:
      'Utilize-o online onde o Visa for aceite: no pagamento, introduza o número do cartão, a data de validade e o CVV.',
    keepPrivate: 'Quem tiver esta ligação pode ver o cartão: mantenha-a privada.',
    sandbox:
      'Este cartão vem do emissor de testes incorporado, para ensaios e demonstrações; não serve para pagar em lojas reais.',
    questions: 'Dúvidas sobre este cartão? Escreva para {{merchant}}:',
    language: 'Idioma',
    notFoundTitle: 'Cartão não encontrado',
    notFoundBody: 'Esta ligação não leva a nenhum cartão. Verifique se foi copiada por inteiro.',
  },
  'it-IT': {
    title: 'La tua carta regalo Visa virtuale',
    fromStore: 'Da {{merchant}}',
    cardDetails: 'Dati della carta',
    cardNumber: 'Numero della carta',
    validThru: 'Valida fino a',
    cvv: 'CVV',
    amount: 'Importo',
    issuedTo: 'Intestata a',
    issuedOn: 'Emessa il',
    claim: 'Richiesta',
    howToUse:
      'Usala online ovunque sia accettata Visa: al pagamento inserisci il numero della carta, la data di scadenza e il CVV.',
    keepPrivate: 'Chiunque abbia questo link può vedere la carta: non condividerlo.',
    sandbox:
      "Questa carta proviene dall'emittente di prova integrato, per prove e dimostrazioni; non può pagare negozi reali.",
    questions: 'Domande su questa carta? Scrivi a {{merchant}}:',
    language: 'Lingua',
    notFoundTitle: 'Carta non trovata',
    notFoundBody: 'Questo link non porta a nessuna carta. Controlla di averlo copiato per intero.',
  },
  'de-DE': {
    title: 'Ihre virtuelle Visa-Geschenkkarte',
    fromStore: 'Von {{merchant}}',
    cardDetails: 'Kartendaten',
    cardNumber: 'Kartennummer',
    validThru: 'Gültig bis',
    cvv: 'CVV',
    amount: 'Betrag',
    issuedTo: 'Ausgestellt für',
    issuedOn: 'Ausgestellt am',
    claim: 'Anspruch',
    howToUse:
      'Bezahlen Sie damit online überall, wo Visa akzeptiert wird: Geben Sie an der Kasse Kartennummer, Ablaufdatum und CVV ein.',
    keepPrivate: 'Wer diesen Link hat, sieht die Karte: Behalten Sie ihn für sich.',
    sandbox:
      'Diese Karte stammt vom eingebauten Test-Aussteller, für Tests und Vorführungen; mit ihr kann man in echten Geschäften nicht bezahlen.',
    questions: 'Fragen zu dieser Karte? Schreiben Sie an {{merchant}}:',
    language: 'Sprache',
    notFoundTitle: 'Karte nicht gefunden',
    notFoundBody: 'Dieser Link führt zu keiner Karte. Prüfen Sie, ob er vollständig kopiert wurde.',
  },
  'cs-CZ': {
    title: 'Vaše virtuální dárková karta Visa',
    fromStore: 'Od {{merchant}}',
    cardDetails: 'Údaje karty',
    cardNumber: 'Číslo karty',
    validThru: 'Platná do',
    cvv: 'CVV',
    amount: 'Částka',
    issuedTo: 'Vydána pro',
    issuedOn: 'Vydána dne',
    claim: 'Reklamace',
    howToUse:
      'Plaťte jí online všude, kde se přijímá Visa: při placení zadejte číslo karty, datum platnosti a CVV.',
    keepPrivate: 'Kdo má tento odkaz, vidí kartu: nesdílejte ho.',
    sandbox:
      'Tato karta pochází z vestavěného testovacího vydavatele, pro zkoušky a ukázky; ve skutečných obchodech s ní platit nelze.',
    questions: 'Máte dotaz k této kartě? Napište {{merchant}}:',
    language: 'Jazyk',
    notFoundTitle: 'Karta nenalezena',
    notFoundBody: 'Tento odkaz nevede k žádné kartě. Zkontrolujte, zda byl zkopírován celý.',
  },
  'fr-FR': {
    title: 'Votre carte cadeau Visa virtuelle',
    fromStore: 'De la part de {{merchant}}',
    cardDetails: 'Données de la carte',
    cardNumber: 'Numéro de carte',
    validThru: "Valable jusqu'à",
    cvv: 'CVV',
    amount: 'Montant',
    issuedTo: 'Émise au nom de',
    issuedOn: 'Émise le',
    claim: 'Réclamation',
    howToUse:
      'Utilisez-la en ligne partout où Visa est acceptée : au paiement, saisissez le numéro de carte, la date d’expiration et le CVV.',
    keepPrivate: 'Toute personne ayant ce lien peut voir la carte : gardez-le pour vous.',
    sandbox:
      'Cette carte provient de l’émetteur de test intégré, pour les essais et les démonstrations ; elle ne permet pas de payer de vrais commerçants.',
    questions: 'Une question sur cette carte ? Écrivez à {{merchant}} :',
    language: 'Langue',
    notFoundTitle: 'Carte introuvable',
    notFoundBody: 'Ce lien ne mène à aucune carte. Vérifiez qu’il a été copié en entier.',
  },
  'nl-NL': {
    title: 'Uw virtuele Visa-cadeaukaart',
    fromStore: 'Van {{merchant}}',
    cardDetails: 'Kaartgegevens',
    cardNumber: 'Kaartnummer',
    validThru: 'Geldig tot',
    cvv: 'CVV',
    amount: 'Bedrag',
    issuedTo: 'Uitgegeven aan',
    issuedOn: 'Uitgegeven op',
    claim: 'Claim',
    howToUse:
      'Betaal er online mee overal waar Visa wordt geaccepteerd: vul bij het afrekenen het kaartnummer, de vervaldatum en de CVV in.',
    keepPrivate: 'Iedereen met deze link kan de kaart zien: houd hem voor uzelf.',
    sandbox:
      'Deze kaart komt van de ingebouwde testuitgever, voor proeven en demonstraties; er kan niet mee worden betaald bij echte winkels.',
    questions: 'Vragen over deze kaart? Schrijf naar {{merchant}}:',
    language: 'Taal',
    notFoundTitle: 'Kaart niet gevonden',
    notFoundBody: 'Deze link leidt niet naar een kaart. Controleer of hij volledig is gekopieerd.',
  },
};
