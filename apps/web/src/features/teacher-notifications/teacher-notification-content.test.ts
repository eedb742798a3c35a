import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEACHER_NOTIFICATION_CATALOGUE, TEACHER_NOTIFICATION_KEYS } from '@parla/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { teacherNotificationContent, teacherNotificationTextKey } from './teacher-notification-content.ts';

const LOCALES_DIR = join(import.meta.dirname, '../../shared/i18n/locales');
const LANGUAGES = ['en', 'de'] as const;
const i18n = i18next.createInstance();
await i18n.init({
  resources: Object.fromEntries(
    LANGUAGES.map((l) => [l, { teacher: JSON.parse(readFileSync(join(LOCALES_DIR, l, 'teacher.json'), 'utf8')) }]),
  ),
  lng: 'en',
  fallbackLng: false,
  ns: ['teacher'],
  defaultNS: 'teacher',
  initAsync: false,
  showSupportNotice: false,
});

const values = {
  lesson: 'Ordering at the café',
  startDate: '2026-11-25T09:00:00.000Z',
  classUid: 'cabc123',
  dueAt: '2026-11-26T10:00:00.000Z',
};
const format = (locale: 'en' | 'de') => ({ locale, dateTime: (iso: string) => `[${iso.slice(0, 16)}]` });

describe('teacher notification catalogue', () => {
  it.each(LANGUAGES)('%s has a sentence for every message, with its values and a link to the class', (locale) => {
    for (const key of TEACHER_NOTIFICATION_KEYS) {
      expect(i18n.exists(teacherNotificationTextKey(key), { lng: locale }), `${locale}: ${key}`).toBe(true);
      const { text, href } = teacherNotificationContent(
        { contentKeys: [key], contentValues: values },
        i18n.getFixedT(locale),
        format(locale),
      );
      expect(text).not.toMatch(/\{\{|\}\}/);
      expect(text).toContain(values.lesson);
      expect(text).toContain('[2026-11-25T09:00]');
      if ('dueAt' in TEACHER_NOTIFICATION_CATALOGUE[key].params) expect(text).toContain('[2026-11-26T10:00]');
      expect(href).toBe(`/${locale}/classes/cabc123`);
    }
  });

  it('an unknown or incomplete message reads as a generic one leading home', () => {
    const t = i18n.getFixedT('en');
    expect(teacherNotificationContent({ contentKeys: ['classBooked'], contentValues: values }, t, format('en'))).toEqual({
      text: 'You have a message from Parla.',
      href: '/en/home',
    });
    expect(teacherNotificationContent({ contentKeys: ['classLogDueSoon'], contentValues: { lesson: 'x' } }, t, format('en')).href).toBe(
      '/en/home',
    );
  });
});
