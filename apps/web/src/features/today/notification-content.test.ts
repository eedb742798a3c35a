import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale, NOTIFICATION_CATALOGUE, NOTIFICATION_KEYS, type NotificationParamKind } from '@parla/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../shared/i18n/format-date-time.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { notificationContent, notificationTextKey } from './notification-content.ts';

/**
 * Every message of NOTIFICATION_CATALOGUE, rendered as the web renders it, in every locale the
 * web serves (those without a catalogue fall back to English, like the app): no placeholder
 * left, the stored values in the sentence, a link to a real student page. A catalogue entry
 * without a sentence in a catalogue language fails here.
 */
const LOCALES_DIR = join(import.meta.dirname, '../../shared/i18n/locales');
const CATALOGUE_LOCALES = readdirSync(LOCALES_DIR).filter((dir) => {
  try {
    readFileSync(join(LOCALES_DIR, dir, 'student.json'));
    return true;
  } catch {
    return false;
  }
});

const i18n = i18next.createInstance();
await i18n.init({
  resources: Object.fromEntries(
    CATALOGUE_LOCALES.map((locale) => [locale, { student: JSON.parse(readFileSync(join(LOCALES_DIR, locale, 'student.json'), 'utf8')) }]),
  ),
  lng: 'en',
  fallbackLng: 'en',
  ns: ['student'],
  defaultNS: 'student',
  initAsync: false,
  showSupportNotice: false,
});

const SAMPLE: Record<NotificationParamKind, unknown> = {
  text: 'Ordering at the café',
  instant: '2026-11-25T09:00:00.000Z',
  count: 2,
  id: '5f0c7c1e-8a2b-4c3d-9e4f-a1b2c3d4e5f6',
  cents: 1900,
  currency: 'EUR',
};

const valuesOf = (key: (typeof NOTIFICATION_KEYS)[number]) =>
  Object.fromEntries(
    Object.entries(NOTIFICATION_CATALOGUE[key].params as Record<string, NotificationParamKind>).map(([name, kind]) => [name, SAMPLE[kind]]),
  );

const format = (locale: Locale) => ({
  locale,
  dateTime: (iso: string) => formatDateTime(iso, { locale, timeZone: 'Europe/Berlin', dateStyle: 'medium' }),
});

/** A student page of the learn area, as a pattern: /en/account/class/details/:classId -> regexp. */
const STUDENT_PAGES = Object.values(studentPaths).map((path) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/?]+')}$`));

describe('notification catalogue', () => {
  it.each(CATALOGUE_LOCALES)('%s has its own sentence for every message (no English fallback)', (locale) => {
    const missing = NOTIFICATION_KEYS.filter((key) => {
      const plural = Object.values(NOTIFICATION_CATALOGUE[key].params).includes('count' as never);
      return !i18n.exists(notificationTextKey(key) + (plural ? '_other' : ''), { lng: locale, fallbackLng: false });
    });
    expect(missing).toEqual([]);
  });

  const cases = LOCALES.flatMap((locale) => NOTIFICATION_KEYS.map((key) => [locale, key] as const));
  it.each(cases)('%s: %s reads with its values and links to a student page', (locale, key) => {
    const t = i18n.getFixedT(locale, 'student');
    const entry = NOTIFICATION_CATALOGUE[key];
    const { text, href } = notificationContent({ type: entry.type, contentKeys: [key], contentValues: valuesOf(key) }, t, format(locale));
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(text).not.toContain('notifications.');
    expect(text).not.toBe(t('notifications.generic'));
    // Each placeholder of the sentence is a stored value (or one derived from them), and shows formatted.
    const params = entry.params as Record<string, NotificationParamKind>;
    const plural = Object.values(params).includes('count');
    const template = String(
      i18n.getResource(CATALOGUE_LOCALES.includes(locale) ? locale : 'en', 'student', notificationTextKey(key) + (plural ? '_other' : '')),
    );
    for (const [, name] of template.matchAll(/\{\{(\w+)\}\}/g)) {
      const kind = name === 'amount' ? 'cents' : name === 'count' ? 'count' : params[name];
      expect(kind, `${key} uses {{${name}}}, which the catalogue does not store`).toBeDefined();
      if (kind === 'text') expect(text).toContain(SAMPLE.text);
      if (kind === 'count') expect(text).toContain('2');
      if (kind === 'instant') expect(text).toContain(format(locale).dateTime(SAMPLE.instant as string));
      if (kind === 'cents') expect(text).toMatch(/19[.,]00/);
    }
    expect(href.startsWith(`/${locale}/`)).toBe(true);
    expect(href).not.toMatch(/undefined|null|\?/);
    expect(
      STUDENT_PAGES.some((page) => page.test(href)),
      href,
    ).toBe(true);
  });

  it('a class message links to its class and says its lesson, in German too', () => {
    const values = { lesson: 'Im Café bestellen', startDate: SAMPLE.instant, classUid: 'c-123' };
    const en = notificationContent(
      { type: 'class_booked', contentKeys: ['classBooked'], contentValues: values },
      i18n.getFixedT('en', 'student'),
      format('en'),
    );
    expect(en).toEqual({ text: 'Your class “Im Café bestellen” is booked.', href: '/en/account/class/details/c-123' });
    const de = notificationContent(
      { type: 'class_booked', contentKeys: ['classBooked'], contentValues: values },
      i18n.getFixedT('de', 'student'),
      format('de'),
    );
    expect(de).toEqual({ text: 'Dein Kurs „Im Café bestellen“ ist gebucht.', href: '/de/account/class/details/c-123' });
  });

  it('rows stored before the catalogue (notifications.<key>) still read, and a row without its values never shows a placeholder', () => {
    const t = i18n.getFixedT('en', 'student');
    const legacy = notificationContent(
      {
        type: 'class_booked',
        contentKeys: ['notifications.classBooked'],
        contentValues: { lesson: 'Small talk', startDate: SAMPLE.instant, classUid: 'u1' },
      },
      t,
      format('en'),
    );
    expect(legacy.text).toBe('Your class “Small talk” is booked.');
    const bare = notificationContent(
      { type: 'class_booked', contentKeys: ['classBooked'], contentValues: { classUid: 'u1' } },
      t,
      format('en'),
    );
    expect(bare).toEqual({ text: 'You have a message from Parla.', href: '/en/account/home' });
    const unknown = notificationContent({ type: 'mystery', contentKeys: [], contentValues: null }, t, format('en'));
    expect(unknown.text).not.toContain('{{');
  });
});
