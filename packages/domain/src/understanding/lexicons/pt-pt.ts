// Portuguese (pt-PT). Folded: "não" is "nao", "devolução" "devolucao".
import type { Lexicon } from '../lexicon';

export const PT_PT: Lexicon = {
  intents: {
    report_issue: {
      strong: ['reclamac*|reclamar', 'participar|participac*|sinistro', 'queixa*'],
      weak: ['problema*', 'algo errado|correu mal'],
    },
    start_return: {
      strong: ['devolv*|devoluc*', 'mandar de volta|enviar de volta'],
      weak: ['nao serve|ficou pequen*/grande/apertad*|nao gostei|muito pequen*|muito grande'],
    },
    start_exchange: {
      strong: ['troc*'],
      weak: ['outro tamanho|outra cor|tamanho acima|tamanho abaixo|numero acima'],
    },
    track_package: {
      strong: [
        'rastre*|seguimento|localiz*|tracking',
        'onde&encomenda*/pacote*/envio*/compra*/pedido*|onde esta',
        'quando&cheg*/receb*/entreg*/encomenda*',
        'estado&encomenda*/pacote*/envio*',
      ],
      weak: ['ainda'],
    },
    get_paid: {
      strong: ['pagamento|pagar*|pago|cartao oferta|cartao presente|cartao de oferta|indemniza*'],
      weak: ['aprovad*', 'meu dinheiro|o dinheiro'],
    },
    claim_status: {
      strong: [
        'quanto tempo&reclamac*',
        'reclamac*/sinistro/participac*/pedido&estado/ponto/novidade*/atualiz*/aprovad*/analis*/resposta',
      ],
      weak: ['estado', 'novidade*'],
    },
    return_status: {
      strong: [
        'reembols*&feito/processad*/ja/efetuad*',
        'devoluc*/devolv*/devolvid*&estado/ponto/novidade*/atualiz*/recebe*/recebid*/process*/chegou',
        'reembols*&quando/onde/ainda/estado',
      ],
      weak: ['estado', 'novidade*', 'ja enviei|ja devolvi|devolvi'],
    },
    talk_to_person: {
      strong: [
        'pessoa|humano|agente|operador*|alguem|funcionari*|assistente',
        'apoio ao cliente|servico de apoio|atendimento',
        'falar&com',
      ],
      weak: ['telefon*|ligar'],
    },
    greeting: { strong: ['ola|bom dia|boa tarde|boa noite|viva|oi'] },
    thanks: { strong: ['obrigad*|agradec*'] },
    yes: {
      strong: ['sim|claro|pode ser|ok|certo|correto|exato|isso mesmo|confirm*|esta bem|de acordo|perfeito'],
    },
    no: { strong: ['nao|nada disso|cancel*|deixa estar'] },
  },
  issues: {
    damage: {
      cues: [
        'danific*|estragad*|partid*|quebrad*|rachad*|amolgad*|riscad*|esmagad*|rasgad*',
        'em pedacos|desfeit*',
      ],
    },
    delay: {
      cues: [
        'atras*|demor*|chegou tarde|vem tarde',
        'continuo a espera|ainda a espera|estou a espera|semanas a espera',
      ],
      whenNegated: ['cheg*&ainda', 'receb*&ainda'],
    },
    theft: { cues: ['roubad*|roubo|roubaram|furt*'] },
    loss: {
      cues: ['perdid*|extravi*|desaparec*|sumiu', 'diz/aparece/consta/marcad*&entregue'],
      whenNegated: ['cheg*', 'receb*', 'entreg*'],
    },
    noShipped: { whenNegated: ['enviad*|expedid*|despachad*|saiu'] },
    wrongItem: {
      cues: ['errad*|incorrect*|outro artigo|outro produto|em vez de|em lugar de'],
      whenNegated: ['o que encomendei|o que comprei|o que pedi'],
    },
    nad: {
      cues: [
        'descric*|diferente da foto|diferente do anunciado|falsific*|contrafe*|ma qualidade|pessima qualidade',
      ],
      whenNegated: ['corresponde|descric*'],
    },
    accidental_damage: { cues: ['deixei cair|caiu|entornei|derramei|acident*|sem querer'] },
    mechanical_breakdown: {
      cues: ['deix* de funcion*|par* de funcion*|avari*|defeit*', 'nao funciona|nao liga|nao carrega'],
      whenNegated: ['funciona*', 'liga|carrega'],
    },
    extended_warranty: { cues: ['garantia'] },
  },
  resolutions: {
    refund: ['reembols*|dinheiro de volta|devolucao do dinheiro'],
    store_credit: ['credito|vale|cupao|saldo'],
    exchange: ['troc*|outro tamanho|outra cor|substitu*'],
  },
  negations: ['nao', 'nunca', 'nem', 'jamais', 'sem'],
  numbers: {
    dois: 2,
    duas: 2,
    tres: 3,
    quatro: 4,
    cinco: 5,
    seis: 6,
    sete: 7,
    oito: 8,
    nove: 9,
    dez: 10,
    onze: 11,
    doze: 12,
    vinte: 20,
  },
  quantityBlockers: ['tamanho', 'numero', 'n', 'encomenda'],
  months: [
    'jan/janeiro',
    'fev/fevereiro',
    'mar/marco',
    'abr/abril',
    'mai/maio',
    'jun/junho',
    'jul/julho',
    'ago/agosto',
    'set/setembro',
    'out/outubro',
    'nov/novembro',
    'dez/dezembro',
  ],
  weekdays: ['segunda*', 'terca*', 'quarta*', 'quinta*', 'sexta*', 'sabado', 'domingo'],
  today: ['hoje'],
  yesterday: ['ontem'],
  dayBeforeYesterday: ['anteontem|antes de ontem'],
  ago: ['ha', 'atras'],
  last: ['passad*', 'ultim*', 'anterior'],
  units: { day: ['dia/dias'], week: ['semana/semanas'], month: ['mes/meses'] },
  slashOrder: 'DM',
  suffixes: ['as', 'os', 'es', 's', 'a', 'o'],
  stopwords: [
    'o',
    'a',
    'os',
    'as',
    'um',
    'uma',
    'de',
    'do',
    'da',
    'dos',
    'das',
    'meu',
    'minha',
    'que',
    'e',
    'com',
    'para',
    'em',
    'no',
    'na',
    'por',
    'me',
  ],
};
