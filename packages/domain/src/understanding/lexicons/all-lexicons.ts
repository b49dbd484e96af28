// The lexicon of each of the nine languages.
import type { LanguageCode } from '../../languages';
import type { Lexicon } from '../lexicon';
import { CS_CZ } from './cs-cz';
import { DE_DE } from './de-de';
import { EN_US } from './en-us';
import { ES_ES } from './es-es';
import { FR_FR } from './fr-fr';
import { IT_IT } from './it-it';
import { NL_NL } from './nl-nl';
import { PL_PL } from './pl-pl';
import { PT_PT } from './pt-pt';

export const LEXICONS: Record<LanguageCode, Lexicon> = {
  'en-US': EN_US,
  'es-ES': ES_ES,
  'pl-PL': PL_PL,
  'pt-PT': PT_PT,
  'it-IT': IT_IT,
  'nl-NL': NL_NL,
  'de-DE': DE_DE,
  'cs-CZ': CS_CZ,
  'fr-FR': FR_FR,
};
