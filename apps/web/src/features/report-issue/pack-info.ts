// The package information form (add-dimensions): what is typed, and the packInfo it gives.
import type { PackInfo } from './stores/claim-flow-store';

export const PACKAGE_CONDITIONS = ['intact', 'damaged', 'opened', 'missing'] as const;
export type PackageCondition = (typeof PACKAGE_CONDITIONS)[number];

/** The contract's ranges: weight in whole grams, sides in centimetres. */
export const PACK_LIMITS = {
  weightKg: { min: 0.001, max: 1000 },
  sideCm: { min: 0.1, max: 1000 },
} as const;

export interface PackForm {
  packageCondition: PackageCondition | '';
  weightKg: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
}

export type PackField = Exclude<keyof PackForm, 'packageCondition'>;

/** Reads a number typed with a comma or a point as decimal mark; NaN for anything else. */
export function readDecimal(text: string): number {
  const cleaned = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

function shown(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The form as a saved packInfo shows it. */
export function packFormOf(packInfo: PackInfo): PackForm {
  return {
    packageCondition: packInfo.packageCondition ?? '',
    weightKg: packInfo.weightGrams ? String(packInfo.weightGrams / 1000) : '',
    lengthCm: shown(packInfo.lengthCm),
    widthCm: shown(packInfo.widthCm),
    heightCm: shown(packInfo.heightCm),
  };
}

/** The fields that are not a number in range ('' is fine: every field is optional). */
export function invalidPackFields(form: PackForm): PackField[] {
  const invalid: PackField[] = [];
  const check = (field: PackField, range: { min: number; max: number }) => {
    if (form[field].trim() === '') return;
    const value = readDecimal(form[field]);
    if (!(value >= range.min && value <= range.max)) invalid.push(field);
  };
  check('weightKg', PACK_LIMITS.weightKg);
  check('lengthCm', PACK_LIMITS.sideCm);
  check('widthCm', PACK_LIMITS.sideCm);
  check('heightCm', PACK_LIMITS.sideCm);
  return invalid;
}

/** The packInfo of a form; fields left empty or not valid are left out. */
export function packInfoOf(form: PackForm): PackInfo {
  const invalid = new Set(invalidPackFields(form));
  const number = (field: PackField) =>
    form[field].trim() === '' || invalid.has(field) ? null : readDecimal(form[field]);
  const weightKg = number('weightKg');
  return {
    packageCondition: form.packageCondition || null,
    weightGrams: weightKg === null ? null : Math.max(1, Math.round(weightKg * 1000)),
    lengthCm: number('lengthCm'),
    widthCm: number('widthCm'),
    heightCm: number('heightCm'),
  };
}
