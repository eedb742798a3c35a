import { describe, expect, it } from 'vitest';
import { internalErrorHref, isChunkLoadError, safeReturnPath } from './internal-error.ts';

describe('internal-error links', () => {
  it('carry the page the visitor was on', () => {
    expect(internalErrorHref('/:locale/internal-error', 'de', '/de/pricing?country=CH')).toBe(
      '/de/internal-error?from=%2Fde%2Fpricing%3Fcountry%3DCH',
    );
  });

  it('return only to a path of this site, never to the error page itself', () => {
    expect(safeReturnPath('/en/faq#cancel-class')).toBe('/en/faq#cancel-class');
    for (const bad of [null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', '/en/internal-error?from=/en']) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it('tell a chunk that failed to load from other crashes', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/faq-page.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
