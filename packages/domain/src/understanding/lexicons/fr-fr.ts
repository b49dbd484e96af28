// French (fr-FR). Elisions split words: "n'est" is "n" + "est", "aujourd'hui" "aujourd" + "hui";
// "ne"/"n" and "pas" both negate.
import type { Lexicon } from '../lexicon';

export const FR_FR: Lexicon = {
  intents: {
    report_issue: {
      strong: ['reclam*', 'signal*|declar*|plainte', 'ouvrir&dossier'],
      weak: ['probleme*|souci*', 'quelque chose ne va pas|ca ne va pas'],
    },
    start_return: {
      strong: ['retour*|retourner', 'renvoy*|renvoi|rendre'],
      weak: ['trop petit*|trop grand*|trop serre*|ne me va pas|ne me plait pas|me plait pas'],
    },
    start_exchange: {
      strong: ['echang*'],
      weak: ['autre taille|taille au dessus|taille en dessous|autre couleur|plus grand|plus petit'],
    },
    track_package: {
      strong: [
        'suivi*|suivre|tracking|localis*',
        'ou&colis/commande*/paquet*/envoi*|ou est',
        'quand&arriv*/livr*/recevoir/recevrai/colis/commande*',
        'statut/etat&colis/commande*/envoi*',
      ],
      weak: ['toujours', 'encore'],
    },
    get_paid: {
      strong: ['paiement*|payer|paye|payee|carte cadeau|indemnis*|versement'],
      weak: ['approuv*|accept*', 'mon argent|l argent'],
    },
    claim_status: {
      strong: [
        'examin*&reclamation*',
        'combien de temps&reclamation*',
        'reclamation*/dossier/sinistre/demande&statut/etat/avance*/approuv*/accept*/nouvelle*/reponse/traite*',
        'en est|du nouveau&reclamation*/dossier/sinistre/demande',
      ],
      weak: ['statut', 'nouvelles'],
    },
    return_status: {
      strong: [
        'rembours*&effectue/traite/fait/deja',
        'retour&statut/etat/recu/traite/arrive/nouvelle*',
        'en est&retour',
        'rembours*&quand/ou/toujours/encore/statut',
      ],
      weak: ['statut', 'nouvelles', 'renvoye|deja renvoye|deja retourne'],
    },
    talk_to_person: {
      strong: [
        'humain|personne|conseill*|agent|operateur|quelqu un|employe',
        'service client|service apres vente|sav',
        'parler',
      ],
      weak: ['appel*|telephon*'],
    },
    greeting: { strong: ['bonjour|salut|bonsoir|coucou|hello'] },
    thanks: { strong: ['merci*|remerci*'] },
    yes: {
      strong: ['oui|ouais|d accord|ok|bien sur|exactement|c est ca|parfait|volontiers|confirm*|tout a fait'],
    },
    no: { strong: ['non|pas du tout|annul*|laisse tomber'] },
  },
  issues: {
    damage: {
      cues: [
        'endommag*|abime*|casse*|brise*|fissur*|fele*|cabosse*|raye*|dechir*|ecrase*|en morceaux|fuit|fuite',
      ],
    },
    delay: {
      cues: ['retard*|tard', 'j attends toujours|attends depuis|depuis des semaines'],
      whenNegated: ['arriv*/recu/recue/livre*&toujours/encore'],
    },
    theft: { cues: ['vole|volee|vol|voleur*|derobe*'] },
    loss: {
      cues: ['perdu*|egare*|disparu*|introuvable', 'indique/marque/affiche/statut&livre'],
      whenNegated: ['arriv*', 'recu|recue|recus|recois', 'livre*'],
    },
    noShipped: { whenNegated: ['expedi*|envoye*|parti'] },
    wrongItem: {
      cues: ['mauvais*|erreur|autre article|autre produit|au lieu d|a la place', 'pas le bon|pas la bonne'],
      whenNegated: ['ce que j ai commande'],
    },
    nad: {
      cues: ['descript*|non conforme|different de la photo|contrefa*|faux|mauvaise qualite'],
      whenNegated: ['decri*|conforme|correspond*|descript*'],
    },
    accidental_damage: { cues: ['tombe*|fait tomber|renverse*|accident*|par megarde|sans faire expres'] },
    mechanical_breakdown: {
      cues: ['panne|defectueu*|defaut*|cesse de fonctionner|arrete de fonctionner', 'tombe* en panne'],
      whenNegated: ['fonctionne*|marche|allume|charge'],
    },
    extended_warranty: { cues: ['garantie'] },
  },
  resolutions: {
    refund: ['rembours*|mon argent'],
    store_credit: ['un avoir|bon d achat|credit'],
    exchange: ['echang*|autre taille|autre couleur|remplace*'],
  },
  negations: ['pas', 'ne', 'n', 'jamais', 'aucun*', 'sans', 'rien', 'ni'],
  numbers: {
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    six: 6,
    sept: 7,
    huit: 8,
    dix: 10,
    onze: 11,
    douze: 12,
    vingt: 20,
  },
  quantityBlockers: ['taille', 'numero', 'n', 'no', 'commande', 'pointure'],
  months: [
    'janv/janvier',
    'fev/fevr/fevrier',
    'mars',
    'avr/avril',
    'mai',
    'juin',
    'juil/juillet',
    'aout',
    'sept/septembre',
    'oct/octobre',
    'nov/novembre',
    'dec/decembre',
  ],
  weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  today: ['aujourd hui|aujourdhui|ce matin'],
  yesterday: ['hier'],
  dayBeforeYesterday: ['avant hier'],
  ago: ['y'],
  last: ['dernier*', 'passe*', 'precedent*'],
  units: { day: ['jour/jours'], week: ['semaine/semaines'], month: ['mois'] },
  slashOrder: 'DM',
  suffixes: ['es', 's', 'e', 'x'],
  stopwords: [
    'le',
    'la',
    'les',
    'l',
    'un',
    'une',
    'des',
    'de',
    'du',
    'd',
    'mon',
    'ma',
    'mes',
    'et',
    'avec',
    'pour',
    'en',
    'a',
    'au',
    'j',
    'je',
    'est',
  ],
};
