import type { TFunction } from 'i18next';
import { HttpError, isRecord } from '../http/http-error.ts';

/** The sentence a form shows for a failed request: the server's own message when it sent one (000 §8). */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof HttpError) {
    if (error.status >= 500) return t('common:errors.masked');
    const hasMessage = isRecord(error.body) && typeof error.body.message === 'string' && error.body.message.length > 0;
    return hasMessage ? error.message : t('common:errors.generic');
  }
  return t('common:errors.network');
}
