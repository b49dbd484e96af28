// The tracking e-mails' words in the nine languages (spec section 9).
import type { LanguageCode } from '@rc/domain/languages';

export const TRACKING_EMAIL_KINDS = ['out_for_delivery', 'delivered', 'exception', 'delayed'] as const;
export type TrackingEmailKind = (typeof TRACKING_EMAIL_KINDS)[number];

export interface TrackingEmailTexts {
  /** {{order}} is the order number, {{merchant}} the store. */
  subject: Record<TrackingEmailKind, string>;
  body: Record<TrackingEmailKind, string>;
  greeting: string;
  greetingNamed: string;
  orderLabel: string;
  numberLabel: string;
  button: string;
  fallback: string;
}

export const TRACKING_EMAIL_TEXTS: Record<LanguageCode, TrackingEmailTexts> = {
  'en-US': {
    subject: {
      out_for_delivery: 'Your package from order {{order}} is out for delivery',
      delivered: 'Your package from order {{order}} was delivered',
      exception: 'There is a problem with your package from order {{order}}',
      delayed: 'Your package from order {{order}} is delayed',
    },
    body: {
      out_for_delivery:
        'Good news: your package from {{merchant}} is out for delivery and should arrive today.',
      delivered:
        'Your package from {{merchant}} was delivered. If anything is wrong with it, you can report it from the tracking page.',
      exception:
        'The carrier reported a problem with your package from {{merchant}}. The tracking page shows what happened.',
      delayed:
        'Your package from {{merchant}} is taking longer than expected. Follow it on the tracking page; if your order is protected against delays, you can file a claim there.',
    },
    greeting: 'Hello,',
    greetingNamed: 'Hello {{name}},',
    orderLabel: 'Order',
    numberLabel: 'Tracking number',
    button: 'Track your package',
    fallback: 'If the button does not work, copy this address into your browser:',
  },
  'es-ES': {
    subject: {
      out_for_delivery: 'Tu paquete del pedido {{order}} está en reparto',
      delivered: 'Tu paquete del pedido {{order}} se ha entregado',
      exception: 'Hay un problema con tu paquete del pedido {{order}}',
      delayed: 'Tu paquete del pedido {{order}} se está retrasando',
    },
    body: {
      out_for_delivery: 'Buenas noticias: tu paquete de {{merchant}} está en reparto y debería llegar hoy.',
      delivered:
        'Tu paquete de {{merchant}} se ha entregado. Si algo no está bien, puedes comunicarlo desde la página de seguimiento.',
      exception:
        'El transportista ha informado de un problema con tu paquete de {{merchant}}. La página de seguimiento muestra lo ocurrido.',
      delayed:
        'Tu paquete de {{merchant}} está tardando más de lo previsto. Síguelo en la página de seguimiento; si tu pedido está protegido contra retrasos, puedes presentar allí una reclamación.',
    },
    greeting: 'Hola:',
    greetingNamed: 'Hola, {{name}}:',
    orderLabel: 'Pedido',
    numberLabel: 'Número de seguimiento',
    button: 'Seguir mi paquete',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
  },
  'pl-PL': {
    subject: {
      out_for_delivery: 'Paczka z zamówienia {{order}} jest w doręczeniu',
      delivered: 'Paczka z zamówienia {{order}} została doręczona',
      exception: 'Wystąpił problem z paczką z zamówienia {{order}}',
      delayed: 'Paczka z zamówienia {{order}} jest opóźniona',
    },
    body: {
      out_for_delivery:
        'Dobra wiadomość: paczka od {{merchant}} jest w doręczeniu i powinna dotrzeć dzisiaj.',
      delivered:
        'Paczka od {{merchant}} została doręczona. Jeśli coś jest nie tak, możesz to zgłosić na stronie śledzenia.',
      exception:
        'Przewoźnik zgłosił problem z paczką od {{merchant}}. Szczegóły znajdziesz na stronie śledzenia.',
      delayed:
        'Paczka od {{merchant}} idzie dłużej niż przewidywano. Śledź ją na stronie śledzenia; jeśli zamówienie jest chronione przed opóźnieniem, możesz tam złożyć reklamację.',
    },
    greeting: 'Dzień dobry,',
    greetingNamed: 'Dzień dobry {{name}},',
    orderLabel: 'Zamówienie',
    numberLabel: 'Numer przesyłki',
    button: 'Śledź paczkę',
    fallback: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
  },
  'pt-PT': {
    subject: {
      out_for_delivery: 'A sua encomenda {{order}} está em distribuição',
      delivered: 'A sua encomenda {{order}} foi entregue',
      exception: 'Há um problema com a sua encomenda {{order}}',
      delayed: 'A sua encomenda {{order}} está atrasada',
    },
    body: {
      out_for_delivery:
        'Boas notícias: a sua encomenda de {{merchant}} está em distribuição e deverá chegar hoje.',
      delivered:
        'A sua encomenda de {{merchant}} foi entregue. Se algo não estiver bem, pode comunicá-lo na página de seguimento.',
      exception:
        'A transportadora comunicou um problema com a sua encomenda de {{merchant}}. A página de seguimento mostra o que aconteceu.',
      delayed:
        'A sua encomenda de {{merchant}} está a demorar mais do que o previsto. Acompanhe-a na página de seguimento; se a encomenda estiver protegida contra atrasos, pode apresentar aí uma reclamação.',
    },
    greeting: 'Olá,',
    greetingNamed: 'Olá {{name}},',
    orderLabel: 'Encomenda',
    numberLabel: 'Número de seguimento',
    button: 'Seguir a encomenda',
    fallback: 'Se o botão não funcionar, copie este endereço para o navegador:',
  },
  'it-IT': {
    subject: {
      out_for_delivery: 'Il pacco dell’ordine {{order}} è in consegna',
      delivered: 'Il pacco dell’ordine {{order}} è stato consegnato',
      exception: 'C’è un problema con il pacco dell’ordine {{order}}',
      delayed: 'Il pacco dell’ordine {{order}} è in ritardo',
    },
    body: {
      out_for_delivery: 'Buone notizie: il tuo pacco di {{merchant}} è in consegna e dovrebbe arrivare oggi.',
      delivered:
        'Il tuo pacco di {{merchant}} è stato consegnato. Se qualcosa non va, puoi segnalarlo dalla pagina di tracciamento.',
      exception:
        'Il corriere ha segnalato un problema con il tuo pacco di {{merchant}}. La pagina di tracciamento mostra cosa è successo.',
      delayed:
        'Il tuo pacco di {{merchant}} sta impiegando più del previsto. Seguilo nella pagina di tracciamento; se l’ordine è protetto contro i ritardi, puoi aprire lì un reclamo.',
    },
    greeting: 'Ciao,',
    greetingNamed: 'Ciao {{name}},',
    orderLabel: 'Ordine',
    numberLabel: 'Numero di tracciamento',
    button: 'Traccia il pacco',
    fallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
  },
  'nl-NL': {
    subject: {
      out_for_delivery: 'Je pakket van bestelling {{order}} wordt vandaag bezorgd',
      delivered: 'Je pakket van bestelling {{order}} is bezorgd',
      exception: 'Er is een probleem met je pakket van bestelling {{order}}',
      delayed: 'Je pakket van bestelling {{order}} heeft vertraging',
    },
    body: {
      out_for_delivery:
        'Goed nieuws: je pakket van {{merchant}} is onderweg naar je toe en komt vandaag aan.',
      delivered: 'Je pakket van {{merchant}} is bezorgd. Klopt er iets niet, meld het dan via de volgpagina.',
      exception:
        'De vervoerder meldt een probleem met je pakket van {{merchant}}. Op de volgpagina zie je wat er is gebeurd.',
      delayed:
        'Je pakket van {{merchant}} doet er langer over dan verwacht. Volg het op de volgpagina; is je bestelling beschermd tegen vertraging, dan kun je daar een claim indienen.',
    },
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {{name}},',
    orderLabel: 'Bestelling',
    numberLabel: 'Trackingnummer',
    button: 'Volg je pakket',
    fallback: 'Werkt de knop niet? Kopieer dit adres naar je browser:',
  },
  'de-DE': {
    subject: {
      out_for_delivery: 'Ihr Paket aus Bestellung {{order}} ist in Zustellung',
      delivered: 'Ihr Paket aus Bestellung {{order}} wurde zugestellt',
      exception: 'Es gibt ein Problem mit Ihrem Paket aus Bestellung {{order}}',
      delayed: 'Ihr Paket aus Bestellung {{order}} verspätet sich',
    },
    body: {
      out_for_delivery:
        'Gute Nachricht: Ihr Paket von {{merchant}} ist in Zustellung und sollte heute ankommen.',
      delivered:
        'Ihr Paket von {{merchant}} wurde zugestellt. Stimmt etwas nicht, können Sie es auf der Sendungsverfolgung melden.',
      exception:
        'Der Versanddienst meldet ein Problem mit Ihrem Paket von {{merchant}}. Die Sendungsverfolgung zeigt, was passiert ist.',
      delayed:
        'Ihr Paket von {{merchant}} braucht länger als erwartet. Verfolgen Sie es auf der Sendungsverfolgung; ist Ihre Bestellung gegen Verspätung geschützt, können Sie dort einen Anspruch melden.',
    },
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {{name}},',
    orderLabel: 'Bestellung',
    numberLabel: 'Sendungsnummer',
    button: 'Paket verfolgen',
    fallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
  },
  'cs-CZ': {
    subject: {
      out_for_delivery: 'Balík z objednávky {{order}} je na cestě k vám',
      delivered: 'Balík z objednávky {{order}} byl doručen',
      exception: 'S balíkem z objednávky {{order}} nastal problém',
      delayed: 'Balík z objednávky {{order}} má zpoždění',
    },
    body: {
      out_for_delivery: 'Dobrá zpráva: balík od {{merchant}} se doručuje a měl by dorazit dnes.',
      delivered:
        'Balík od {{merchant}} byl doručen. Pokud něco nesedí, můžete to nahlásit na stránce sledování.',
      exception: 'Dopravce hlásí problém s balíkem od {{merchant}}. Stránka sledování ukazuje, co se stalo.',
      delayed:
        'Balík od {{merchant}} jde déle, než se čekalo. Sledujte ho na stránce sledování; je-li objednávka chráněna proti zpoždění, můžete tam podat reklamaci.',
    },
    greeting: 'Dobrý den,',
    greetingNamed: 'Dobrý den, {{name}},',
    orderLabel: 'Objednávka',
    numberLabel: 'Sledovací číslo',
    button: 'Sledovat balík',
    fallback: 'Pokud tlačítko nefunguje, zkopírujte tuto adresu do prohlížeče:',
  },
  'fr-FR': {
    subject: {
      out_for_delivery: 'Votre colis de la commande {{order}} est en cours de livraison',
      delivered: 'Votre colis de la commande {{order}} a été livré',
      exception: 'Un problème est survenu avec votre colis de la commande {{order}}',
      delayed: 'Votre colis de la commande {{order}} est en retard',
    },
    body: {
      out_for_delivery:
        'Bonne nouvelle : votre colis de {{merchant}} est en cours de livraison et devrait arriver aujourd’hui.',
      delivered:
        'Votre colis de {{merchant}} a été livré. Si quelque chose ne va pas, vous pouvez le signaler depuis la page de suivi.',
      exception:
        'Le transporteur signale un problème avec votre colis de {{merchant}}. La page de suivi indique ce qui s’est passé.',
      delayed:
        'Votre colis de {{merchant}} prend plus de temps que prévu. Suivez-le sur la page de suivi ; si votre commande est protégée contre les retards, vous pouvez y déposer une réclamation.',
    },
    greeting: 'Bonjour,',
    greetingNamed: 'Bonjour {{name}},',
    orderLabel: 'Commande',
    numberLabel: 'Numéro de suivi',
    button: 'Suivre mon colis',
    fallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
  },
};
