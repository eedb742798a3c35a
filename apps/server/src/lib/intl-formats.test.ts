import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

describe('shared Intl formatters', () => {
  it('hands out one formatter per language and options, and formats as a new one would', () => {
    const options: Intl.DateTimeFormatOptions = { timeZone: 'Europe/Berlin', dateStyle: 'long' };
    const first = dateTimeFormat('de', options);
    expect(dateTimeFormat('de', { ...options })).toBe(first);
    expect(dateTimeFormat('de', { ...options, timeZone: 'Asia/Tokyo' })).not.toBe(first);
    expect(dateTimeFormat('fr', options)).not.toBe(first);
    const instant = new Date('2026-05-04T22:30:00Z');
    expect(first.format(instant)).toBe(new Intl.DateTimeFormat('de', options).format(instant));
    expect(first.format(instant)).toBe('5. Mai 2026');
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' }).format(59)).toBe('59,00\u00a0€');
    expect(numberFormat('en')).toBe(numberFormat('en', {}));
  });
});
