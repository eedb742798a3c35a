import { describe, expect, it } from 'vitest';
import { switchLocalePath } from './switch-locale-path.ts';

describe('switchLocalePath', () => {
  it('swaps the locale segment and keeps the rest of the path', () => {
    expect(switchLocalePath('/en/faq', 'de')).toBe('/de/faq');
    expect(switchLocalePath('/de/teams/prices', 'en')).toBe('/en/teams/prices');
    expect(switchLocalePath('/en/', 'de')).toBe('/de/');
    expect(switchLocalePath('/en', 'de')).toBe('/de/');
  });

  it('maps a language landing page to its slug in the other locale', () => {
    expect(switchLocalePath('/de/englisch', 'en')).toBe('/en/english');
    expect(switchLocalePath('/en/english', 'de')).toBe('/de/englisch');
    expect(switchLocalePath('/it/inglese', 'de')).toBe('/de/englisch');
    expect(switchLocalePath('/de/business-englisch', 'en')).toBe('/en/business-english');
  });

  it('leaves pages that only share a name with a slug alone', () => {
    expect(switchLocalePath('/de/account/englisch', 'en')).toBe('/en/account/englisch');
  });
});
