// What a provider call's log line may carry (decision 057): the provider, the method, the address
// without its query values, the status, the try and the time; never a header, a body, a key or a
// card. Error texts go through the server's log scrubber (log-options.ts) and then lose the
// client's own secrets, bearer tokens and anything shaped like a card number.
import { scrubLogText, urlWithoutQueryValues } from '../log-options';

/** 13 to 19 digits, alone or in groups split by spaces or dashes (a payment card's number). */
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g;
const BEARER = /\b(Bearer|Basic)\s+[^\s,;]+/gi;

/** The text with the given secrets, bearer credentials, card numbers, e-mails and tokens removed. */
export function scrubText(text: string, secrets: readonly string[] = []): string {
  let scrubbed = text;
  for (const secret of secrets) {
    if (secret.length >= 4) scrubbed = scrubbed.split(secret).join('[secret]');
  }
  return scrubLogText(scrubbed.replace(BEARER, '$1 [secret]')).replace(CARD_NUMBER, '[card]');
}

/** `https://host/path?key=value` → `https://host/path?key=[redacted]`, itself scrubbed. */
export function scrubUrl(url: string, secrets: readonly string[] = []): string {
  return scrubText(urlWithoutQueryValues(url), secrets);
}
