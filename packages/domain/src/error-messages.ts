// The message of every error code (error-codes.ts) in the nine languages, plus the fallback page
// texts. Kept apart from error-codes.ts: the login route loads this only when it shows a message.
// English texts are the spec's where the spec gives them (section 8).

import { ERROR_CODES, type ErrorCode } from './error-codes';
import { FALLBACK_LANGUAGE, type LanguageCode, matchLanguage } from './languages';

export type MessageId =
  | 'success'
  | 'orderNotFound'
  | 'protectionExpired'
  | 'protectionCanceled'
  | 'coverageCanceled'
  | 'noCoveredItems'
  | 'verifyEmail'
  | 'generic'
  | 'theftReportRequired'
  | 'malformedJson'
  | 'invalidInput'
  | 'payloadTooLarge'
  | 'unknownCall'
  | 'methodNotAllowed'
  | 'unsupportedMediaType'
  | 'tooManyAttempts'
  | 'notSignedIn'
  | 'notFoundForOrder'
  | 'merchantApiKeyInvalid'
  | 'verificationLinkInvalid'
  | 'signedLinkInvalid'
  | 'shopNotFound'
  | 'shopTaken'
  | 'idempotencyKeyReused'
  | 'claimNotChangeable'
  | 'itemsNotClaimable'
  | 'issueNotAllowed'
  | 'payoutNotAvailable'
  | 'noCoverageLeft'
  | 'orderFilesFull'
  | 'draftLimitReached'
  | 'returnNotChangeable'
  | 'itemsNotReturnable'
  | 'returnBalanceUnpaid'
  | 'commentLimitReached'
  | 'appealNotPossible'
  | 'appealWindowClosed'
  | 'orderDataErased'
  | 'withdrawalNotAvailable'
  | 'withdrawalItemsInvalid'
  | 'withdrawalAlreadyReceived'
  | 'senderNotVerified'
  | 'chatConversationFull'
  | 'chatOptionNotOffered'
  | 'chatActionNotPending'
  | 'returnNothingToPay'
  | 'paymentUnavailable'
  | 'paymentWebhookSignatureInvalid'
  | 'storeActionNotRetryable'
  | 'versionSwitchFailed'
  | 'pageNotFound'
  | 'errorFallback';

/** The message each code shows; codes not listed (and unknown codes) show the generic message. */
export const MESSAGE_OF_CODE: Readonly<Record<ErrorCode, MessageId>> = {
  [ERROR_CODES.SUCCESS]: 'success',
  [ERROR_CODES.ORDER_NUMBER_UNKNOWN]: 'orderNotFound',
  [ERROR_CODES.ORDER_CONTACT_MISMATCH]: 'orderNotFound',
  [ERROR_CODES.ORDER_NOT_IN_CHANNEL]: 'orderNotFound',
  [ERROR_CODES.ORDER_NOT_FOUND]: 'orderNotFound',
  [ERROR_CODES.PROTECTION_EXPIRED]: 'protectionExpired',
  [ERROR_CODES.PROTECTION_CANCELED]: 'protectionCanceled',
  [ERROR_CODES.COVERAGE_CANCELED]: 'coverageCanceled',
  [ERROR_CODES.NO_COVERED_ITEMS]: 'noCoveredItems',
  [ERROR_CODES.VERIFY_EMAIL_REQUIRED]: 'verifyEmail',
  [ERROR_CODES.VERIFY_EMAIL_PENDING]: 'verifyEmail',
  [ERROR_CODES.SERVICE_ERROR]: 'generic',
  [ERROR_CODES.SERVICE_BUSY]: 'generic',
  [ERROR_CODES.THEFT_REPORT_REQUIRED]: 'theftReportRequired',
  [ERROR_CODES.MALFORMED_JSON]: 'malformedJson',
  [ERROR_CODES.INVALID_INPUT]: 'invalidInput',
  [ERROR_CODES.PAYLOAD_TOO_LARGE]: 'payloadTooLarge',
  [ERROR_CODES.UNKNOWN_CALL]: 'unknownCall',
  [ERROR_CODES.METHOD_NOT_ALLOWED]: 'methodNotAllowed',
  [ERROR_CODES.UNSUPPORTED_MEDIA_TYPE]: 'unsupportedMediaType',
  [ERROR_CODES.TOO_MANY_ATTEMPTS]: 'tooManyAttempts',
  [ERROR_CODES.NOT_SIGNED_IN]: 'notSignedIn',
  [ERROR_CODES.NOT_FOUND_FOR_ORDER]: 'notFoundForOrder',
  [ERROR_CODES.MERCHANT_API_KEY_INVALID]: 'merchantApiKeyInvalid',
  [ERROR_CODES.VERIFICATION_LINK_INVALID]: 'verificationLinkInvalid',
  [ERROR_CODES.SIGNED_LINK_INVALID]: 'signedLinkInvalid',
  [ERROR_CODES.SHOP_NOT_FOUND]: 'shopNotFound',
  [ERROR_CODES.SHOP_TAKEN]: 'shopTaken',
  [ERROR_CODES.IDEMPOTENCY_KEY_REUSED]: 'idempotencyKeyReused',
  [ERROR_CODES.CLAIM_NOT_CHANGEABLE]: 'claimNotChangeable',
  [ERROR_CODES.ITEMS_NOT_CLAIMABLE]: 'itemsNotClaimable',
  [ERROR_CODES.ISSUE_NOT_ALLOWED]: 'issueNotAllowed',
  [ERROR_CODES.PAYOUT_NOT_AVAILABLE]: 'payoutNotAvailable',
  [ERROR_CODES.NO_COVERAGE_LEFT]: 'noCoverageLeft',
  [ERROR_CODES.ORDER_FILES_FULL]: 'orderFilesFull',
  [ERROR_CODES.DRAFT_LIMIT_REACHED]: 'draftLimitReached',
  [ERROR_CODES.RETURN_NOT_CHANGEABLE]: 'returnNotChangeable',
  [ERROR_CODES.ITEMS_NOT_RETURNABLE]: 'itemsNotReturnable',
  [ERROR_CODES.RETURN_BALANCE_UNPAID]: 'returnBalanceUnpaid',
  [ERROR_CODES.COMMENT_LIMIT_REACHED]: 'commentLimitReached',
  [ERROR_CODES.APPEAL_NOT_POSSIBLE]: 'appealNotPossible',
  [ERROR_CODES.APPEAL_WINDOW_CLOSED]: 'appealWindowClosed',
  [ERROR_CODES.ORDER_DATA_ERASED]: 'orderDataErased',
  [ERROR_CODES.WITHDRAWAL_NOT_AVAILABLE]: 'withdrawalNotAvailable',
  [ERROR_CODES.WITHDRAWAL_ITEMS_INVALID]: 'withdrawalItemsInvalid',
  [ERROR_CODES.WITHDRAWAL_ALREADY_RECEIVED]: 'withdrawalAlreadyReceived',
  [ERROR_CODES.SENDER_NOT_VERIFIED]: 'senderNotVerified',
  [ERROR_CODES.CHAT_CONVERSATION_FULL]: 'chatConversationFull',
  [ERROR_CODES.CHAT_OPTION_NOT_OFFERED]: 'chatOptionNotOffered',
  [ERROR_CODES.CHAT_ACTION_NOT_PENDING]: 'chatActionNotPending',
  [ERROR_CODES.RETURN_NOTHING_TO_PAY]: 'returnNothingToPay',
  [ERROR_CODES.PAYMENT_UNAVAILABLE]: 'paymentUnavailable',
  [ERROR_CODES.PAYMENT_WEBHOOK_SIGNATURE_INVALID]: 'paymentWebhookSignatureInvalid',
  [ERROR_CODES.STORE_ACTION_NOT_RETRYABLE]: 'storeActionNotRetryable',
  [ERROR_CODES.UNEXPECTED_ERROR]: 'generic',
};

