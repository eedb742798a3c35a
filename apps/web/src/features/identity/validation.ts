import { PASSWORD_MIN_LENGTH } from '@parla/contracts';
import type { TFunction } from 'i18next';

/** Client-side checks mirror the server's floor (000 §5); the server stays the authority. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string, t: TFunction): string | undefined {
  if (!value.trim()) return t('validation.emailRequired');
  if (!EMAIL.test(value.trim())) return t('validation.emailInvalid');
  return undefined;
}

export function checkNewPassword(value: string, t: TFunction): string | undefined {
  if (value.length < PASSWORD_MIN_LENGTH) return t('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  return undefined;
}

/** Drops the fields that passed. */
export function compact(errors: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) if (message) result[field] = message;
  return result;
}
