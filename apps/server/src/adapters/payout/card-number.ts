// Card numbers of the sandbox issuer: 16 digits, Visa's leading 4, the Luhn check digit last
// (ISO/IEC 7812), derived from a random secret of each card.
import { createHmac } from 'node:crypto';

/** The Luhn check digit of a number without it. */
export function luhnCheckDigit(partial: string): number {
  let sum = 0;
  for (let index = 0; index < partial.length; index++) {
    // Doubling starts with the rightmost digit of the partial number (it sits left of the check digit).
    let digit = Number(partial[partial.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the digits end in their Luhn check digit. */
export function isLuhnValid(number: string): boolean {
  return /^\d{2,19}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.at(-1));
}

function digitsFrom(secret: Buffer, purpose: string, count: number): string {
  const value = BigInt(`0x${createHmac('sha256', secret).update(purpose).digest('hex')}`);
  // 256 bits reduced modulo 10^count: the bias is far below anything observable.
  return (value % 10n ** BigInt(count)).toString().padStart(count, '0');
}

/** A Visa-like card number and CVV from a card's random secret. */
export function cardFromSecret(secret: Buffer): { number: string; cvv: string } {
  const partial = `4${digitsFrom(secret, 'pan', 14)}`;
  return { number: `${partial}${luhnCheckDigit(partial)}`, cvv: digitsFrom(secret, 'cvv', 3) };
}

/** '•••• •••• •••• 4242'. */
export function maskCardNumber(number: string): string {
  return `•••• •••• •••• ${number.slice(-4)}`;
}

/** The number in groups of four, as printed on a card. */
export function groupCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