/** Every message in every language. */
export const MESSAGES: Readonly<Record<LanguageCode, Readonly<Record<MessageId, string>>>> = {
  'en-US': {
    success: 'Done',
    orderNotFound:
      "Order not found. Please verify your order number and include any prefix (like '#'). Example: #12345. Double-check your number or contact support for help.",
    protectionExpired:
      'The protection for this order has expired, so no more issues can be reported. Please contact support for help.',
    protectionCanceled:
      'The protection for this order has been canceled, probably because the order was canceled or the merchant refunded the protection fee. No more issues can be reported.',
    coverageCanceled:
      'Protection coverage has been canceled. You cannot report an issue for a package with canceled coverage.',
    noCoveredItems:
      'No {{type}} covered items found for this order. Please double check or contact support for help.',
    verifyEmail: 'We sent you a verification e-mail. Please open the link in it to continue.',
    generic: 'Something went wrong, please try again later',
    theftReportRequired:
      'To report a theft, please provide the police or incident report number and evidence, such as photos or the delivery record.',
    malformedJson: 'We could not read this request. Please refresh the page and try again.',
    invalidInput:
      'Some of the information sent was not valid, so nothing was changed. Please check it and try again.',
    payloadTooLarge: 'What you sent is too large. Please use smaller or fewer files.',
    unknownCall: 'This action is not available. Please refresh the page and try again.',
    methodNotAllowed: 'This action cannot be done this way. Please refresh the page and try again.',
    unsupportedMediaType: 'This file type is not supported. Please use an allowed format.',
    tooManyAttempts: 'Too many attempts. Please try again in {{seconds}} s.',
    notSignedIn: 'You are not signed in or your session has expired. Please sign in again.',
    notFoundForOrder: 'We could not find this in your order. Please go back and try again.',
    merchantApiKeyInvalid: 'The merchant API key is missing or incorrect.',
    verificationLinkInvalid:
      'This verification link has expired or has already been used. Please sign in again to get a new one.',
    signedLinkInvalid:
      'This link is invalid or has expired. Please sign in with your order number and e-mail.',
    shopNotFound: 'We could not find this store. Please check the link you were given.',
    shopTaken: 'A store with the name {{shop}} already exists.',
    idempotencyKeyReused:
      'This request was already sent with different contents. Please refresh the page and try again.',
    claimNotChangeable: 'This claim can no longer be changed.',
    itemsNotClaimable:
      'Some of these items cannot be claimed: they are not in this package, not protected, or already claimed.',
    issueNotAllowed: 'This issue cannot be reported for this package.',
    payoutNotAvailable: 'This claim cannot be paid out now.',
    noCoverageLeft: 'The protection for this order has no coverage left for this claim.',
    orderFilesFull:
      'This order already holds {{max}} files that are not part of a submitted claim. Remove files you no longer need, or submit or withdraw a draft, before adding more.',
    draftLimitReached:
      'This order already has {{max}} open drafts. Submit or withdraw one of them before saving a new one.',
    returnNotChangeable: 'This return can no longer be changed this way.',
    itemsNotReturnable:
      'Some of these items cannot be returned as chosen. Please check the items and try again.',
    returnBalanceUnpaid:
      'The new items cost more than what you return. Please pay the difference to continue.',
    commentLimitReached:
      'This order already has {{max}} comments. Edit one of them instead of adding another.',
    appealNotPossible: 'This claim cannot be appealed. A refused claim can be appealed once.',
    appealWindowClosed: 'The time to appeal this decision has passed. Please contact support for help.',
    orderDataErased:
      "The personal data of this order has been erased at the shopper's request, so it is no longer available.",
    withdrawalNotAvailable:
      'This order can no longer be withdrawn from here: its withdrawal period has ended or withdrawal is not offered for it. Please contact the store.',
    withdrawalItemsInvalid:
      'Some of the chosen items are not part of this order. Please choose the items again.',
    withdrawalAlreadyReceived:
      'You have already withdrawn from this order or these items: your withdrawal was received and confirmed by e-mail. Nothing more needs to be sent; the next step is to return the goods.',
    senderNotVerified:
      'This sender address cannot be used: its domain is not verified for sending and the store has no SMTP server of its own.',
    chatConversationFull: 'This conversation is too long to continue. Please start a new one.',
    chatOptionNotOffered: 'That choice is no longer offered. Please pick one of the options shown.',
    chatActionNotPending:
      'This summary was already declined or replaced by a newer one, so nothing was done. Please check the latest summary.',
    returnNothingToPay: 'There is nothing left to pay on this return.',
    paymentUnavailable:
      'The payment could not be started just now. Nothing was charged. Please try again in a few minutes.',
    paymentWebhookSignatureInvalid:
      "The notification's signature is missing, wrong or too old, so nothing was recorded.",
    storeActionNotRetryable:
      'Only a failed store action can be retried. This one is done or already being tried again.',
    versionSwitchFailed: 'Failed to switch version',
    pageNotFound: 'Page not found.',
    errorFallback: 'An error happened. Sign in again or contact support please!',
  },
  'es-ES': {
    success: 'Hecho',
    orderNotFound:
      "Pedido no encontrado. Verifica tu número de pedido e incluye cualquier prefijo (como '#'). Ejemplo: #12345. Comprueba el número o ponte en contacto con el servicio de asistencia para obtener ayuda.",
    protectionExpired:
      'La protección de este pedido ha caducado, por lo que ya no se pueden notificar más incidencias. Ponte en contacto con el servicio de asistencia para obtener ayuda.',
    protectionCanceled:
      'La protección de este pedido se ha cancelado, probablemente porque se canceló el pedido o el comerciante reembolsó el importe de la protección. Ya no se pueden notificar más incidencias.',
    coverageCanceled:
      'La cobertura de protección se ha cancelado. No puedes notificar una incidencia de un paquete con la cobertura cancelada.',
    noCoveredItems:
      'No se han encontrado artículos cubiertos de tipo {{type}} en este pedido. Compruébalo de nuevo o ponte en contacto con el servicio de asistencia para obtener ayuda.',
    verifyEmail:
      'Te hemos enviado un correo electrónico de verificación. Abre el enlace que contiene para continuar.',
    generic: 'Algo ha salido mal. Inténtalo de nuevo más tarde.',
    theftReportRequired:
      'Para notificar un robo, indica el número de la denuncia policial o del informe del incidente y aporta pruebas, como fotos o el justificante de entrega.',
    malformedJson: 'No hemos podido leer esta solicitud. Actualiza la página e inténtalo de nuevo.',
    invalidInput:
      'Parte de la información enviada no es válida, así que no se ha cambiado nada. Revísala e inténtalo de nuevo.',
    payloadTooLarge: 'Lo que has enviado es demasiado grande. Usa archivos más pequeños o menos archivos.',
    unknownCall: 'Esta acción no está disponible. Actualiza la página e inténtalo de nuevo.',
    methodNotAllowed:
      'Esta acción no se puede realizar de esta forma. Actualiza la página e inténtalo de nuevo.',
    unsupportedMediaType: 'Este tipo de archivo no es compatible. Usa un formato permitido.',
    tooManyAttempts: 'Demasiados intentos. Inténtalo de nuevo dentro de {{seconds}} s.',
    notSignedIn: 'No has iniciado sesión o tu sesión ha caducado. Vuelve a iniciar sesión.',
    notFoundForOrder: 'No hemos encontrado esto en tu pedido. Vuelve atrás e inténtalo de nuevo.',
    merchantApiKeyInvalid: 'Falta la clave de API del comerciante o no es correcta.',
    verificationLinkInvalid:
      'Este enlace de verificación ha caducado o ya se ha utilizado. Vuelve a iniciar sesión para recibir uno nuevo.',
    signedLinkInvalid:
      'Este enlace no es válido o ha caducado. Inicia sesión con tu número de pedido y tu correo electrónico.',
    shopNotFound: 'No hemos encontrado esta tienda. Comprueba el enlace que te dieron.',
    shopTaken: 'Ya existe una tienda con el nombre {{shop}}.',
    idempotencyKeyReused:
      'Esta solicitud ya se envió con otro contenido. Actualiza la página e inténtalo de nuevo.',
    claimNotChangeable: 'Esta reclamación ya no se puede modificar.',
    itemsNotClaimable:
      'Algunos de estos artículos no se pueden reclamar: no están en este paquete, no están protegidos o ya se han reclamado.',
    issueNotAllowed: 'Este problema no se puede comunicar para este paquete.',
    payoutNotAvailable: 'Esta reclamación no se puede pagar ahora.',
    noCoverageLeft: 'La protección de este pedido no tiene cobertura restante para esta reclamación.',
    orderFilesFull:
      'Este pedido ya tiene {{max}} archivos que no forman parte de ninguna reclamación enviada. Elimina los que ya no necesites, o envía o retira un borrador, antes de añadir más.',
    draftLimitReached:
      'Este pedido ya tiene {{max}} borradores abiertos. Envía o retira uno de ellos antes de guardar otro nuevo.',
    returnNotChangeable: 'Esta devolución ya no se puede modificar de esta forma.',
    itemsNotReturnable:
      'Algunos de estos artículos no se pueden devolver como se ha elegido. Revisa los artículos e inténtalo de nuevo.',
    returnBalanceUnpaid:
      'Los artículos nuevos cuestan más que los que devuelves. Paga la diferencia para continuar.',
    commentLimitReached:
      'Este pedido ya tiene {{max}} comentarios. Edita uno de ellos en lugar de añadir otro.',
    appealNotPossible:
      'No se puede recurrir esta reclamación. Una reclamación rechazada solo se puede recurrir una vez.',
    appealWindowClosed:
      'El plazo para recurrir esta decisión ha terminado. Ponte en contacto con el servicio de atención para obtener ayuda.',
    orderDataErased:
      'Los datos personales de este pedido se han borrado a petición del comprador, por lo que ya no están disponibles.',
    withdrawalNotAvailable:
      'Ya no puedes desistir de este pedido aquí: el plazo de desistimiento ha terminado o no se ofrece para este pedido. Ponte en contacto con la tienda.',
    withdrawalItemsInvalid:
      'Algunos de los artículos elegidos no forman parte de este pedido. Vuelve a elegir los artículos.',
    withdrawalAlreadyReceived:
      'Ya has desistido de esto: recibimos tu desistimiento y te lo confirmamos por correo electrónico. No hace falta enviar nada más; el siguiente paso es devolver los artículos.',
    senderNotVerified:
      'No se puede usar esta dirección de remitente: su dominio no está verificado para el envío y la tienda no tiene un servidor SMTP propio.',
    chatConversationFull: 'Esta conversación es demasiado larga para continuar. Empieza una nueva.',
    chatOptionNotOffered: 'Esa opción ya no está disponible. Elige una de las opciones que se muestran.',
    chatActionNotPending:
      'Este resumen ya se rechazó o se sustituyó por uno más reciente, así que no se ha hecho nada. Revisa el último resumen.',
    returnNothingToPay: 'No queda nada por pagar en esta devolución.',
    paymentUnavailable:
      'No se ha podido iniciar el pago en este momento. No se ha cobrado nada. Inténtalo de nuevo en unos minutos.',
    paymentWebhookSignatureInvalid:
      'La firma de la notificación falta, es incorrecta o es demasiado antigua, así que no se ha registrado nada.',
    storeActionNotRetryable:
      'Solo se puede reintentar una acción de tienda que haya fallado. Esta ya está hecha o ya se está volviendo a intentar.',
    versionSwitchFailed: 'No se ha podido cambiar de versión',
    pageNotFound: 'Página no encontrada.',
    errorFallback:
      'Se ha producido un error. Vuelve a iniciar sesión o ponte en contacto con el servicio de asistencia.',
  },
  'pl-PL': {
    success: 'Gotowe',
    orderNotFound:
      "Nie znaleziono zamówienia. Sprawdź numer zamówienia i podaj go wraz z ewentualnym prefiksem (np. '#'). Przykład: #12345. Sprawdź numer jeszcze raz lub skontaktuj się z obsługą klienta.",
    protectionExpired:
      'Ochrona tego zamówienia wygasła, więc nie można już zgłaszać kolejnych problemów. Skontaktuj się z obsługą klienta, aby uzyskać pomoc.',
    protectionCanceled:
      'Ochrona tego zamówienia została anulowana, prawdopodobnie z powodu anulowania zamówienia lub zwrotu opłaty za ochronę przez sprzedawcę. Nie można już zgłaszać kolejnych problemów.',
    coverageCanceled:
      'Ochrona została anulowana. Nie możesz zgłosić problemu z przesyłką, której ochrona została anulowana.',
    noCoveredItems:
      'Nie znaleziono w tym zamówieniu produktów objętych ochroną typu {{type}}. Sprawdź ponownie lub skontaktuj się z obsługą klienta.',
    verifyEmail: 'Wysłaliśmy Ci wiadomość weryfikacyjną. Otwórz zawarty w niej link, aby kontynuować.',
    generic: 'Coś poszło nie tak. Spróbuj ponownie później.',
    theftReportRequired:
      'Aby zgłosić kradzież, podaj numer zawiadomienia na policję lub raportu ze zdarzenia oraz dowody, np. zdjęcia lub potwierdzenie doręczenia.',
    malformedJson: 'Nie udało się odczytać tego żądania. Odśwież stronę i spróbuj ponownie.',
    invalidInput:
      'Część przesłanych danych jest nieprawidłowa, więc niczego nie zmieniono. Sprawdź je i spróbuj ponownie.',
    payloadTooLarge: 'Przesłane dane są zbyt duże. Użyj mniejszych plików lub prześlij ich mniej.',
    unknownCall: 'Ta czynność jest niedostępna. Odśwież stronę i spróbuj ponownie.',
    methodNotAllowed: 'Tej czynności nie można wykonać w ten sposób. Odśwież stronę i spróbuj ponownie.',
    unsupportedMediaType: 'Ten typ pliku nie jest obsługiwany. Użyj dozwolonego formatu.',
    tooManyAttempts: 'Zbyt wiele prób. Spróbuj ponownie za {{seconds}} s.',
    notSignedIn: 'Nie zalogowano lub sesja wygasła. Zaloguj się ponownie.',
    notFoundForOrder: 'Nie znaleźliśmy tego w Twoim zamówieniu. Wróć i spróbuj ponownie.',
    merchantApiKeyInvalid: 'Brak klucza API sprzedawcy lub klucz jest nieprawidłowy.',
    verificationLinkInvalid:
      'Ten link weryfikacyjny wygasł lub został już użyty. Zaloguj się ponownie, aby otrzymać nowy.',
    signedLinkInvalid:
      'Ten link jest nieprawidłowy lub wygasł. Zaloguj się, podając numer zamówienia i adres e-mail.',
    shopNotFound: 'Nie znaleźliśmy tego sklepu. Sprawdź otrzymany link.',
    shopTaken: 'Sklep o nazwie {{shop}} już istnieje.',
    idempotencyKeyReused: 'To żądanie zostało już wysłane z inną treścią. Odśwież stronę i spróbuj ponownie.',
    claimNotChangeable: 'Tego zgłoszenia nie można już zmienić.',
    itemsNotClaimable:
      'Niektórych z tych produktów nie można zgłosić: nie ma ich w tej przesyłce, nie są objęte ochroną lub zostały już zgłoszone.',
    issueNotAllowed: 'Tego problemu nie można zgłosić dla tej przesyłki.',
    payoutNotAvailable: 'Tego zgłoszenia nie można teraz wypłacić.',
    noCoverageLeft: 'Ochrona tego zamówienia nie ma już limitu na to zgłoszenie.',
    orderFilesFull:
      'To zamówienie ma już {{max}} plików, które nie należą do żadnego wysłanego zgłoszenia. Usuń niepotrzebne pliki albo wyślij lub wycofaj wersję roboczą, zanim dodasz kolejne.',
    draftLimitReached:
      'To zamówienie ma już {{max}} otwartych wersji roboczych. Wyślij lub wycofaj jedną z nich, zanim zapiszesz nową.',
    returnNotChangeable: 'Tego zwrotu nie można już w ten sposób zmienić.',
    itemsNotReturnable:
      'Niektórych z tych produktów nie można zwrócić w wybrany sposób. Sprawdź produkty i spróbuj ponownie.',
    returnBalanceUnpaid: 'Nowe produkty kosztują więcej niż zwracane. Aby kontynuować, dopłać różnicę.',
    commentLimitReached:
      'To zamówienie ma już {{max}} komentarzy. Zamiast dodawać kolejny, edytuj jeden z nich.',
    appealNotPossible:
      'Od tej decyzji nie można się odwołać. Od odrzuconego zgłoszenia można odwołać się tylko raz.',
    appealWindowClosed:
      'Termin na odwołanie od tej decyzji minął. Skontaktuj się z obsługą klienta, aby uzyskać pomoc.',
    orderDataErased:
      'Dane osobowe tego zamówienia zostały usunięte na prośbę kupującego, dlatego nie są już dostępne.',
    withdrawalNotAvailable:
      'Nie można już tutaj odstąpić od tej umowy: termin na odstąpienie minął albo odstąpienie nie jest oferowane dla tego zamówienia. Skontaktuj się ze sklepem.',
    withdrawalItemsInvalid:
      'Niektóre z wybranych produktów nie należą do tego zamówienia. Wybierz produkty ponownie.',
    withdrawalAlreadyReceived:
      'Od tej umowy w tym zakresie już odstąpiono: Twoje odstąpienie zostało otrzymane i potwierdzone e-mailem. Nie trzeba niczego więcej wysyłać; następnym krokiem jest zwrot towaru.',
    senderNotVerified:
      'Nie można użyć tego adresu nadawcy: jego domena nie jest zweryfikowana do wysyłki, a sklep nie ma własnego serwera SMTP.',
    chatConversationFull: 'Ta rozmowa jest zbyt długa, aby ją kontynuować. Rozpocznij nową.',
    chatOptionNotOffered: 'Ta opcja nie jest już dostępna. Wybierz jedną z wyświetlonych opcji.',
    chatActionNotPending:
      'To podsumowanie zostało już odrzucone lub zastąpione nowszym, więc nic nie zostało zrobione. Sprawdź najnowsze podsumowanie.',
    returnNothingToPay: 'W tym zwrocie nie ma już nic do zapłaty.',
    paymentUnavailable:
      'Nie udało się teraz rozpocząć płatności. Nic nie zostało pobrane. Spróbuj ponownie za kilka minut.',
    paymentWebhookSignatureInvalid:
      'Podpis powiadomienia jest brakujący, błędny lub zbyt stary, więc niczego nie zapisano.',
    storeActionNotRetryable:
      'Ponowić można tylko nieudaną operację w sklepie. Ta jest już wykonana albo właśnie jest ponawiana.',
    versionSwitchFailed: 'Nie udało się przełączyć wersji',
    pageNotFound: 'Nie znaleziono strony.',
    errorFallback: 'Wystąpił błąd. Zaloguj się ponownie lub skontaktuj się z obsługą klienta.',
  },
  'pt-PT': {
    success: 'Concluído',
    orderNotFound:
      "Encomenda não encontrada. Verifique o número da encomenda e inclua qualquer prefixo (como '#'). Exemplo: #12345. Confirme o número ou contacte o apoio ao cliente para obter ajuda.",
    protectionExpired:
      'A proteção desta encomenda expirou, pelo que já não é possível comunicar mais problemas. Contacte o apoio ao cliente para obter ajuda.',
    protectionCanceled:
      'A proteção desta encomenda foi cancelada, provavelmente porque a encomenda foi cancelada ou o comerciante reembolsou o valor da proteção. Já não é possível comunicar mais problemas.',
    coverageCanceled:
      'A cobertura da proteção foi cancelada. Não pode comunicar um problema de um pacote com a cobertura cancelada.',
    noCoveredItems:
      'Não foram encontrados artigos cobertos do tipo {{type}} nesta encomenda. Verifique novamente ou contacte o apoio ao cliente para obter ajuda.',
    verifyEmail: 'Enviámos-lhe um e-mail de verificação. Abra a ligação incluída para continuar.',
    generic: 'Ocorreu um erro. Tente novamente mais tarde.',
    theftReportRequired:
      'Para comunicar um furto, indique o número da participação policial ou do relatório do incidente e apresente provas, como fotografias ou o comprovativo de entrega.',
    malformedJson: 'Não foi possível ler este pedido. Atualize a página e tente novamente.',
    invalidInput:
      'Algumas informações enviadas não são válidas, por isso nada foi alterado. Verifique-as e tente novamente.',
    payloadTooLarge:
      'O conteúdo enviado é demasiado grande. Utilize ficheiros mais pequenos ou em menor número.',
    unknownCall: 'Esta ação não está disponível. Atualize a página e tente novamente.',
    methodNotAllowed: 'Esta ação não pode ser realizada desta forma. Atualize a página e tente novamente.',
    unsupportedMediaType: 'Este tipo de ficheiro não é suportado. Utilize um formato permitido.',
    tooManyAttempts: 'Demasiadas tentativas. Tente novamente dentro de {{seconds}} s.',
    notSignedIn: 'Não tem sessão iniciada ou a sua sessão expirou. Inicie sessão novamente.',
    notFoundForOrder: 'Não encontrámos isto na sua encomenda. Volte atrás e tente novamente.',
    merchantApiKeyInvalid: 'A chave de API do comerciante está em falta ou é incorreta.',
    verificationLinkInvalid:
      'Esta ligação de verificação expirou ou já foi utilizada. Inicie sessão novamente para receber uma nova.',
    signedLinkInvalid:
      'Esta ligação é inválida ou expirou. Inicie sessão com o número da encomenda e o e-mail.',
    shopNotFound: 'Não encontrámos esta loja. Verifique a ligação que recebeu.',
    shopTaken: 'Já existe uma loja com o nome {{shop}}.',
    idempotencyKeyReused:
      'Este pedido já foi enviado com outro conteúdo. Atualize a página e tente novamente.',
    claimNotChangeable: 'Esta reclamação já não pode ser alterada.',
    itemsNotClaimable:
      'Alguns destes artigos não podem ser reclamados: não estão nesta encomenda, não estão protegidos ou já foram reclamados.',
    issueNotAllowed: 'Este problema não pode ser comunicado para esta encomenda.',
    payoutNotAvailable: 'Esta reclamação não pode ser paga agora.',
    noCoverageLeft: 'A proteção desta encomenda já não tem cobertura para esta reclamação.',
    orderFilesFull:
      'Esta encomenda já tem {{max}} ficheiros que não fazem parte de nenhuma reclamação enviada. Remova os ficheiros de que já não precisa, ou envie ou retire um rascunho, antes de adicionar mais.',
    draftLimitReached:
      'Esta encomenda já tem {{max}} rascunhos abertos. Envie ou retire um deles antes de guardar um novo.',
    returnNotChangeable: 'Esta devolução já não pode ser alterada desta forma.',
    itemsNotReturnable:
      'Alguns destes artigos não podem ser devolvidos como escolhido. Verifique os artigos e tente novamente.',
    returnBalanceUnpaid:
      'Os novos artigos custam mais do que os que devolve. Pague a diferença para continuar.',
    commentLimitReached:
      'Esta encomenda já tem {{max}} comentários. Edite um deles em vez de adicionar outro.',
    appealNotPossible:
      'Não é possível recorrer desta reclamação. Uma reclamação recusada só pode ser alvo de recurso uma vez.',
    appealWindowClosed:
      'O prazo para recorrer desta decisão terminou. Contacte o apoio ao cliente para obter ajuda.',
    orderDataErased:
      'Os dados pessoais desta encomenda foram apagados a pedido do comprador, pelo que já não estão disponíveis.',
    withdrawalNotAvailable:
      'Já não é possível resolver este contrato aqui: o prazo de livre resolução terminou ou a livre resolução não está disponível para esta encomenda. Contacte a loja.',
    withdrawalItemsInvalid:
      'Alguns dos artigos escolhidos não fazem parte desta encomenda. Escolha os artigos novamente.',
    withdrawalAlreadyReceived:
      'Já exerceu o direito de livre resolução para isto: a sua declaração foi recebida e confirmada por e-mail. Não é preciso enviar mais nada; o próximo passo é devolver os artigos.',
    senderNotVerified:
      'Este endereço de remetente não pode ser usado: o domínio não está verificado para envio e a loja não tem servidor SMTP próprio.',
    chatConversationFull: 'Esta conversa é demasiado longa para continuar. Inicie uma nova.',
    chatOptionNotOffered: 'Essa opção já não está disponível. Escolha uma das opções apresentadas.',
    chatActionNotPending:
      'Este resumo já foi recusado ou substituído por um mais recente, por isso nada foi feito. Verifique o resumo mais recente.',
    returnNothingToPay: 'Já não há nada a pagar nesta devolução.',
    paymentUnavailable:
      'Não foi possível iniciar o pagamento neste momento. Nada foi cobrado. Tente novamente dentro de alguns minutos.',
    paymentWebhookSignatureInvalid:
      'A assinatura da notificação está em falta, é incorreta ou é demasiado antiga, por isso nada foi registado.',
    storeActionNotRetryable:
      'Só é possível repetir uma ação da loja que falhou. Esta já está concluída ou já está a ser repetida.',
    versionSwitchFailed: 'Não foi possível mudar de versão',
    pageNotFound: 'Página não encontrada.',
    errorFallback: 'Ocorreu um erro. Inicie sessão novamente ou contacte o apoio ao cliente.',
  },
  'it-IT': {
    success: 'Fatto',
    orderNotFound:
      "Ordine non trovato. Verifica il numero dell'ordine e includi l'eventuale prefisso (come '#'). Esempio: #12345. Ricontrolla il numero o contatta l'assistenza per ricevere aiuto.",
    protectionExpired:
      "La protezione di questo ordine è scaduta, quindi non è più possibile segnalare problemi. Contatta l'assistenza per ricevere aiuto.",
    protectionCanceled:
      "La protezione di questo ordine è stata annullata, probabilmente perché l'ordine è stato annullato o il venditore ha rimborsato il costo della protezione. Non è più possibile segnalare problemi.",
    coverageCanceled:
      'La copertura della protezione è stata annullata. Non puoi segnalare un problema per un pacco con copertura annullata.',
    noCoveredItems:
      "Nessun articolo coperto di tipo {{type}} trovato per questo ordine. Ricontrolla o contatta l'assistenza per ricevere aiuto.",
    verifyEmail: "Ti abbiamo inviato un'e-mail di verifica. Apri il link che contiene per continuare.",
    generic: 'Si è verificato un errore. Riprova più tardi.',
    theftReportRequired:
      "Per segnalare un furto, indica il numero della denuncia o del verbale dell'incidente e fornisci delle prove, come foto o la ricevuta di consegna.",
    malformedJson: 'Non è stato possibile leggere questa richiesta. Aggiorna la pagina e riprova.',
    invalidInput:
      'Alcune informazioni inviate non sono valide, quindi non è stato modificato nulla. Controllale e riprova.',
    payloadTooLarge: 'I dati inviati sono troppo grandi. Usa file più piccoli o in numero minore.',
    unknownCall: 'Questa azione non è disponibile. Aggiorna la pagina e riprova.',
    methodNotAllowed: 'Questa azione non può essere eseguita in questo modo. Aggiorna la pagina e riprova.',
    unsupportedMediaType: 'Questo tipo di file non è supportato. Usa un formato consentito.',
    tooManyAttempts: 'Troppi tentativi. Riprova tra {{seconds}} s.',
    notSignedIn: "Non hai effettuato l'accesso o la sessione è scaduta. Accedi di nuovo.",
    notFoundForOrder: 'Non abbiamo trovato questo elemento nel tuo ordine. Torna indietro e riprova.',
    merchantApiKeyInvalid: 'La chiave API del venditore manca o non è corretta.',
    verificationLinkInvalid:
      'Questo link di verifica è scaduto o è già stato utilizzato. Accedi di nuovo per riceverne uno nuovo.',
    signedLinkInvalid: "Questo link non è valido o è scaduto. Accedi con il numero dell'ordine e l'e-mail.",
    shopNotFound: 'Non abbiamo trovato questo negozio. Controlla il link che hai ricevuto.',
    shopTaken: 'Esiste già un negozio con il nome {{shop}}.',
    idempotencyKeyReused:
      'Questa richiesta è già stata inviata con un contenuto diverso. Aggiorna la pagina e riprova.',
    claimNotChangeable: 'Questa richiesta non può più essere modificata.',
    itemsNotClaimable:
      'Alcuni di questi articoli non possono essere richiesti: non sono in questo pacco, non sono protetti o sono già stati richiesti.',
    issueNotAllowed: 'Questo problema non può essere segnalato per questo pacco.',
    payoutNotAvailable: 'Questa richiesta non può essere pagata ora.',
    noCoverageLeft: 'La protezione di questo ordine non ha più copertura per questa richiesta.',
    orderFilesFull:
      'Questo ordine contiene già {{max}} file che non fanno parte di una richiesta inviata. Rimuovi quelli che non ti servono più, oppure invia o ritira una bozza, prima di aggiungerne altri.',
    draftLimitReached:
      'Questo ordine ha già {{max}} bozze aperte. Inviane o ritirane una prima di salvarne una nuova.',
    returnNotChangeable: 'Questo reso non può più essere modificato in questo modo.',
    itemsNotReturnable:
      'Alcuni di questi articoli non possono essere resi come scelto. Controlla gli articoli e riprova.',
    returnBalanceUnpaid:
      'I nuovi articoli costano più di quelli che restituisci. Paga la differenza per continuare.',
    commentLimitReached:
      'Questo ordine ha già {{max}} commenti. Modificane uno invece di aggiungerne un altro.',
    appealNotPossible:
      'Non è possibile presentare ricorso per questa richiesta. Una richiesta rifiutata può essere contestata una sola volta.',
    appealWindowClosed:
      "Il termine per contestare questa decisione è scaduto. Contatta l'assistenza per ricevere aiuto.",
    orderDataErased:
      "I dati personali di questo ordine sono stati cancellati su richiesta dell'acquirente e non sono più disponibili.",
    withdrawalNotAvailable:
      'Non è più possibile recedere da questo ordine qui: il periodo di recesso è terminato o il recesso non è previsto per questo ordine. Contatta il negozio.',
    withdrawalItemsInvalid:
      'Alcuni degli articoli scelti non fanno parte di questo ordine. Scegli di nuovo gli articoli.',
    withdrawalAlreadyReceived:
      'Hai già esercitato il recesso per questo: il tuo recesso è stato ricevuto e confermato via e-mail. Non serve inviare altro; il prossimo passo è restituire la merce.',
    senderNotVerified:
      "Questo indirizzo mittente non può essere usato: il dominio non è verificato per l'invio e il negozio non ha un proprio server SMTP.",
    chatConversationFull: 'Questa conversazione è troppo lunga per continuare. Iniziane una nuova.',
    chatOptionNotOffered: 'Questa scelta non è più disponibile. Scegli una delle opzioni mostrate.',
    chatActionNotPending:
      "Questo riepilogo è già stato rifiutato o sostituito da uno più recente, quindi non è stato fatto nulla. Controlla l'ultimo riepilogo.",
    versionSwitchFailed: 'Impossibile cambiare versione',
    returnNothingToPay: 'Non resta nulla da pagare per questo reso.',
    paymentUnavailable:
      'Non è stato possibile avviare il pagamento in questo momento. Non è stato addebitato nulla. Riprova tra qualche minuto.',
    paymentWebhookSignatureInvalid:
      'La firma della notifica manca, è errata o è troppo vecchia, quindi non è stato registrato nulla.',
    storeActionNotRetryable:
      "Si può riprovare solo un'operazione del negozio non riuscita. Questa è già completata o è già in corso di nuovo.",
    pageNotFound: 'Pagina non trovata.',
    errorFallback: "Si è verificato un errore. Accedi di nuovo o contatta l'assistenza.",
  },
  'de-DE': {
    success: 'Erledigt',
    orderNotFound:
      "Bestellung nicht gefunden. Bitte überprüfen Sie Ihre Bestellnummer und geben Sie ein eventuelles Präfix (wie '#') mit an. Beispiel: #12345. Prüfen Sie die Nummer noch einmal oder wenden Sie sich an den Support.",
    protectionExpired:
      'Der Schutz für diese Bestellung ist abgelaufen, daher können keine weiteren Probleme gemeldet werden. Bitte wenden Sie sich an den Support.',
    protectionCanceled:
      'Der Schutz für diese Bestellung wurde storniert, vermutlich weil die Bestellung storniert oder die Schutzgebühr vom Händler erstattet wurde. Es können keine weiteren Probleme gemeldet werden.',
    coverageCanceled:
      'Der Schutz wurde storniert. Für ein Paket mit storniertem Schutz können Sie kein Problem melden.',
    noCoveredItems:
      'Für diese Bestellung wurden keine geschützten Artikel vom Typ {{type}} gefunden. Bitte prüfen Sie dies noch einmal oder wenden Sie sich an den Support.',
    verifyEmail:
      'Wir haben Ihnen eine Bestätigungs-E-Mail gesendet. Öffnen Sie den darin enthaltenen Link, um fortzufahren.',
    generic: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
    theftReportRequired:
      'Um einen Diebstahl zu melden, geben Sie bitte die Nummer der Polizeianzeige oder des Vorfallberichts an und reichen Sie Nachweise ein, z. B. Fotos oder den Zustellnachweis.',
    malformedJson:
      'Diese Anfrage konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    invalidInput:
      'Einige der gesendeten Angaben sind ungültig, daher wurde nichts geändert. Bitte prüfen Sie sie und versuchen Sie es erneut.',
    payloadTooLarge: 'Die gesendeten Daten sind zu groß. Bitte verwenden Sie kleinere oder weniger Dateien.',
    unknownCall:
      'Diese Aktion ist nicht verfügbar. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    methodNotAllowed:
      'Diese Aktion kann so nicht ausgeführt werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    unsupportedMediaType:
      'Dieser Dateityp wird nicht unterstützt. Bitte verwenden Sie ein zulässiges Format.',
    tooManyAttempts: 'Zu viele Versuche. Bitte versuchen Sie es in {{seconds}} s erneut.',
    notSignedIn:
      'Sie sind nicht angemeldet oder Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    notFoundForOrder:
      'Das konnten wir in Ihrer Bestellung nicht finden. Bitte gehen Sie zurück und versuchen Sie es erneut.',
    merchantApiKeyInvalid: 'Der API-Schlüssel des Händlers fehlt oder ist falsch.',
    verificationLinkInvalid:
      'Dieser Bestätigungslink ist abgelaufen oder wurde bereits verwendet. Melden Sie sich erneut an, um einen neuen zu erhalten.',
    signedLinkInvalid:
      'Dieser Link ist ungültig oder abgelaufen. Bitte melden Sie sich mit Ihrer Bestellnummer und E-Mail-Adresse an.',
    shopNotFound: 'Wir konnten diesen Shop nicht finden. Bitte prüfen Sie den Link, den Sie erhalten haben.',
    shopTaken: 'Ein Shop mit dem Namen {{shop}} existiert bereits.',
    idempotencyKeyReused:
      'Diese Anfrage wurde bereits mit anderem Inhalt gesendet. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    claimNotChangeable: 'Dieser Anspruch kann nicht mehr geändert werden.',
    itemsNotClaimable:
      'Einige dieser Artikel können nicht beansprucht werden: Sie sind nicht in diesem Paket, nicht geschützt oder bereits beansprucht.',
    issueNotAllowed: 'Dieses Problem kann für dieses Paket nicht gemeldet werden.',
    payoutNotAvailable: 'Dieser Anspruch kann jetzt nicht ausgezahlt werden.',
    noCoverageLeft: 'Der Schutz dieser Bestellung hat für diesen Anspruch keine Deckung mehr.',
    orderFilesFull:
      'Zu dieser Bestellung sind bereits {{max}} Dateien gespeichert, die zu keinem eingereichten Anspruch gehören. Entfernen Sie nicht mehr benötigte Dateien oder reichen Sie einen Entwurf ein bzw. ziehen Sie ihn zurück, bevor Sie weitere hinzufügen.',
    draftLimitReached:
      'Zu dieser Bestellung gibt es bereits {{max}} offene Entwürfe. Reichen Sie einen davon ein oder ziehen Sie ihn zurück, bevor Sie einen neuen speichern.',
    returnNotChangeable: 'Diese Rücksendung kann so nicht mehr geändert werden.',
    itemsNotReturnable:
      'Einige dieser Artikel können nicht wie gewählt zurückgegeben werden. Bitte prüfe die Artikel und versuche es erneut.',
    returnBalanceUnpaid:
      'Die neuen Artikel kosten mehr als die zurückgesendeten. Bitte zahle die Differenz, um fortzufahren.',
    commentLimitReached:
      'Diese Bestellung hat bereits {{max}} Kommentare. Bearbeiten Sie einen davon, statt einen weiteren hinzuzufügen.',
    appealNotPossible:
      'Gegen diese Entscheidung ist kein Einspruch möglich. Gegen eine abgelehnte Meldung kann nur einmal Einspruch eingelegt werden.',
    appealWindowClosed:
      'Die Frist für einen Einspruch gegen diese Entscheidung ist abgelaufen. Bitte wende dich an den Support.',
    orderDataErased:
      'Die personenbezogenen Daten dieser Bestellung wurden auf Wunsch des Käufers gelöscht und sind nicht mehr verfügbar.',
    withdrawalNotAvailable:
      'Ein Widerruf dieser Bestellung ist hier nicht mehr möglich: Die Widerrufsfrist ist abgelaufen oder ein Widerruf wird für diese Bestellung nicht angeboten. Bitte wende dich an den Shop.',
    withdrawalItemsInvalid:
      'Einige der gewählten Artikel gehören nicht zu dieser Bestellung. Bitte wähle die Artikel erneut.',
    withdrawalAlreadyReceived:
      'Du hast hiervon bereits widerrufen: Dein Widerruf ist eingegangen und wurde per E-Mail bestätigt. Du musst nichts weiter senden; als Nächstes schickst du die Ware zurück.',
    senderNotVerified:
      'Diese Absenderadresse kann nicht verwendet werden: Ihre Domain ist nicht für den Versand verifiziert und der Shop hat keinen eigenen SMTP-Server.',
    chatConversationFull: 'Dieses Gespräch ist zu lang, um es fortzusetzen. Bitte beginnen Sie ein neues.',
    chatOptionNotOffered:
      'Diese Auswahl wird nicht mehr angeboten. Bitte wählen Sie eine der angezeigten Optionen.',
    chatActionNotPending:
      'Diese Zusammenfassung wurde bereits abgelehnt oder durch eine neuere ersetzt, daher wurde nichts ausgeführt. Bitte prüfen Sie die neueste Zusammenfassung.',
    returnNothingToPay: 'Für diese Rücksendung ist nichts mehr zu bezahlen.',
    paymentUnavailable:
      'Die Zahlung konnte gerade nicht gestartet werden. Es wurde nichts abgebucht. Bitte versuchen Sie es in ein paar Minuten erneut.',
    paymentWebhookSignatureInvalid:
      'Die Signatur der Benachrichtigung fehlt, ist falsch oder zu alt, daher wurde nichts erfasst.',
    storeActionNotRetryable:
      'Nur eine fehlgeschlagene Shop-Aktion kann erneut versucht werden. Diese ist bereits erledigt oder wird schon erneut versucht.',
    versionSwitchFailed: 'Version konnte nicht gewechselt werden',
    pageNotFound: 'Seite nicht gefunden.',
    errorFallback:
      'Ein Fehler ist aufgetreten. Bitte melden Sie sich erneut an oder wenden Sie sich an den Support.',
  },
  'cs-CZ': {
    success: 'Hotovo',
    orderNotFound:
      "Objednávka nebyla nalezena. Ověřte číslo objednávky a uveďte i případnou předponu (například '#'). Příklad: #12345. Zkontrolujte číslo znovu nebo se obraťte na podporu.",
    protectionExpired:
      'Ochrana této objednávky vypršela, proto již nelze nahlásit další problémy. Obraťte se prosím na podporu.',
    protectionCanceled:
      'Ochrana této objednávky byla zrušena, pravděpodobně kvůli zrušení objednávky nebo proto, že obchodník vrátil poplatek za ochranu. Další problémy již nelze nahlásit.',
    coverageCanceled: 'Krytí ochrany bylo zrušeno. U zásilky se zrušeným krytím nelze nahlásit problém.',
    noCoveredItems:
      'V této objednávce nebyly nalezeny žádné položky s krytím typu {{type}}. Zkontrolujte to prosím znovu nebo se obraťte na podporu.',
    verifyEmail: 'Poslali jsme vám ověřovací e-mail. Pokračujte otevřením odkazu, který obsahuje.',
    generic: 'Něco se pokazilo. Zkuste to prosím později.',
    theftReportRequired:
      'Chcete-li nahlásit krádež, uveďte číslo policejního oznámení nebo protokolu o události a doložte důkazy, například fotografie nebo potvrzení o doručení.',
    malformedJson: 'Tento požadavek se nepodařilo přečíst. Obnovte stránku a zkuste to znovu.',
    invalidInput:
      'Některé odeslané údaje nejsou platné, proto se nic nezměnilo. Zkontrolujte je a zkuste to znovu.',
    payloadTooLarge: 'Odeslaná data jsou příliš velká. Použijte menší soubory nebo jich odešlete méně.',
    unknownCall: 'Tato akce není dostupná. Obnovte stránku a zkuste to znovu.',
    methodNotAllowed: 'Tuto akci nelze takto provést. Obnovte stránku a zkuste to znovu.',
    unsupportedMediaType: 'Tento typ souboru není podporován. Použijte povolený formát.',
    tooManyAttempts: 'Příliš mnoho pokusů. Zkuste to znovu za {{seconds}} s.',
    notSignedIn: 'Nejste přihlášeni nebo vaše relace vypršela. Přihlaste se znovu.',
    notFoundForOrder: 'V rámci vaší objednávky jsme to nenašli. Vraťte se zpět a zkuste to znovu.',
    merchantApiKeyInvalid: 'Klíč API obchodníka chybí nebo je nesprávný.',
    verificationLinkInvalid:
      'Platnost tohoto ověřovacího odkazu vypršela nebo už byl použit. Přihlaste se znovu a získáte nový.',
    signedLinkInvalid:
      'Tento odkaz je neplatný nebo vypršel. Přihlaste se pomocí čísla objednávky a e-mailu.',
    shopNotFound: 'Tento obchod jsme nenašli. Zkontrolujte prosím odkaz, který jste dostali.',
    shopTaken: 'Obchod s názvem {{shop}} již existuje.',
    idempotencyKeyReused:
      'Tento požadavek již byl odeslán s jiným obsahem. Obnovte prosím stránku a zkuste to znovu.',
    claimNotChangeable: 'Tuto reklamaci již nelze změnit.',
    itemsNotClaimable:
      'Některé z těchto položek nelze reklamovat: nejsou v této zásilce, nejsou chráněny nebo již byly reklamovány.',
    issueNotAllowed: 'Tento problém nelze u této zásilky nahlásit.',
    payoutNotAvailable: 'Tuto reklamaci nyní nelze vyplatit.',
    noCoverageLeft: 'Ochrana této objednávky již nemá pro tuto reklamaci žádné krytí.',
    orderFilesFull:
      'K této objednávce je již uloženo {{max}} souborů, které nepatří k žádné odeslané reklamaci. Než přidáte další, odstraňte soubory, které už nepotřebujete, nebo některý koncept odešlete či stáhněte.',
    draftLimitReached:
      'Tato objednávka již má {{max}} otevřených konceptů. Než uložíte nový, jeden z nich odešlete nebo stáhněte.',
    returnNotChangeable: 'Toto vrácení již nelze tímto způsobem změnit.',
    itemsNotReturnable:
      'Některé z těchto položek nelze vrátit zvoleným způsobem. Zkontrolujte položky a zkuste to znovu.',
    returnBalanceUnpaid: 'Nové položky stojí více než vracené. Pro pokračování doplaťte rozdíl.',
    commentLimitReached:
      'Tato objednávka už má {{max}} komentářů. Místo přidání dalšího jeden z nich upravte.',
    appealNotPossible:
      'Proti tomuto rozhodnutí se nelze odvolat. Proti zamítnuté reklamaci se lze odvolat jen jednou.',
    appealWindowClosed: 'Lhůta pro odvolání proti tomuto rozhodnutí uplynula. Obraťte se prosím na podporu.',
    orderDataErased:
      'Osobní údaje této objednávky byly na žádost kupujícího vymazány, a proto již nejsou k dispozici.',
    withdrawalNotAvailable:
      'Od této objednávky zde již nelze odstoupit: lhůta pro odstoupení uplynula nebo odstoupení není pro tuto objednávku nabízeno. Kontaktujte prosím obchod.',
    withdrawalItemsInvalid:
      'Některé z vybraných položek nejsou součástí této objednávky. Vyberte prosím položky znovu.',
    withdrawalAlreadyReceived:
      'Od tohoto jste již odstoupili: vaše odstoupení jsme obdrželi a potvrdili e-mailem. Nic dalšího posílat nemusíte; dalším krokem je vrácení zboží.',
    senderNotVerified:
      'Tuto adresu odesílatele nelze použít: její doména není ověřena pro odesílání a obchod nemá vlastní server SMTP.',
    chatConversationFull:
      'Tato konverzace je příliš dlouhá na to, aby mohla pokračovat. Začněte prosím novou.',
    chatOptionNotOffered: 'Tato možnost už není nabízena. Vyberte prosím jednu ze zobrazených možností.',
    chatActionNotPending:
      'Toto shrnutí už bylo odmítnuto nebo nahrazeno novějším, proto se nic neprovedlo. Zkontrolujte prosím nejnovější shrnutí.',
    returnNothingToPay: 'U tohoto vrácení už nezbývá nic k zaplacení.',
    paymentUnavailable:
      'Platbu se teď nepodařilo zahájit. Nic nebylo strženo. Zkuste to prosím znovu za pár minut.',
    paymentWebhookSignatureInvalid:
      'Podpis oznámení chybí, je chybný nebo příliš starý, proto nebylo nic zaznamenáno.',
    storeActionNotRetryable:
      'Znovu lze zkusit jen neúspěšnou akci obchodu. Tato je už hotová nebo se už zkouší znovu.',
    versionSwitchFailed: 'Verzi se nepodařilo přepnout',
    pageNotFound: 'Stránka nebyla nalezena.',
    errorFallback: 'Došlo k chybě. Přihlaste se znovu nebo se obraťte na podporu.',
  },
  'fr-FR': {
    success: 'Terminé',
    orderNotFound:
      "Commande introuvable. Veuillez vérifier votre numéro de commande et inclure l'éventuel préfixe (comme '#'). Exemple : #12345. Vérifiez à nouveau votre numéro ou contactez l'assistance pour obtenir de l'aide.",
    protectionExpired:
      "La protection de cette commande a expiré : vous ne pouvez plus signaler de problème. Veuillez contacter l'assistance pour obtenir de l'aide.",
    protectionCanceled:
      'La protection de cette commande a été annulée, probablement parce que la commande a été annulée ou que le marchand a remboursé les frais de protection. Vous ne pouvez plus signaler de problème.',
    coverageCanceled:
      'La couverture de protection a été annulée. Vous ne pouvez pas signaler de problème pour un colis dont la couverture a été annulée.',
    noCoveredItems:
      "Aucun article couvert de type {{type}} n'a été trouvé pour cette commande. Veuillez vérifier à nouveau ou contacter l'assistance pour obtenir de l'aide.",
    verifyEmail:
      "Nous vous avons envoyé un e-mail de vérification. Ouvrez le lien qu'il contient pour continuer.",
    generic: "Une erreur s'est produite. Veuillez réessayer plus tard.",
    theftReportRequired:
      "Pour signaler un vol, veuillez indiquer le numéro du dépôt de plainte ou du rapport d'incident et fournir des preuves, comme des photos ou la preuve de livraison.",
    malformedJson: 'Impossible de lire cette requête. Veuillez actualiser la page et réessayer.',
    invalidInput:
      'Certaines informations envoyées ne sont pas valides, rien n’a donc été modifié. Veuillez les vérifier et réessayer.',
    payloadTooLarge:
      'Les données envoyées sont trop volumineuses. Veuillez utiliser des fichiers plus petits ou moins nombreux.',
    unknownCall: "Cette action n'est pas disponible. Veuillez actualiser la page et réessayer.",
    methodNotAllowed:
      'Cette action ne peut pas être effectuée de cette façon. Veuillez actualiser la page et réessayer.',
    unsupportedMediaType:
      "Ce type de fichier n'est pas pris en charge. Veuillez utiliser un format autorisé.",
    tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans {{seconds}} s.',
    notSignedIn: "Vous n'êtes pas connecté ou votre session a expiré. Veuillez vous reconnecter.",
    notFoundForOrder:
      "Nous n'avons pas trouvé cet élément dans votre commande. Veuillez revenir en arrière et réessayer.",
    merchantApiKeyInvalid: 'La clé API du marchand est manquante ou incorrecte.',
    verificationLinkInvalid:
      'Ce lien de vérification a expiré ou a déjà été utilisé. Reconnectez-vous pour en recevoir un nouveau.',
    signedLinkInvalid:
      "Ce lien n'est pas valide ou a expiré. Connectez-vous avec votre numéro de commande et votre adresse e-mail.",
    shopNotFound: "Nous n'avons pas trouvé cette boutique. Veuillez vérifier le lien que vous avez reçu.",
    shopTaken: 'Une boutique nommée {{shop}} existe déjà.',
    idempotencyKeyReused:
      'Cette demande a déjà été envoyée avec un autre contenu. Veuillez actualiser la page et réessayer.',
    claimNotChangeable: 'Cette réclamation ne peut plus être modifiée.',
    itemsNotClaimable:
      'Certains de ces articles ne peuvent pas être réclamés : ils ne sont pas dans ce colis, ne sont pas protégés ou ont déjà été réclamés.',
    issueNotAllowed: 'Ce problème ne peut pas être signalé pour ce colis.',
    payoutNotAvailable: 'Cette réclamation ne peut pas être payée pour le moment.',
    noCoverageLeft: "La protection de cette commande n'a plus de couverture pour cette réclamation.",
    orderFilesFull:
      "Cette commande contient déjà {{max}} fichiers qui ne font partie d'aucune réclamation envoyée. Supprimez ceux dont vous n'avez plus besoin, ou envoyez ou retirez un brouillon, avant d'en ajouter d'autres.",
    draftLimitReached:
      "Cette commande a déjà {{max}} brouillons ouverts. Envoyez-en un ou retirez-en un avant d'en enregistrer un nouveau.",
    returnNotChangeable: 'Ce retour ne peut plus être modifié de cette façon.',
    itemsNotReturnable:
      'Certains de ces articles ne peuvent pas être retournés comme choisi. Vérifiez les articles et réessayez.',
    returnBalanceUnpaid:
      'Les nouveaux articles coûtent plus cher que ceux que vous retournez. Veuillez payer la différence pour continuer.',
    commentLimitReached:
      'Cette commande compte déjà {{max}} commentaires. Modifiez-en un au lieu d’en ajouter un autre.',
    appealNotPossible:
      "Cette réclamation ne peut pas faire l'objet d'un recours. Une réclamation refusée ne peut être contestée qu'une seule fois.",
    appealWindowClosed:
      "Le délai pour contester cette décision est dépassé. Veuillez contacter le service client pour obtenir de l'aide.",
    orderDataErased:
      "Les données personnelles de cette commande ont été effacées à la demande de l'acheteur et ne sont plus disponibles.",
    withdrawalNotAvailable:
      "Il n'est plus possible de se rétracter de cette commande ici : le délai de rétractation est écoulé ou la rétractation n'est pas proposée pour cette commande. Veuillez contacter la boutique.",
    withdrawalItemsInvalid:
      'Certains des articles choisis ne font pas partie de cette commande. Veuillez choisir à nouveau les articles.',
    withdrawalAlreadyReceived:
      "Vous vous êtes déjà rétracté pour ceci : votre rétractation a été reçue et confirmée par e-mail. Vous n'avez rien d'autre à envoyer ; l'étape suivante est de renvoyer les articles.",
    senderNotVerified:
      "Cette adresse d'expéditeur ne peut pas être utilisée : son domaine n'est pas vérifié pour l'envoi et la boutique n'a pas de serveur SMTP propre.",
    chatConversationFull:
      'Cette conversation est trop longue pour continuer. Veuillez en commencer une nouvelle.',
    chatOptionNotOffered: "Ce choix n'est plus proposé. Veuillez choisir l'une des options affichées.",
    chatActionNotPending:
      "Ce récapitulatif a déjà été refusé ou remplacé par un plus récent, donc rien n'a été fait. Veuillez vérifier le dernier récapitulatif.",
    versionSwitchFailed: 'Impossible de changer de version',
    returnNothingToPay: 'Il ne reste rien à payer pour ce retour.',
    paymentUnavailable:
      'Le paiement n’a pas pu être lancé pour le moment. Rien n’a été débité. Veuillez réessayer dans quelques minutes.',
    paymentWebhookSignatureInvalid:
      "La signature de la notification est absente, incorrecte ou trop ancienne : rien n'a été enregistré.",
    storeActionNotRetryable:
      'Seule une action de boutique en échec peut être relancée. Celle-ci est déjà effectuée ou déjà relancée.',
    pageNotFound: 'Page introuvable.',
    errorFallback: "Une erreur s'est produite. Reconnectez-vous ou contactez l'assistance.",
  },
  'nl-NL': {
    success: 'Gereed',
    orderNotFound:
      "Bestelling niet gevonden. Controleer uw bestelnummer en vermeld ook een eventueel voorvoegsel (zoals '#'). Voorbeeld: #12345. Controleer het nummer nogmaals of neem contact op met de klantenservice.",
    protectionExpired:
      'De bescherming voor deze bestelling is verlopen, dus er kunnen geen problemen meer worden gemeld. Neem contact op met de klantenservice voor hulp.',
    protectionCanceled:
      'De bescherming voor deze bestelling is geannuleerd, waarschijnlijk omdat de bestelling is geannuleerd of de verkoper de beschermingskosten heeft terugbetaald. Er kunnen geen problemen meer worden gemeld.',
    coverageCanceled:
      'De dekking van de bescherming is geannuleerd. U kunt geen probleem melden voor een pakket waarvan de dekking is geannuleerd.',
    noCoveredItems:
      'Geen gedekte artikelen van het type {{type}} gevonden voor deze bestelling. Controleer het nogmaals of neem contact op met de klantenservice voor hulp.',
    verifyEmail: 'We hebben u een verificatie-e-mail gestuurd. Open de link daarin om verder te gaan.',
    generic: 'Er is iets misgegaan. Probeer het later opnieuw.',
    theftReportRequired:
      "Om een diefstal te melden, geeft u het nummer van de aangifte bij de politie of van het incidentrapport op en levert u bewijs aan, zoals foto's of het afleverbewijs.",
    malformedJson: 'We konden dit verzoek niet lezen. Vernieuw de pagina en probeer het opnieuw.',
    invalidInput:
      'Een deel van de verzonden gegevens is ongeldig, dus er is niets gewijzigd. Controleer ze en probeer het opnieuw.',
    payloadTooLarge: 'Wat u hebt verzonden is te groot. Gebruik kleinere of minder bestanden.',
    unknownCall: 'Deze actie is niet beschikbaar. Vernieuw de pagina en probeer het opnieuw.',
    methodNotAllowed:
      'Deze actie kan niet op deze manier worden uitgevoerd. Vernieuw de pagina en probeer het opnieuw.',
    unsupportedMediaType: 'Dit bestandstype wordt niet ondersteund. Gebruik een toegestane indeling.',
    tooManyAttempts: 'Te veel pogingen. Probeer het over {{seconds}} s opnieuw.',
    notSignedIn: 'U bent niet ingelogd of uw sessie is verlopen. Log opnieuw in.',
    notFoundForOrder: 'We konden dit niet vinden bij uw bestelling. Ga terug en probeer het opnieuw.',
    merchantApiKeyInvalid: 'De API-sleutel van de verkoper ontbreekt of is onjuist.',
    verificationLinkInvalid:
      'Deze verificatielink is verlopen of al gebruikt. Log opnieuw in om een nieuwe te ontvangen.',
    signedLinkInvalid: 'Deze link is ongeldig of verlopen. Log in met uw bestelnummer en e-mailadres.',
    shopNotFound: 'We konden deze winkel niet vinden. Controleer de link die u hebt ontvangen.',
    shopTaken: 'Er bestaat al een winkel met de naam {{shop}}.',
    idempotencyKeyReused:
      'Dit verzoek is al met een andere inhoud verstuurd. Vernieuw de pagina en probeer het opnieuw.',
    claimNotChangeable: 'Deze claim kan niet meer worden gewijzigd.',
    itemsNotClaimable:
      'Sommige van deze artikelen kunnen niet worden geclaimd: ze zitten niet in dit pakket, zijn niet beschermd of zijn al geclaimd.',
    issueNotAllowed: 'Dit probleem kan voor dit pakket niet worden gemeld.',
    payoutNotAvailable: 'Deze claim kan nu niet worden uitbetaald.',
    noCoverageLeft: 'De bescherming van deze bestelling heeft geen dekking meer over voor deze claim.',
    orderFilesFull:
      'Bij deze bestelling zijn al {{max}} bestanden opgeslagen die niet bij een ingediende claim horen. Verwijder bestanden die u niet meer nodig hebt, of dien een concept in of trek het in, voordat u meer toevoegt.',
    draftLimitReached:
      'Deze bestelling heeft al {{max}} open concepten. Dien er een in of trek er een in voordat u een nieuw concept opslaat.',
    returnNotChangeable: 'Deze retour kan niet meer op deze manier worden gewijzigd.',
    itemsNotReturnable:
      'Sommige van deze artikelen kunnen niet zo worden geretourneerd. Controleer de artikelen en probeer het opnieuw.',
    returnBalanceUnpaid:
      'De nieuwe artikelen kosten meer dan wat je retourneert. Betaal het verschil om verder te gaan.',
    commentLimitReached:
      'Deze bestelling heeft al {{max}} opmerkingen. Bewerk er een in plaats van een nieuwe toe te voegen.',
    appealNotPossible:
      'Tegen deze claim kan geen bezwaar worden gemaakt. Tegen een afgewezen claim kan maar één keer bezwaar worden gemaakt.',
    appealWindowClosed:
      'De termijn om bezwaar te maken tegen deze beslissing is verstreken. Neem contact op met de klantenservice voor hulp.',
    orderDataErased:
      'De persoonsgegevens van deze bestelling zijn op verzoek van de koper gewist en zijn daarom niet meer beschikbaar.',
    withdrawalNotAvailable:
      'Je kunt je hier niet meer herroepen voor deze bestelling: de herroepingstermijn is verstreken of herroeping wordt voor deze bestelling niet aangeboden. Neem contact op met de winkel.',
    withdrawalItemsInvalid:
      'Sommige gekozen artikelen horen niet bij deze bestelling. Kies de artikelen opnieuw.',
    withdrawalAlreadyReceived:
      'Je hebt hiervoor al herroepen: je herroeping is ontvangen en per e-mail bevestigd. Je hoeft niets meer te sturen; de volgende stap is de goederen terugsturen.',
    senderNotVerified:
      'Dit afzenderadres kan niet worden gebruikt: het domein is niet geverifieerd voor verzending en de winkel heeft geen eigen SMTP-server.',
    chatConversationFull: 'Dit gesprek is te lang om verder te gaan. Begin een nieuw gesprek.',
    chatOptionNotOffered: 'Die keuze wordt niet meer aangeboden. Kies een van de getoonde opties.',
    chatActionNotPending:
      'Deze samenvatting is al afgewezen of vervangen door een nieuwere, dus er is niets gedaan. Bekijk de nieuwste samenvatting.',
    returnNothingToPay: 'Er valt voor deze retour niets meer te betalen.',
    paymentUnavailable:
      'De betaling kon nu niet worden gestart. Er is niets afgeschreven. Probeer het over een paar minuten opnieuw.',
    paymentWebhookSignatureInvalid:
      'De handtekening van de melding ontbreekt, klopt niet of is te oud, dus er is niets vastgelegd.',
    storeActionNotRetryable:
      'Alleen een mislukte winkelactie kan opnieuw worden geprobeerd. Deze is al uitgevoerd of wordt al opnieuw geprobeerd.',
    versionSwitchFailed: 'Wisselen van versie is mislukt',
    pageNotFound: 'Pagina niet gevonden.',
    errorFallback: 'Er is een fout opgetreden. Log opnieuw in of neem contact op met de klantenservice.',
  },
};

