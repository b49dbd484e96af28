// The verification e-mail's words in the nine languages (spec section 9). A test checks every
// language has every key.
import type { LanguageCode } from '@rc/domain/languages';

export interface VerificationEmailTexts {
  subject: string;
  greeting: string;
  greetingNamed: string;
  intro: string;
  button: string;
  expiry: string;
  fallback: string;
  ignore: string;
}

export const VERIFICATION_EMAIL_TEXTS: Record<LanguageCode, VerificationEmailTexts> = {
  'en-US': {
    subject: 'Your sign-in link for order {{order}}',
    greeting: 'Hello,',
    greetingNamed: 'Hello {{name}},',
    intro: 'To continue with your {{merchant}} order {{order}}, confirm it is you with the button below.',
    button: 'Continue to my order',
    expiry: 'The link works once and expires in 10 minutes.',
    fallback: 'If the button does not work, copy this address into your browser:',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
  },
  'es-ES': {
    subject: 'Tu enlace de acceso para el pedido {{order}}',
    greeting: 'Hola:',
    greetingNamed: 'Hola, {{name}}:',
    intro:
      'Para continuar con tu pedido {{order}} de {{merchant}}, confirma que eres tú con el botón de abajo.',
    button: 'Ir a mi pedido',
    expiry: 'El enlace funciona una sola vez y caduca en 10 minutos.',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    ignore: 'Si no lo has solicitado, puedes ignorar este correo.',
  },
  'pl-PL': {
    subject: 'Twój link do logowania do zamówienia {{order}}',
    greeting: 'Dzień dobry,',
    greetingNamed: 'Dzień dobry, {{name}},',
    intro:
      'Aby kontynuować zamówienie {{order}} w sklepie {{merchant}}, potwierdź, że to Ty, klikając przycisk poniżej.',
    button: 'Przejdź do zamówienia',
    expiry: 'Link działa jednorazowo i wygasa po 10 minutach.',
    fallback: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość.',
  },
  'pt-PT': {
    subject: 'A sua ligação de acesso à encomenda {{order}}',
    greeting: 'Olá,',
    greetingNamed: 'Olá, {{name}},',
    intro:
      'Para continuar com a sua encomenda {{order}} da {{merchant}}, confirme que é você com o botão abaixo.',
    button: 'Ir para a minha encomenda',
    expiry: 'A ligação funciona uma única vez e expira em 10 minutos.',
    fallback: 'Se o botão não funcionar, copie este endereço para o seu navegador:',
    ignore: 'Se não fez este pedido, pode ignorar este e-mail.',
  },
  'it-IT': {
    subject: "Il tuo link di accesso per l'ordine {{order}}",
    greeting: 'Ciao,',
    greetingNamed: 'Ciao {{name}},',
    intro:
      "Per continuare con l'ordine {{order}} di {{merchant}}, conferma che sei tu con il pulsante qui sotto.",
    button: 'Vai al mio ordine',
    expiry: 'Il link funziona una sola volta e scade tra 10 minuti.',
    fallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    ignore: 'Se non lo hai richiesto tu, puoi ignorare questa e-mail.',
  },
  'nl-NL': {
    subject: 'Uw aanmeldlink voor bestelling {{order}}',
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {{name}},',
    intro:
      'Bevestig met de knop hieronder dat u het bent om verder te gaan met uw bestelling {{order}} bij {{merchant}}.',
    button: 'Naar mijn bestelling',
    expiry: 'De link werkt één keer en verloopt na 10 minuten.',
    fallback: 'Werkt de knop niet? Kopieer dan dit adres naar uw browser:',
    ignore: 'Heeft u hier niet om gevraagd? Dan kunt u deze e-mail negeren.',
  },
  'de-DE': {
    subject: 'Ihr Anmeldelink für die Bestellung {{order}}',
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {{name}},',
    intro:
      'Um mit Ihrer Bestellung {{order}} bei {{merchant}} fortzufahren, bestätigen Sie bitte mit der Schaltfläche unten, dass Sie es sind.',
    button: 'Weiter zu meiner Bestellung',
    expiry: 'Der Link funktioniert einmal und läuft in 10 Minuten ab.',
    fallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    ignore: 'Falls Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  },
  'cs-CZ': {
    subject: 'Váš přihlašovací odkaz k objednávce {{order}}',
    greeting: 'Dobrý den,',
    greetingNamed: 'Dobrý den, {{name}},',
    intro:
      'Chcete-li pokračovat s objednávkou {{order}} u {{merchant}}, potvrďte tlačítkem níže, že jste to vy.',
    button: 'Přejít k objednávce',
    expiry: 'Odkaz funguje jednou a jeho platnost vyprší za 10 minut.',
    fallback: 'Pokud tlačítko nefunguje, zkopírujte tuto adresu do prohlížeče:',
    ignore: 'Pokud jste o to nežádali, můžete tento e-mail ignorovat.',
  },
  'fr-FR': {
    subject: 'Votre lien de connexion pour la commande {{order}}',
    greeting: 'Bonjour,',
    greetingNamed: 'Bonjour {{name}},',
    intro:
      'Pour continuer avec votre commande {{order}} chez {{merchant}}, confirmez qu’il s’agit bien de vous avec le bouton ci-dessous.',
    button: 'Accéder à ma commande',
    expiry: 'Le lien fonctionne une seule fois et expire dans 10 minutes.',
    fallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail.',
  },
};
