import {
  isNotificationKey,
  type Locale,
  missingNotificationParams,
  NOTIFICATION_CATALOGUE,
  type NotificationKey,
  type NotificationLink,
  type NotificationParamKind,
} from '@parla/contracts';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';

/** What a notification reads and where it leads, in the viewer's language and zone. */
export interface NotificationContent {
  text: string;
  href: string;
}

export interface NotificationFormat {
  locale: Locale;
  /** An ISO instant as the viewer reads it (their zone and clock). */
  dateTime: (iso: string) => string;
}

interface StoredNotification {
  type: string;
  contentKeys: readonly string[];
  contentValues: unknown;
}

/** The i18n key of a catalogue entry, in the `student` namespace. */
export const notificationTextKey = (key: NotificationKey) => `notifications.kinds.${key}`;

/** Where each link target leads; `classDetails` takes the stored classUid, `paymentFailed` the purchaseId. */
export function notificationHref(link: NotificationLink, locale: Locale, values: Record<string, unknown>): string {
  switch (link) {
    case 'classDetails':
      return buildPath(studentPaths.classDetails, { locale, classId: String(values.classUid) });
    case 'paymentFailed':
      return buildPath(studentPaths.paymentFailed, { locale, purchaseId: String(values.purchaseId) });
    case 'challenge':
      return buildPath(studentPaths.challenge, { locale, challengeName: String(values.challenge) });
    case 'booking':
    case 'membership':
    case 'billing':
    case 'referrals':
    case 'practice':
    case 'achievements':
    case 'certificates':
    case 'today':
      return buildPath(studentPaths[link], { locale });
  }
}

/** The stored key: `classBooked`, or `notifications.classBooked` as rows written before the catalogue say. */
function catalogueKey(notification: StoredNotification): NotificationKey | null {
  const raw = notification.contentKeys[0]?.replace(/^notifications\./, '');
  return isNotificationKey(raw) ? raw : null;
}

function asRecord(values: unknown): Record<string, unknown> {
  return typeof values === 'object' && values !== null && !Array.isArray(values) ? (values as Record<string, unknown>) : {};
}

/**
 * The sentence and link of a notification (001 §3: contentKeys + contentValues, rendered by the
 * client): the catalogue entry names the sentence and the link, its params are formatted by
 * kind (instants in the viewer's zone, money from cents) and interpolated by i18next. A
 * message the catalogue does not know, or one stored without its values, reads as a generic
 * message leading to Today rather than showing a raw placeholder.
 */
export function notificationContent(notification: StoredNotification, t: TFunction, format: NotificationFormat): NotificationContent {
  const values = asRecord(notification.contentValues);
  const key = catalogueKey(notification);
  if (!key || missingNotificationParams(key, values).length > 0) {
    return { text: t('notifications.generic'), href: buildPath(studentPaths.today, { locale: format.locale }) };
  }
  const entry = NOTIFICATION_CATALOGUE[key];
  const params: Record<string, NotificationParamKind> = entry.params;
  const interpolation: Record<string, string | number> = {};
  for (const [name, kind] of Object.entries(params)) {
    const value = values[name];
    if (kind === 'instant') interpolation[name] = format.dateTime(String(value));
    else if (kind === 'count') {
      interpolation[name] = Number(value);
      interpolation.count = Number(value);
    } else if (kind === 'cents') {
      // Under its own name (a price change names two) and as `amount` (the one-sum messages).
      const money = formatMoney({ amount: Number(value), currency: String(values.currency) }, format.locale);
      interpolation[name] = money;
      interpolation.amount = money;
    } else interpolation[name] = String(value);
  }
  return {
    text: t(notificationTextKey(key), interpolation),
    href: notificationHref(entry.link, format.locale, values),
  };
}
