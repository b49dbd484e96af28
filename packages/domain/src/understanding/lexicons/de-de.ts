// German (de-DE). Folded: "zurück" is "zuruck", "ß" is "ss". Compounds ("Sendungsverfolgung",
// "Rücksendung") are read by cues that look inside words; separable verbs by both parts
// ("schicke ... zurück").
import type { Lexicon } from '../lexicon';

export const DE_DE: Lexicon = {
  intents: {
    report_issue: {
      strong: ['reklamation*|reklamier*', 'melden|*meldung*|anspruch|beschwer*|schaden*'],
      weak: ['problem*', 'stimmt nicht|stimmt was nicht|etwas nicht'],
    },
    start_return: {
      strong: [
        '*retour*|*rucksend*|*zuruckschick*|*zurucksend*|ruckgabe*|zuruckgeben',
        'schick*/send*&zuruck',
      ],
      weak: ['zu klein|zu gross|zu eng|passt nicht', 'gefallt*&nicht'],
    },
    start_exchange: {
      strong: ['*tausch*'],
      weak: ['andere grosse|grossere grosse|kleinere grosse|andere farbe|nummer grosser|nummer kleiner'],
    },
    track_package: {
      strong: [
        '*verfolg*|tracking*',
        'wo&paket*/bestellung*/sendung*/lieferung*/packchen|wo ist|wo bleibt',
        'wann&ankomm*/komm*/geliefert/zugestellt/ankommen/paket*/bestellung*/lieferung*',
        'status&paket*/bestellung*/sendung*/lieferung*',
      ],
      weak: ['noch'],
    },
    get_paid: {
      strong: ['auszahl*|ausbezahl*|ausgezahlt|geschenkkarte|entschadig*|zahlung'],
      weak: ['genehmigt|bezahlt', 'mein geld|das geld'],
    },
    claim_status: {
      strong: [
        'prufung&reklamation*',
        'wie lange&reklamation*',
        'reklamation*/schadensmeldung/schadenmeldung/antrag/meldung/anspruch/fall&status/stand/bearbeit*/entschieden/genehmigt/neuigkeit*/update/gepruft/gehort',
        'was ist mit|wie sieht es aus|wie steht es&reklamation*/schadensmeldung/schadenmeldung/antrag/meldung/anspruch',
      ],
      weak: ['status', 'neuigkeit*|update'],
    },
    return_status: {
      strong: [
        'erstattung*&veranlasst/bearbeitet/schon/durch/uberwiesen',
        '*retour*/*rucksend*/ruckgabe&status/stand/angekommen/erhalten/bearbeitet/neuigkeit*',
        'erstattung*/ruckzahlung*&wann/wo/noch/status',
      ],
      weak: ['status', 'neuigkeit*|update', 'zuruckgeschickt|zuruckgesendet|schon zuruck'],
    },
    talk_to_person: {
      strong: [
        'mensch*|mitarbeiter*|person|jemand*|agent|berater*',
        'kundenservice|kundendienst|support',
        'sprechen|reden',
      ],
      weak: ['anruf*|telefon*'],
    },
    greeting: { strong: ['hallo|hi|hey|guten tag|guten morgen|guten abend|servus|moin|gruss gott'] },
    thanks: { strong: ['danke*|vielen dank|merci'] },
    yes: {
      strong: ['ja|jawohl|genau|klar|okay|ok|gerne|stimmt|richtig|passt|einverstanden|bestatig*|mach das'],
    },
    no: { strong: ['nein|nee|ne|lieber nicht|abbrech*|storniere*|vergiss es'] },
  },
  issues: {
    damage: {
      cues: [
        'beschadig*|kaputt*',
        'zerbrochen|gebrochen|gesprungen|riss|risse|eingedruckt|verbeult|zerkratzt|kratzer*|zerrissen|zerdruckt',
        'ausgelaufen|undicht',
      ],
    },
    delay: {
      cues: [
        'verspat*|verzoger*|spat|dauert ewig|dauert so lange',
        'warte noch|warte immer noch|seit wochen',
      ],
      whenNegated: ['angekommen/da/erhalten/geliefert/zugestellt&noch/immer'],
    },
    theft: { cues: ['gestohlen|diebstahl|geklaut|dieb*'] },
    loss: {
      cues: ['verloren|verschwunden|weg|abhanden', 'als/angeblich&zugestellt/geliefert'],
      whenNegated: ['angekommen|erhalten|bekommen|zugestellt|geliefert|an|da'],
    },
    noShipped: { whenNegated: ['versendet|versandt|verschickt|losgeschickt|abgeschickt|raus'] },
    wrongItem: {
      cues: ['falsch*|verwechselt|anderer artikel|anderes produkt|statt|anstatt'],
      whenNegated: ['was ich bestellt'],
    },
    nad: {
      cues: [
        'beschreibung|abbildung|anders als|sieht anders aus|falschung|fake|minderwertig|schlechte qualitat',
      ],
      whenNegated: ['beschrieben|abgebildet|wie auf dem bild|beschreibung'],
    },
    accidental_damage: {
      cues: [
        'runtergefallen|heruntergefallen|fallen gelassen|fallengelassen|verschuttet|umgestossen|versehentlich|aus versehen|unfall',
      ],
    },
    mechanical_breakdown: {
      cues: [
        'defekt*|kaputt gegangen|ausgefallen|fehlerhaft|streikt',
        'funktioniert nicht|funktionieren nicht|geht nicht mehr|geht nicht an|ladt nicht|startet nicht',
      ],
      whenNegated: ['funktionier*|geht|ladt|startet|angeht'],
    },
    extended_warranty: { cues: ['garantie|gewahrleistung'] },
  },
  resolutions: {
    refund: ['*erstatt*|geld zuruck|ruckzahlung|mein geld'],
    store_credit: ['gutschein*|guthaben|gutschrift|store credit'],
    exchange: ['*tausch*|andere grosse|andere farbe|ersatz*'],
  },
  negations: ['nicht', 'kein*', 'nie', 'niemals', 'ohne', 'nichts'],
  numbers: {
    zwei: 2,
    drei: 3,
    vier: 4,
    funf: 5,
    sechs: 6,
    sieben: 7,
    acht: 8,
    neun: 9,
    zehn: 10,
    elf: 11,
    zwolf: 12,
    zwanzig: 20,
  },
  quantityBlockers: ['grosse', 'nummer', 'nr', 'bestellung', 'bestellnummer', 'gr'],
  months: [
    'jan/januar',
    'feb/februar',
    'mar/marz',
    'apr/april',
    'mai',
    'jun/juni',
    'jul/juli',
    'aug/august',
    'sep/sept/september',
    'okt/oktober',
    'nov/november',
    'dez/dezember',
  ],
  weekdays: [
    'montag*',
    'dienstag*',
    'mittwoch*',
    'donnerstag*',
    'freitag*',
    'samstag*|sonnabend',
    'sonntag*',
  ],
  today: ['heute'],
  yesterday: ['gestern'],
  dayBeforeYesterday: ['vorgestern'],
  ago: ['vor'],
  last: ['letzt*', 'vergangen*', 'vorig*'],
  units: { day: ['tag/tage/tagen'], week: ['woche/wochen'], month: ['monat/monate/monaten'] },
  slashOrder: 'DM',
  compounds: true,
  suffixes: ['en', 'er', 'es', 'e', 'n', 's'],
  stopwords: [
    'der',
    'die',
    'das',
    'den',
    'dem',
    'des',
    'ein',
    'eine',
    'einen',
    'mein',
    'meine',
    'meinen',
    'und',
    'mit',
    'fur',
    'von',
    'ist',
    'ich',
    'es',
  ],
};
