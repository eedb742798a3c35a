/** What the card form can tell from the digits alone; the processor decides the rest. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function cardBrand(number: string): CardBrand {
  const digits = digitsOnly(number);
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  const first4 = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (first4 >= 2221 && first4 <= 2720)) return 'mastercard';
  return 'unknown';
}

/** Groups as printed on the card: 4-6-5 for American Express, fours otherwise; at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, 19);
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "0428" / "04/28" / "4/28" -> "04/28" while typing; the slash appears after the month. */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  if (digits.length <= 2) return digits.length === 2 ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export interface ParsedExpiry {
  month: number;
  year: number;
}

/** MM/YY -> month and four-digit year; null when it is not a month of a year. */
export function parseExpiry(value: string): ParsedExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'postalCode' | 'holder';

export interface CardValues {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
  postalCode: string;
}

/**
 * Only the checks a person needs before sending: every field filled and of a plausible
 * shape. Whether the number is real, expired, or its CVC or ZIP right is the processor's
 * answer (each with its own message, 001 §8): the test cards exercise exactly those answers.
 */
export function cardFormErrors(values: CardValues): Partial<Record<CardField, 'required' | 'invalid'>> {
  const errors: Partial<Record<CardField, 'required' | 'invalid'>> = {};
  const number = digitsOnly(values.number);
  if (!values.holder.trim()) errors.holder = 'required';
  if (!number) errors.number = 'required';
  else if (number.length < 12 || number.length > 19) errors.number = 'invalid';
  if (!values.expiry.trim()) errors.expiry = 'required';
  else if (!parseExpiry(values.expiry)) errors.expiry = 'invalid';
  const cvc = digitsOnly(values.cvc);
  if (!cvc) errors.cvc = 'required';
  else if (cvc.length < 3 || cvc.length > 4) errors.cvc = 'invalid';
  if (!values.postalCode.trim()) errors.postalCode = 'required';
  return errors;
}

/** A light IBAN shape and ISO 13616 mod-97 check; the processor validates the mandate itself. */
export function isPlausibleIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export function formatIban(value: string): string {
  return value
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}
