import type { CardBrand, DeclineCode } from '@parla/contracts';

/**
 * The test processor's card numbers (docs/api/commerce.graphql), modelled on the common
 * processors' test modes: the number decides what a charge does.
 */
export type CardBehaviour =
  | { kind: 'ok' }
  | { kind: 'decline'; code: DeclineCode }
  /** Saves and verifies fine; every real charge later declines (a renewal that fails). */
  | { kind: 'decline_on_charge' }
  | { kind: 'requires_action' };

const SPECIAL: Record<string, CardBehaviour> = {
  '4000000000000002': { kind: 'decline', code: 'card_declined' },
  '4000000000009995': { kind: 'decline', code: 'insufficient_funds' },
  '4000000000000069': { kind: 'decline', code: 'expired_card' },
  '4000000000000127': { kind: 'decline', code: 'incorrect_cvc' },
  '4000000000000036': { kind: 'decline', code: 'incorrect_zip' },
  '4000000000009987': { kind: 'decline', code: 'lost_card' },
  '4000000000009979': { kind: 'decline', code: 'stolen_card' },
  '4000002500003155': { kind: 'requires_action' },
  '4000000000000341': { kind: 'decline_on_charge' },
};

/** Published test numbers (ours above and the common processors' best known): never a real card. */
const PUBLISHED_TEST_CARDS = new Set([
  ...Object.keys(SPECIAL),
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '5105105105105100',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '3056930009020004',
  '4000002760003184',
  '4000000000003220',
]);

export function isKnownTestCard(number: string): boolean {
  return PUBLISHED_TEST_CARDS.has(number.replace(/[\s-]/g, ''));
}

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): CardBrand | null {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return null;
}

export function cardBehaviour(number: string): CardBehaviour {
  return SPECIAL[number] ?? { kind: 'ok' };
}

export function encodeBehaviour(b: CardBehaviour): string {
  return b.kind === 'decline' ? `decline:${b.code}` : b.kind;
}

export function decodeBehaviour(
  value: string,
): CardBehaviour | { kind: 'sepa_ok' } | { kind: 'sepa_fail' } | { kind: 'paypal'; decline: boolean } {
  if (value.startsWith('decline:')) return { kind: 'decline', code: value.slice(8) as DeclineCode };
  if (value === 'paypal_ok' || value === 'paypal_decline') return { kind: 'paypal', decline: value === 'paypal_decline' };
  return { kind: value } as CardBehaviour | { kind: 'sepa_ok' } | { kind: 'sepa_fail' };
}

/** ISO 13616 check digits (mod 97 = 1). */
export function ibanValid(raw: string): boolean {
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** SEPA test accounts: this one is debited later with insufficient funds; every other valid IBAN settles. */
export const SEPA_FAILING_IBAN = 'DE62370400440532013001';
