import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from './format-date-time.ts';
import { languageTag, localeOfPath, localeRedirect, toLocale } from './locale.ts';

describe('locale fallback', () => {
  it('keeps supported locales', () => {
    expect(localeRedirect('/de/login')).toBeNull();
    expect(localeRedirect('/br')).toBeNull();
    expect(localeOfPath('/tr/home')).toBe('tr');
  });
  it('replaces an unknown locale with en', () => {
    expect(localeRedirect('/xx/login')).toBe('/en/login');
    expect(localeRedirect('/pt-BR/home')).toBe('/en/home');
    expect(localeOfPath('/xx/home')).toBe('en');
  });
  it('prefixes a path that has no locale', () => {
    expect(localeRedirect('/account/home')).toBe('/en/account/home');
    expect(localeRedirect('/')).toBe('/en');
  });
  it('maps values outside the list to en, and br to pt-BR', () => {
    expect(toLocale('nl')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
    expect(languageTag('br')).toBe('pt-BR');
  });
});

describe('formatDateTime', () => {
  const instant = Date.UTC(2025, 2, 30, 13, 5); // 15:05 in Berlin (CEST), the day DST starts
  it('uses the viewer zone and a 24-hour clock by default', () => {
    expect(formatTime(instant, { locale: 'en', timeZone: 'Europe/Berlin', timeFormat: 'ISO8601' })).toBe('15:05');
    expect(formatTime(instant, { locale: 'en', timeZone: null })).toBe('15:05');
  });
  it('honours AM/PM', () => {
    expect(formatTime(instant, { locale: 'en', timeZone: 'America/New_York', timeFormat: 'AMPM' })).toMatch(/^9:05\sAM$/);
  });
  it('falls back to Berlin for an invalid zone', () => {
    expect(formatDateTime(instant, { locale: 'de', timeZone: 'Not/AZone' })).toContain('15:05');
  });
});
