import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@parla/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from '../../shared/i18n/format-date-time.ts';
import { notOpenText } from './not-open-text.ts';

const LOCALES_DIR = join(import.meta.dirname, '../../shared/i18n/locales');
const i18n = i18next.createInstance();
await i18n.init({
  resources: Object.fromEntries(
    ['en', 'de'].map((l) => [l, { classroom: JSON.parse(readFileSync(join(LOCALES_DIR, l, 'classroom.json'), 'utf8')) }]),
  ),
  fallbackLng: 'en',
  ns: ['classroom'],
  initAsync: false,
  showSupportNotice: false,
});

const viewer = (locale: Locale) => ({
  dateTime: (v: Date | string, o?: { dateStyle?: 'full' | 'long' | 'medium' | 'short'; dateOnly?: boolean }) =>
    formatDateTime(v, { locale, timeZone: 'Europe/Berlin', timeFormat: 'ISO8601', dateStyle: 'medium', ...o }),
  time: (v: Date | string) => formatTime(v, { locale, timeZone: 'Europe/Berlin', timeFormat: 'ISO8601' }),
});

describe('the classroom-not-open sentence', () => {
  it.each([
    ['en', 'The classroom opens 5 minutes before the class starts, on Thursday, November 26, 2026 at 07:55.'],
    ['de', 'Das Klassenzimmer öffnet 5 Minuten vor Kursbeginn, am Donnerstag, 26. November 2026 um 07:55.'],
  ] as const)('%s says the time once', (locale, sentence) => {
    const text = notOpenText(i18n.getFixedT(locale, 'classroom'), viewer(locale), '2026-11-26T06:55:00Z');
    expect(text.match(/07:55/g)).toHaveLength(1);
    expect(text).toBe(sentence);
  });
});
