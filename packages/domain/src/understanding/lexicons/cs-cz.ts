// Czech (cs-CZ). Folded: "balík" is "balik", "přišlo" "prislo". Czech negates with a prefix
// ("nedorazil", "nepřišlo"), so those verbs are cues of their own.
import type { Lexicon } from '../lexicon';

export const CS_CZ: Lexicon = {
  intents: {
    report_issue: {
      strong: ['reklamac*|reklamovat|reklamuj*', 'nahlas*|stiznost'],
      weak: ['problem*', 'neco spatne|neco je spatne|neco nesedi'],
    },
    start_return: {
      strong: ['vratit|vracen*|vratk*|vratim|vratil*', 'poslat zpet|poslat zpatky|odeslat zpet'],
      weak: ['je male|je mala|je maly|je velke|je velka|je velky|nesedi|nepadne|nelibi'],
    },
    start_exchange: {
      strong: ['vymen*|vymenit|vymena|vymenu'],
      weak: ['jinou velikost|jina velikost|vetsi velikost|mensi velikost|jinou barvu|vetsi|mensi'],
    },
    track_package: {
      strong: [
        'sledovani|sledovat|sledovac*|tracking',
        'kde&balik*/zasilk*/objednavk*|kde je',
        'kdy&dorazi/prijde/doruc*/balik*/zasilk*/objednavk*',
        'stav&balik*/zasilk*/objednavk*',
      ],
      weak: ['jeste|porad|stale'],
    },
    get_paid: {
      strong: ['vyplat*|vyplac*|darkov* kart*|odskodn*'],
      weak: ['schvalen*', 'penize|penez'],
    },
    claim_status: {
      strong: ['jak dlouho&reklamac*', 'reklamac*/hlaseni/pojistn*&stav*/vyrizen*/schvalen*/novinky/vypada'],
      weak: ['stav', 'novinky'],
    },
    return_status: {
      strong: [
        'vraceni penez&provedeno/zpracovan*/uz/odeslan*',
        'vraceni/vratk*/vratil*&stav*/dosl*/prijat*/zpracov*/vypada|vraceni penez&kdy/stav/jeste',
      ],
      weak: ['stav', 'novinky', 'poslal* zpet|odeslal* zpet|uz jsem poslal*'],
    },
    talk_to_person: {
      strong: [
        'clovek*|operator*|pracovnik*|osob*|nekdo|nekym|agent',
        'zakaznick* podpor*|zakaznicky servis|podpor*',
        'mluvit|promluvit|hovorit',
      ],
      weak: ['zavolat|telefon*'],
    },
    greeting: { strong: ['ahoj|dobry den|zdravim|dobry vecer|dobre rano|cau|nazdar'] },
    thanks: { strong: ['dekuj*|diky|dik'] },
    yes: { strong: ['ano|jo|jasne|dobre|ok|souhlasi|presne|potvrz*|urcite|samozrejme|prosim'] },
    no: { strong: ['ne|nechci|zrusit|zrus*|neni treba'] },
  },
  issues: {
    damage: {
      cues: [
        'poskoz*|rozbit*|rozbil*',
        'prask*|prasl*|ulomen*|promackl*|pomackan*|poskrab*|roztrzen*|znicen*|rozdrcen*|vyteklo',
      ],
    },
    delay: {
      cues: [
        'zpozd*|pozde|meska|dlouho',
        'porad cekam|stale cekam|cekam uz|jeste cekam',
        'nedorazil*/neprisl*/neprisel/nedosl*/nedosel&jeste/stale/porad',
      ],
    },
    theft: { cues: ['ukraden*|kradez*|ukradl*|zlodej*'] },
    loss: {
      cues: [
        'ztracen*|ztratil*|zmizel*',
        'nedorazil*|neprisl*|neprisel|nedosl*|nedosel|nedostal*|neobdrzel*|nebyl* doruc*',
        'ukazuje/oznacen*/pise&doruc*',
      ],
      whenNegated: ['dorazil*|prisl*|prisel|dostal*|obdrzel*|doruc*'],
    },
    noShipped: { cues: ['neodeslan*|nebyl* odeslan*|nebyl* expedovan*|neexpedov*|neodesl*'] },
    wrongItem: {
      cues: [
        'spatn*&zbozi/vyrobek/velikost/barv*/kus/vec/produkt',
        'jine zbozi|jiny vyrobek|jinou vec|jiny produkt|misto|zamen*|neco jineho',
      ],
      whenNegated: ['co jsem objednal*'],
    },
    nad: {
      cues: ['popis*|neodpovida|jinak nez|padelek|falesn*|nekvalitn*|spatna kvalita'],
      whenNegated: ['popis*'],
    },
    accidental_damage: { cues: ['upadl*|spadl*|upustil*|polil*|rozlil*|nehod*|omylem|nechtene'] },
    mechanical_breakdown: {
      cues: [
        'prestal* fungovat|prestal* jit|nefunguj*|nejde zapnout|nenabiji|nezapne|vadn*|porouch*|zavad*|defekt*',
      ],
    },
    extended_warranty: { cues: ['zaruk*|garanc*'] },
  },
  resolutions: {
    refund: ['vraceni penez|vratit penize|penize zpet'],
    store_credit: ['kredit*|poukaz*|voucher*|dobropis*'],
    exchange: ['vymen*|vymena|jinou velikost|jinou barvu'],
  },
  // Czech negates twice ("nikdy nedorazil", "nic jsem nedostal"): nikdy, nic and ani go with a
  // negative verb and negate nothing themselves.
  negations: ['ne', 'neni', 'nechci', 'bez'],
  numbers: {
    jeden: 1,
    jedna: 1,
    jedno: 1,
    dva: 2,
    dve: 2,
    tri: 3,
    ctyri: 4,
    pet: 5,
    sest: 6,
    sedm: 7,
    osm: 8,
    devet: 9,
    deset: 10,
    jedenact: 11,
    dvanact: 12,
    dvacet: 20,
  },
  quantityBlockers: ['velikost*', 'cislo', 'c', 'objednavk*', 'vel'],
  months: [
    'leden/ledna',
    'unor/unora',
    'brezen/brezna',
    'duben/dubna',
    'kveten/kvetna',
    'cerven/cervna',
    'cervenec/cervence',
    'srpen/srpna',
    'zari',
    'rijen/rijna',
    'listopad/listopadu',
    'prosinec/prosince',
  ],
  weekdays: ['pondel*', 'uter*', 'stred*', 'ctvrt*', 'patek/patku', 'sobot*', 'nedel*'],
  today: ['dnes|dneska'],
  yesterday: ['vcera'],
  dayBeforeYesterday: ['predevcirem|predvcerem'],
  ago: ['pred'],
  last: ['minul*', 'posledni', 'predchozi'],
  units: { day: ['den/dny/dnu/dni/dnem'], week: ['tyden/tydny/tydnu/tydnem/tydne'], month: ['mesic*'] },
  slashOrder: 'DM',
  compounds: true,
  suffixes: ['ami', 'ach', 'em', 'ou', 'ek', 'ku', 'ky', 'ce', 'a', 'e', 'i', 'y', 'u', 'o'],
  stopwords: [
    'a',
    'v',
    've',
    'na',
    's',
    'se',
    'z',
    'do',
    'muj',
    'moje',
    'moji',
    'mou',
    'ten',
    'ta',
    'to',
    'je',
    'jsem',
  ],
};
