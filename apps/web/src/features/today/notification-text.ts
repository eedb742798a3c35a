import type { StudentNotification } from './today-documents.ts';

/** contentValues is free JSON: only plain strings and numbers may reach a translated sentence. */
export function notificationValues(values: unknown): Record<string, string | number> {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return {};
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

/** The i18n keys to try for a notification: its content keys first, then one per type. */
export function notificationKeys(notification: Pick<StudentNotification, 'type' | 'contentKeys'>): string[] {
  return [...notification.contentKeys.map((key) => `today.notificationTexts.${key}`), `today.notificationTexts.${notification.type}`];
}
