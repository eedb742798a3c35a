import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './locale-negotiation.ts';
import { DISPLAY_LOCALES, LANDING_ONLY_LOCALES, LOCALES } from './locales.ts';

describe('negotiateLocale', () => {
  it('takes the first language of a plain header', () => {
    expect(negotiateLocale('de', LOCALES)).toBe('de');
    expect(negotiateLocale('fr, de', LOCALES)).toBe('fr');
  });

  it('ranks by q-value, and keeps the header order between equal ones', () => {
    expect(negotiateLocale('en;q=0.5, ru;q=0.9, de;q=0.7', LOCALES)).toBe('ru');
    expect(negotiateLocale('es;q=0.8, fr;q=0.8', LOCALES)).toBe('es');
    expect(negotiateLocale('it;q=0.3, es', LOCALES)).toBe('es');
  });

  it('never picks a language refused with q=0, and ignores malformed q-values', () => {
    expect(negotiateLocale('de;q=0, fr;q=0.1', LOCALES)).toBe('fr');
    expect(negotiateLocale('de;q=abc, ru;q=2, es;q=0.2', LOCALES)).toBe('es');
  });

  it('reads the language subtag of a regional tag', () => {
    expect(negotiateLocale('de-AT,de;q=0.9,en;q=0.8', LOCALES)).toBe('de');
    expect(negotiateLocale('fr-CA', LOCALES)).toBe('fr');
    expect(negotiateLocale('es-419', LOCALES)).toBe('es');
    expect(negotiateLocale('DE_ch', LOCALES)).toBe('de');
    expect(negotiateLocale('zh-Hant-TW, ru-RU;q=0.5', LOCALES)).toBe('ru');
  });

  it('maps Brazilian Portuguese to br, and any other Portuguese only when nothing better is in the header', () => {
    expect(negotiateLocale('pt-BR,pt;q=0.9,en;q=0.8', LOCALES)).toBe('br');
    expect(negotiateLocale('pt', LOCALES)).toBe('br');
    expect(negotiateLocale('pt-PT', LOCALES)).toBe('br');
    expect(negotiateLocale('pt-PT, es;q=0.5', LOCALES)).toBe('es');
    expect(negotiateLocale('pt, pt-BR;q=0.4, es;q=0.5', LOCALES)).toBe('es');
    expect(negotiateLocale('pt, pt-BR;q=0.6, es;q=0.5', LOCALES)).toBe('br');
    expect(negotiateLocale('pt-PT, zh;q=0.9', LOCALES)).toBe('br');
  });

  it('treats br as Breton, not Portuguese', () => {
    expect(negotiateLocale('br', LOCALES)).toBe('en');
    expect(negotiateLocale('br-FR, fr;q=0.8', LOCALES)).toBe('fr');
  });

  it('chooses only among the locales the page is served in', () => {
    expect(negotiateLocale('it, de;q=0.5', DISPLAY_LOCALES)).toBe('de');
    expect(negotiateLocale('it', DISPLAY_LOCALES)).toBe('en');
    expect(negotiateLocale('pt-BR', DISPLAY_LOCALES)).toBe('en');
    expect(negotiateLocale('it', LOCALES)).toBe('it');
    expect(negotiateLocale('pl, tr;q=0.5', ['en', 'tr'])).toBe('tr');
  });

  it('falls back to English for a wildcard, an empty or missing header, and unsupported languages', () => {
    expect(negotiateLocale('*', LOCALES)).toBe('en');
    expect(negotiateLocale('zh, *;q=0.1', LOCALES)).toBe('en');
    expect(negotiateLocale('*, de;q=0.5', LOCALES)).toBe('de');
    expect(negotiateLocale('', LOCALES)).toBe('en');
    expect(negotiateLocale(undefined, LOCALES)).toBe('en');
    expect(negotiateLocale(null, LOCALES)).toBe('en');
    expect(negotiateLocale('zh-CN, ja;q=0.9, ko;q=0.8', LOCALES)).toBe('en');
    expect(negotiateLocale(' , ;q=1, 12, d€', LOCALES)).toBe('en');
  });

  it('takes a fallback other than English', () => {
    expect(negotiateLocale('zh', DISPLAY_LOCALES, 'de')).toBe('de');
  });

  it('reads a browser list (navigator.languages) like a header', () => {
    expect(negotiateLocale(['de-AT', 'en-US'], DISPLAY_LOCALES)).toBe('de');
    expect(negotiateLocale([], DISPLAY_LOCALES)).toBe('en');
  });

  it('reads no more than the first 32 ranges', () => {
    const long = `${Array.from({ length: 40 }, () => 'zh').join(',')},de`;
    expect(negotiateLocale(long, LOCALES)).toBe('en');
  });
});

describe('the locales', () => {
  it('are the display languages and the landing-only ones, each once', () => {
    expect([...DISPLAY_LOCALES, ...LANDING_ONLY_LOCALES].sort()).toEqual([...LOCALES].sort());
  });
});