function messagesFor(language: string | null | undefined): Readonly<Record<MessageId, string>> {
  return MESSAGES[matchLanguage(language) ?? FALLBACK_LANGUAGE];
}

function perLanguage(id: MessageId): Readonly<Record<LanguageCode, string>> {
  return Object.fromEntries(Object.entries(MESSAGES).map(([code, texts]) => [code, texts[id]])) as Record<
    LanguageCode,
    string
  >;
}

/** The generic fallback message per language ('Something went wrong, please try again later'). */
export const GENERIC_ERROR_MESSAGE = /* @__PURE__ */ perLanguage('generic');
/** The version-switch failure message per language ('Failed to switch version'). */
export const VERSION_SWITCH_FAILED = /* @__PURE__ */ perLanguage('versionSwitchFailed');
/** The catch-all page's text per language ('Page not found.'). */
export const PAGE_NOT_FOUND = /* @__PURE__ */ perLanguage('pageNotFound');
/** The error fallback page's text per language ('An error happened. Sign in again or contact support please!'). */
export const ERROR_FALLBACK = /* @__PURE__ */ perLanguage('errorFallback');

/** i18n key of a message, for translation files that override ours (e.g. 'error.orderNotFound'). */
export function messageKey(id: MessageId): string {
  return `error.${id}`;
}

/** The message id a code shows; the generic message for codes outside the catalogue. */
export function messageIdOfCode(code: number): MessageId {
  return Object.hasOwn(MESSAGE_OF_CODE, code) ? MESSAGE_OF_CODE[code as ErrorCode] : 'generic';
}

/**
 * Fills {{name}} placeholders. Callers pass every parameter a message takes (ERROR_MESSAGE_PARAMS
 * in error-codes.ts); a missing one is left out rather than shown as '{{name}}'.
 */
export function interpolate(text: string, params: Readonly<Record<string, string | number>> = {}): string {
  return text
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : '',
    )
    .replace(/ {2,}/g, ' ');
}

/** A text of the message catalogue in a language (matched by prefix, else en-US). */
export function uiMessage(id: MessageId, language: string | null | undefined): string {
  return messagesFor(language)[id];
}

/**
 * The message of an error code in a language, with {{params}} filled. Unknown codes give the
 * generic fallback; unknown languages are matched by prefix, else English.
 */
export function errorMessage(
  code: number,
  language: string | null | undefined,
  params?: Readonly<Record<string, string | number>>,
): string {
  return interpolate(uiMessage(messageIdOfCode(code), language), params);
}
