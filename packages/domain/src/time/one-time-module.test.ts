import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/034: zone arithmetic lives in this folder only. A new hand-written copy
 * (reading wall-clock parts with formatToParts, offsets from getTimezoneOffset, its own use of
 * date-fns) fails here and points to the helpers.
 */
const ROOT = join(import.meta.dirname, '../../../..');
const SOURCES = ['packages/domain/src', 'packages/contracts/src', 'apps/server/src', 'apps/web/src'];
const TIME_MODULE = 'packages/domain/src/time/';
/** Display only: the zone's short name ("CEST") for the two autumn 02:00 rows. */
const FORMAT_TO_PARTS_ALLOWED = new Set(['apps/web/src/features/availability/schedule-format.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one set of zoned-date helpers', () => {
  const files = SOURCES.flatMap(sourceFiles).map((path) => ({
    path: relative(ROOT, join(ROOT, path)),
    text: readFileSync(join(ROOT, path), 'utf8'),
  }));

  it('finds the sources it checks', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no zone arithmetic outside packages/domain/src/time', () => {
    const offenders = files
      .filter((file) => !file.path.startsWith(TIME_MODULE))
      .flatMap((file) => {
        const found: string[] = [];
        if (/from ['"](date-fns|@date-fns\/tz)['"/]/.test(file.text)) found.push('imports date-fns');
        if (file.text.includes('getTimezoneOffset')) found.push('getTimezoneOffset');
        if (file.text.includes('formatToParts') && !FORMAT_TO_PARTS_ALLOWED.has(file.path)) found.push('formatToParts');
        return found.map((what) => `${file.path}: ${what} (use @parla/domain/time)`);
      });
    expect(offenders).toEqual([]);
  });
});
