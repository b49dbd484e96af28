// Dutch (nl-NL). Compounds are common ("retourlabel", "track-and-trace"): some cues look inside words.
import type { Lexicon } from '../lexicon';

export const NL_NL: Lexicon = {
  intents: {
    report_issue: {
      strong: ['melden|melding maken|klacht*', 'claim*&indien*/maken/doen/open*/starten'],
      weak: ['probleem*|problemen', 'iets mis|ging mis|gaat mis'],
    },
    start_return: {
      strong: ['retour*|retourneren', 'terugsturen|terugzenden|stuur*&terug|terug&sturen'],
      weak: ['te klein|te groot|te krap|past niet|bevalt niet', 'valt&tegen'],
    },
    start_exchange: {
      strong: ['ruil*|omruil*|omwissel*|wisselen'],
      weak: ['andere maat|grotere maat|kleinere maat|andere kleur|maatje groter|maatje kleiner'],
    },
    track_package: {
      strong: [
        'volgen|volgnummer|*volgcode*|traceer*|track*|*trace*',
        'waar&pakket*/bestelling*/zending*/pakje/doos|waar is|waar blijft',
        'wanneer&aankom*/bezorg*/binnen/geleverd/komt/pakket*/bestelling*',
        'status&pakket*/bestelling*/zending*',
      ],
      weak: ['nog'],
    },
    get_paid: {
      strong: ['uitbetal*|uitkering|betaald|betaling*|cadeaukaart|giftcard|vergoed*'],
      weak: ['goedgekeurd', 'mijn geld|het geld'],
    },
    claim_status: {
      strong: [
        'claim*/melding*&status/stand/update*/goedgekeurd/besluit/beoordeeld/nieuws/gehoord/behandeld',
        'hoe staat het|hoe zit het&claim*/melding*',
      ],
      weak: ['status', 'update*|nieuws'],
    },
    return_status: {
      strong: [
        'terugbetal*&gedaan/verwerkt/al',
        'retour*&status/stand/update*/ontvangen/verwerkt/aangekomen/nieuws',
        'terugbetal*&wanneer/waar/nog/status',
      ],
      weak: ['status', 'update*|nieuws', 'teruggestuurd|opgestuurd'],
    },
    talk_to_person: {
      strong: ['mens|persoon|medewerker*|iemand|agent', 'klantenservice|klantendienst', 'spreken|praten'],
      weak: ['bellen|telefo*'],
    },
    greeting: { strong: ['hallo|hoi|hey|goedemorgen|goedemiddag|goedenavond|goeiedag'] },
    thanks: { strong: ['bedankt|dank*|thanks|merci'] },
    yes: { strong: ['ja|jawel|zeker|prima|goed|oke|ok|klopt|akkoord|graag|doe maar|bevestig*'] },
    no: { strong: ['nee|neen|liever niet|annuleer*|stop|laat maar'] },
  },
  issues: {
    damage: {
      cues: [
        'beschadig*|kapot|gebroken|gebarsten|barst*|deuk*|gedeukt|kras*|bekrast|gescheurd|verpletterd|lekt|stuk',
      ],
    },
    delay: {
      cues: ['vertraag*|vertraging|te laat', 'wacht nog steeds|nog steeds aan het wachten|al weken'],
      whenNegated: ['aangekomen/ontvangen/binnen/geleverd/bezorgd&nog'],
    },
    theft: { cues: ['gestolen|diefstal|dief|gejat'] },
    loss: {
      cues: [
        'kwijt|verloren|zoek|vermist|verdwenen',
        'staat/zegt/als&bezorgd/geleverd',
        'bezorgd/geleverd&maar',
      ],
      whenNegated: ['aangekomen|ontvangen|gekregen|geleverd|bezorgd|binnen'],
    },
    noShipped: { whenNegated: ['verzonden|verstuurd|opgestuurd|verzend*'] },
    wrongItem: {
      cues: ['verkeerd*|fout*|ander artikel|ander product|in plaats van'],
      whenNegated: ['wat ik besteld|wat ik had besteld'],
    },
    nad: {
      cues: ['beschrijving|omschrijving|anders dan|nep|namaak|slechte kwaliteit'],
      whenNegated: ['zoals beschreven|zoals op de foto|beschrijving|omschrijving'],
    },
    accidental_damage: { cues: ['laten vallen|gevallen|gemorst|omgestoten|ongeluk*'] },
    mechanical_breakdown: {
      cues: [
        'doet het niet|werkt niet|werken niet|laadt niet|gaat niet aan|defect*|storing|kapot gegaan|stuk gegaan|stopte met werken',
      ],
      whenNegated: ['werkt|werken', 'laadt|gaat aan'],
    },
    extended_warranty: { cues: ['garantie'] },
  },
  resolutions: {
    refund: ['terugbetal*|geld terug|restitutie|mijn geld'],
    store_credit: ['tegoed*|waardebon*|kortingscode|winkeltegoed|credit'],
    exchange: ['ruil*|omruil*|wissel*|andere maat|andere kleur|vervang*'],
  },
  negations: ['niet', 'geen', 'nooit', 'noch', 'zonder'],
  numbers: {
    twee: 2,
    drie: 3,
    vier: 4,
    vijf: 5,
    zes: 6,
    zeven: 7,
    acht: 8,
    negen: 9,
    tien: 10,
    elf: 11,
    twaalf: 12,
    twintig: 20,
  },
  quantityBlockers: ['maat', 'nummer', 'nr', 'bestelling', 'bestelnummer'],
  months: [
    'jan/januari',
    'feb/februari',
    'mrt/maart',
    'apr/april',
    'mei',
    'jun/juni',
    'jul/juli',
    'aug/augustus',
    'sep/sept/september',
    'okt/oktober',
    'nov/november',
    'dec/december',
  ],
  weekdays: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
  today: ['vandaag|vanochtend|vanmorgen'],
  yesterday: ['gisteren|gisteravond'],
  dayBeforeYesterday: ['eergisteren'],
  ago: ['geleden'],
  last: ['vorig*', 'afgelopen', 'laatst*'],
  units: { day: ['dag/dagen'], week: ['week/weken'], month: ['maand/maanden'] },
  slashOrder: 'DM',
  compounds: true,
  suffixes: ['jes', 'tje', 'je', 'en', 's', 'e'],
  stopwords: ['de', 'het', 'een', 'mijn', 'van', 'en', 'met', 'voor', 'in', 'op', 'die', 'dat', 'is', 'ik'],
};
