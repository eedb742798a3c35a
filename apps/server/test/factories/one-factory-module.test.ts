import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/035: server tests build users, catalogues, classes and credits through
 * ./factories. A test file that inserts those rows by hand fails here.
 */
const TEST_DIR = join(import.meta.dirname, '..');
const BUILT_BY_FACTORIES = [
  'users',
  'teacherProfiles',
  'studentProfiles',
  'sections',
  'curricula',
  'modules',
  'chapters',
  'lessons',
  'classes',
  'creditGrants',
  'creditLedger',
];
/** Data the factories do not build, on purpose: the seeded demo module, a curriculum shape under test. */
const ALLOWED = new Map([
  ['calendar-feed.test.ts', 'adds lessons and classes to the seeded demo module'],
  ['curriculum-placement.test.ts', 'builds the non-default curriculum that placement must ignore'],
  ['identity-registration-funnel.test.ts', 'builds six-level curricula and a non-default one: the start level and course under test'],
]);
const HAND_INSERT = new RegExp(`\\.insert\\((${BUILT_BY_FACTORIES.join('|')})\\)`);

describe('one test-factory module', () => {
  it('is where server tests insert the rows it builds', () => {
    const files = readdirSync(TEST_DIR).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((name) => !ALLOWED.has(name) && HAND_INSERT.test(readFileSync(join(TEST_DIR, name), 'utf8')));
    expect(offenders, 'build these rows with apps/server/test/factories').toEqual([]);
  });
});
