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

export function formatIban(value: string): string {
  return value
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}
