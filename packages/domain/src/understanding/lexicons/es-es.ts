// Spanish (es-ES). Text is folded: "devolución" is written "devolucion", "dañado" "danado".
import type { Lexicon } from '../lexicon';

export const ES_ES: Lexicon = {
  intents: {
    report_issue: {
      strong: ['reclam*', 'queja*|quejar*', 'abrir/presentar/hacer/poner&reclamacion*/incidencia*/parte'],
      weak: ['problema*', 'incidencia*', 'algo mal|salio mal'],
    },
    start_return: {
      strong: ['devolv*|devoluci*|devuelv*', 'enviar de vuelta|mandar de vuelta'],
      weak: ['no me queda|me queda pequen*/grande/chico/justo|no me gusta|no me convence'],
    },
    start_exchange: {
      strong: ['cambi*'],
      weak: ['otra talla|otro color|talla mas grande|talla mas pequena|una talla mas'],
    },
    track_package: {
      strong: [
        'seguimiento|rastre*|localiz*|tracking',
        'donde&pedido*/paquete*/envio*/compra*/caja|donde esta',
        'cuando&lleg*/recib*/entreg*/pedido*/paquete*',
        'estado&pedido*/paquete*/envio*',
      ],
      weak: ['todavia|aun'],
    },
    get_paid: {
      strong: ['cobrar|cobro|pago|pagar*|pagad*|tarjeta regalo|indemniz*'],
      weak: ['aprobad*', 'compens*', 'mi dinero|el dinero'],
    },
    claim_status: {
      strong: [
        'reclamacion*/reclamo*/incidencia*&estado/novedad*/actualiz*/aprobad*/revis*/respuesta/sabe*',
        'como va&reclamacion*/reclamo*',
      ],
      weak: ['estado', 'novedad*'],
    },
    return_status: {
      strong: [
        'devoluci*/devolv*/devuelt*&estado/novedad*/actualiz*/recibi*/procesad*/llego/sabe*',
        'como va&devoluci*',
        'reembols*&cuando/donde/todavia/aun/estado',
      ],
      weak: ['estado', 'novedad*', 'ya lo envie|ya la envie|lo devolvi|la devolvi|envie de vuelta'],
    },
    talk_to_person: {
      strong: [
        'persona|humano|agente|operador*|alguien|empleado',
        'atencion al cliente|servicio al cliente',
        'hablar&con',
      ],
      weak: ['llam*', 'telefono'],
    },
    greeting: { strong: ['hola|buenas|buenos dias|buenas tardes|buenas noches|saludos'] },
    thanks: { strong: ['gracias|agradec*|agradezco'] },
    yes: {
      strong: ['si|vale|claro|correcto|de acuerdo|exacto|eso es|adelante|confirm*|perfecto|ok|okey|venga'],
    },
    no: { strong: ['no|nop|para nada|cancel*|dejalo|da igual'] },
  },
  issues: {
    damage: {
      cues: [
        'dana*|dano*',
        'roto/rota/rotos/rotas|romp*',
        'rajad*|agriet*|grieta*',
        'abollad*|rayad*|aranaz*',
        'destroz*|pedazos|anicos|golpead*|aplastad*',
      ],
    },
    delay: {
      cues: ['retras*|tarde|demor*|atrasad*', 'sigo esperando|llevo esperando|semanas esperando'],
      whenNegated: ['lleg*&todavia/aun', 'recib*&todavia/aun'],
    },
    theft: { cues: ['robad*|robo|robaron|hurt*'] },
    loss: {
      cues: ['perdid*|extravi*|desaparec*', 'pone/marca/dice/figura/aparece&entregado'],
      whenNegated: ['lleg*', 'recib*', 'entreg*', 'aparece'],
    },
    noShipped: { whenNegated: ['enviad*|envia*|mandad*|despach*|salido'] },
    wrongItem: {
      cues: ['equivocad*|incorrect*|erroneo|otro producto|otra cosa|en lugar de|en vez de'],
      whenNegated: ['lo que pedi|lo que compre|lo que encargue'],
    },
    nad: {
      cues: ['descrip*|diferente a la foto|distinto a la foto|falso|falsificad*|mala calidad|calidad pesima'],
      whenNegated: ['coincide|se parece|descrip*'],
    },
    accidental_damage: { cues: ['se me cayo|se cayo|caido|derram*|accident*'] },
    mechanical_breakdown: {
      cues: [
        'dej* de funcion*|no funciona|no enciende|no carga|averiad*|averia|defectuos*|estropead*|falla|fallo',
      ],
      whenNegated: ['funcion*', 'enciend*|encend*|carga'],
    },
    extended_warranty: { cues: ['garantia'] },
  },
  resolutions: {
    refund: ['reembols*|devuelvan el dinero|mi dinero|devolucion del dinero'],
    store_credit: ['credito|saldo|vale de compra|vale regalo|cupon*'],
    exchange: ['cambi*|otra talla|otro color|sustitu*|reemplaz*'],
  },
  negations: ['no', 'nunca', 'jamas', 'ni', 'tampoco', 'sin'],
  numbers: {
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    once: 11,
    doce: 12,
    veinte: 20,
  },
  quantityBlockers: ['talla', 'numero', 'n', 'pedido', 'num', 'un', 'una'],
  months: [
    'ene/enero',
    'feb/febrero',
    'mar/marzo',
    'abr/abril',
    'may/mayo',
    'jun/junio',
    'jul/julio',
    'ago/agosto',
    'sep/sept/septiembre/setiembre',
    'oct/octubre',
    'nov/noviembre',
    'dic/diciembre',
  ],
  weekdays: ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'],
  today: ['hoy|esta manana'],
  yesterday: ['ayer|anoche'],
  dayBeforeYesterday: ['anteayer|antes de ayer|antier'],
  ago: ['hace'],
  last: ['pasad*', 'ultim*', 'anterior'],
  units: { day: ['dia/dias'], week: ['semana/semanas'], month: ['mes/meses'] },
  slashOrder: 'DM',
  suffixes: ['as', 'os', 'es', 's', 'a', 'o'],
  stopwords: [
    'el',
    'la',
    'los',
    'las',
    'un',
    'una',
    'de',
    'del',
    'mi',
    'mis',
    'que',
    'y',
    'con',
    'para',
    'en',
    'lo',
    'le',
    'se',
    'me',
    'por',
  ],
};
