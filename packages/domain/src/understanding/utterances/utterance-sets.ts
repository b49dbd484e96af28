// The labelled utterances of the nine languages (see ../README.md: how they were written and split).
import type { LanguageCode } from '../../languages';
import type { UtteranceSet } from '../evaluate-utterances';
import csCZ from './cs-CZ.json';
import deDE from './de-DE.json';
import enUS from './en-US.json';
import esES from './es-ES.json';
import frFR from './fr-FR.json';
import itIT from './it-IT.json';
import nlNL from './nl-NL.json';
import plPL from './pl-PL.json';
import ptPT from './pt-PT.json';

export const UTTERANCE_SETS = {
  'en-US': enUS,
  'es-ES': esES,
  'pl-PL': plPL,
  'pt-PT': ptPT,
  'it-IT': itIT,
  'nl-NL': nlNL,
  'de-DE': deDE,
  'cs-CZ': csCZ,
  'fr-FR': frFR,
} as Record<LanguageCode, UtteranceSet>;
