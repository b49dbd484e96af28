import { describe, expect, it } from 'vitest';
import { findDate } from './index';

const TODAY = '2026-11-26'; // a Thursday

describe('dates (spec 9: German and Czech D.M.YYYY, French DD/MM/YYYY)', () => {
  it('relative days in each language', () => {
    expect(findDate('it came yesterday', 'en-US', TODAY)).toBe('2026-11-25');
    expect(findDate('the day before yesterday', 'en-US', TODAY)).toBe('2026-11-24');
    expect(findDate('today', 'en-US', TODAY)).toBe(TODAY);
    expect(findDate('gestern', 'de-DE', TODAY)).toBe('2026-11-25');
    expect(findDate('vorgestern', 'de-DE', TODAY)).toBe('2026-11-24');
    expect(findDate('avant-hier', 'fr-FR', TODAY)).toBe('2026-11-24');
    expect(findDate('wczoraj', 'pl-PL', TODAY)).toBe('2026-11-25');
    expect(findDate('včera', 'cs-CZ', TODAY)).toBe('2026-11-25');
    expect(findDate('anteayer', 'es-ES', TODAY)).toBe('2026-11-24');
    expect(findDate('ontem', 'pt-PT', TODAY)).toBe('2026-11-25');
    expect(findDate("l'altro ieri", 'it-IT', TODAY)).toBe('2026-11-24');
    expect(findDate('gisteren', 'nl-NL', TODAY)).toBe('2026-11-25');
  });

  it('units back from today: "3 days ago", words, "a week ago", "last week", months', () => {
    expect(findDate('3 days ago', 'en-US', TODAY)).toBe('2026-11-23');
    expect(findDate('two weeks ago', 'en-US', TODAY)).toBe('2026-11-12');
    expect(findDate('a week ago', 'en-US', TODAY)).toBe('2026-11-19');
    expect(findDate('last week', 'en-US', TODAY)).toBe('2026-11-19');
    expect(findDate('last month', 'en-US', TODAY)).toBe('2026-10-26');
    expect(findDate('vor 3 Tagen', 'de-DE', TODAY)).toBe('2026-11-23');
    expect(findDate('il y a 5 jours', 'fr-FR', TODAY)).toBe('2026-11-21');
    expect(findDate('la semaine dernière', 'fr-FR', TODAY)).toBe('2026-11-19');
    expect(findDate('před týdnem', 'cs-CZ', TODAY)).toBe('2026-11-19');
    expect(findDate('w zeszłym tygodniu', 'pl-PL', TODAY)).toBe('2026-11-19');
    expect(findDate('hace dos semanas', 'es-ES', TODAY)).toBe('2026-11-12');
    expect(findDate('há 3 dias', 'pt-PT', TODAY)).toBe('2026-11-23');
    expect(findDate('2 giorni fa', 'it-IT', TODAY)).toBe('2026-11-24');
    expect(findDate('5 dagen geleden', 'nl-NL', TODAY)).toBe('2026-11-21');
    // A month back from the 31st is the last day of the shorter month.
    expect(findDate('a month ago', 'en-US', '2026-03-31')).toBe('2026-02-28');
    // A duration is no date.
    expect(findDate('it took 3 days', 'en-US', TODAY)).toBeUndefined();
  });

  it('weekdays: the latest such day before today', () => {
    expect(findDate('last monday', 'en-US', TODAY)).toBe('2026-11-23');
    expect(findDate('on Thursday', 'en-US', TODAY)).toBe('2026-11-19');
    expect(findDate('am Freitag', 'de-DE', TODAY)).toBe('2026-11-20');
    expect(findDate('lundi dernier', 'fr-FR', TODAY)).toBe('2026-11-23');
    expect(findDate('v pondělí', 'cs-CZ', TODAY)).toBe('2026-11-23');
  });

  it('digits in each language order', () => {
    expect(findDate('on 2026-11-20', 'en-US', TODAY)).toBe('2026-11-20');
    expect(findDate('on 11/20', 'en-US', TODAY)).toBe('2026-11-20');
    expect(findDate('on 11/20/2026', 'en-US', TODAY)).toBe('2026-11-20');
    expect(findDate('le 20/11/2026', 'fr-FR', TODAY)).toBe('2026-11-20');
    expect(findDate('le 20/11', 'fr-FR', TODAY)).toBe('2026-11-20');
    expect(findDate('am 20.11.2026', 'de-DE', TODAY)).toBe('2026-11-20');
    expect(findDate('am 3.11.', 'de-DE', TODAY)).toBe('2026-11-03');
    expect(findDate('dne 3.11.2026', 'cs-CZ', TODAY)).toBe('2026-11-03');
    expect(findDate('op 20-11-2026', 'nl-NL', TODAY)).toBe('2026-11-20');
    expect(findDate('on 11/20/25', 'en-US', TODAY)).toBe('2025-11-20');
  });

  it('a date without a year is in the past: December is last year', () => {
    expect(findDate('on 12/24', 'en-US', TODAY)).toBe('2025-12-24');
    expect(findDate('le 24 décembre', 'fr-FR', TODAY)).toBe('2025-12-24');
  });

  it('month names beside a day number, with or without a year', () => {
    expect(findDate('on March 3rd', 'en-US', TODAY)).toBe('2026-03-03');
    expect(findDate('on 3 March 2025', 'en-US', TODAY)).toBe('2025-03-03');
    expect(findDate('el 12 de marzo', 'es-ES', TODAY)).toBe('2026-03-12');
    expect(findDate('el 12 de marzo de 2025', 'es-ES', TODAY)).toBe('2025-03-12');
    expect(findDate('am 3. März', 'de-DE', TODAY)).toBe('2026-03-03');
    expect(findDate('3 marca', 'pl-PL', TODAY)).toBe('2026-03-03');
    expect(findDate('3. března', 'cs-CZ', TODAY)).toBe('2026-03-03');
    expect(findDate('3 maart', 'nl-NL', TODAY)).toBe('2026-03-03');
    expect(findDate('3 de março', 'pt-PT', TODAY)).toBe('2026-03-03');
    expect(findDate('il 3 marzo', 'it-IT', TODAY)).toBe('2026-03-03');
    // "may" is a month only beside a day.
    expect(findDate('may I return it', 'en-US', TODAY)).toBeUndefined();
    // Only "de" or "of" may stand between the day and the month.
    expect(findDate('3 big March', 'en-US', TODAY)).toBeUndefined();
  });

  it('no date: impossible days, old years, plain numbers, nothing', () => {
    expect(findDate('on 2/31', 'en-US', TODAY)).toBeUndefined();
    expect(findDate('31 février', 'fr-FR', TODAY)).toBeUndefined();
    expect(findDate('1/1/1999', 'en-US', TODAY)).toBeUndefined();
    expect(findDate('version 1.5', 'de-DE', TODAY)).toBeUndefined();
    expect(findDate('12-03', 'nl-NL', TODAY)).toBeUndefined();
    expect(findDate('40 march', 'en-US', TODAY)).toBeUndefined();
    expect(findDate('29 february', 'en-US', TODAY)).toBeUndefined();
    expect(findDate('hello', 'en-US', TODAY)).toBeUndefined();
  });
});
