// The claim update e-mails' words in the nine languages (spec section 9): one JSON catalogue per
// language in `locales/`, in the web's format ({{name}} placeholders), as the assistant's (decision
// 062). Imported, so the bundled server carries them and a catalogue missing a key fails the
// typecheck; a test checks every language has every placeholder the English text uses.
import type { EmailedClaimStatus } from '@rc/domain/claim-lifecycle';
import type { LanguageCode } from '@rc/domain/languages';
import cs from './locales/cs-CZ.json';
import de from './locales/de-DE.json';
import en from './locales/en-US.json';
import es from './locales/es-ES.json';
import fr from './locales/fr-FR.json';
import it from './locales/it-IT.json';
import nl from './locales/nl-NL.json';
import pl from './locales/pl-PL.json';
import pt from './locales/pt-PT.json';

export interface ClaimEmailTexts {
  /** Subject per status; {{claim}} is the claim number, {{merchant}} the store. */
  subject: Record<EmailedClaimStatus, string>;
  /** The message per status; {{order}} is the order number, {{amount}} the claim's amount. */
  body: Record<EmailedClaimStatus, string>;
  greeting: string;
  greetingNamed: string;
  /** Introduces the merchant's own words (a rejection's reason, what evidence is needed). */
  merchantSays: string;
  claimLabel: string;
  orderLabel: string;
  amountLabel: string;
  cardLabel: string;
  expiryLabel: string;
  viewClaim: string;
  useCard: string;
  fallback: string;
  why: string;
}

export const CLAIM_EMAIL_TEXTS: Record<LanguageCode, ClaimEmailTexts> = {
  'en-US': en,
  'es-ES': es,
  'pl-PL': pl,
  'pt-PT': pt,
  'it-IT': it,
  'de-DE': de,
  'cs-CZ': cs,
  'fr-FR': fr,
  'nl-NL': nl,
};
