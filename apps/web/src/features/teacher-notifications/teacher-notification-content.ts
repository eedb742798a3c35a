import {
  isTeacherNotificationKey,
  type Locale,
  missingNotificationParams,
  type NotificationParamKind,
  TEACHER_NOTIFICATION_CATALOGUE,
  type TeacherNotificationKey,
  type TeacherNotificationLink,
} from '@parla/contracts';
import type { TFunction } from 'i18next';
import { buildPath } from '../../shared/routing/build-path.ts';
import { teacherPaths } from '../../shared/routing/teacher-paths.ts';

export interface TeacherNotificationContent {
  text: string;
  href: string;
}

interface StoredNotification {
  contentKeys: readonly string[];
  contentValues: unknown;
}

/** The i18n key of a catalogue entry, in the `teacher` namespace. */
export const teacherNotificationTextKey = (key: TeacherNotificationKey) => `notifications.kinds.${key}`;

function teacherHref(link: TeacherNotificationLink, locale: Locale, values: Record<string, unknown>): string {
  switch (link) {
    case 'teacherClass':
      return buildPath(teacherPaths.teacherClass, { locale, classId: String(values.classUid) });
  }
}

/**
 * A teacher notification's sentence and link, in the viewer's language and zone (instants through
 * `dateTime`). A message the catalogue does not know, or one stored without its values, reads as
 * a generic message leading home rather than showing a placeholder.
 */
export function teacherNotificationContent(
  notification: StoredNotification,
  t: TFunction,
  format: { locale: Locale; dateTime: (iso: string) => string },
): TeacherNotificationContent {
  const values =
    typeof notification.contentValues === 'object' && notification.contentValues !== null
      ? (notification.contentValues as Record<string, unknown>)
      : {};
  const key = notification.contentKeys[0];
  if (!isTeacherNotificationKey(key) || missingNotificationParams(key, values).length > 0) {
    return { text: t('notifications.generic'), href: buildPath(teacherPaths.home, { locale: format.locale }) };
  }
  const entry = TEACHER_NOTIFICATION_CATALOGUE[key];
  const params: Record<string, NotificationParamKind> = entry.params;
  const interpolation: Record<string, string> = {};
  for (const [name, kind] of Object.entries(params)) {
    interpolation[name] = kind === 'instant' ? format.dateTime(String(values[name])) : String(values[name]);
  }
  return { text: t(teacherNotificationTextKey(key), interpolation), href: teacherHref(entry.link, format.locale, values) };
}
