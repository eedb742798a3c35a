import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/035: e2e tests build students, teachers, credits, classes and coupons through
 * e2e/support/factories.ts (the fixtures buildStudent, buildTeacher, buildCredits, buildClass,
 * buildStaffedClass, buildBookedSeats, buildCoupon). An e2e spec or support file that makes them
 * through the API itself fails here.
 */
const E2E_DIR = join(import.meta.dirname, '../../../../e2e');
const FACTORY_MODULE = 'support/factories.ts';

/** How data is made through the public API: registration and the set-up mutations. */
const BUILDERS: { what: string; pattern: RegExp }[] = [
  { what: 'registers a user (POST /api/users): use buildStudent', pattern: /\.post\(\s*['"`]\/api\/users['"`]/ },
  { what: 'invites a teacher (adminCreateTeacher): use buildTeacher', pattern: /\badminCreateTeacher\s*\(/ },
  { what: "accepts a teacher's agreements through the API: buildTeacher does", pattern: /\bdecideTeacherAgreement\s*\(/ },
  { what: 'grants credits (adminGrantCredits): use buildCredits or buildStudent({ group })', pattern: /\badminGrantCredits\s*\(/ },
  { what: 'staffs a class (adminAssignTeacher): use buildClass({ teacherId }) or buildStaffedClass', pattern: /\badminAssignTeacher\s*\(/ },
  { what: 'opens or books a class through bookClass: use buildClass or buildBookedSeats', pattern: /\bbookClass\s*\(\s*input\b/ },
  { what: 'creates a coupon (adminCreateCoupon): use buildCoupon', pattern: /\badminCreateCoupon\s*\(/ },
];

/** Files where one call is the behaviour under test: the file, the call allowed (BUILDERS' index) and why. */
const ALLOWED = new Map([
  ['foundation/csrf.spec.ts', { builder: 0, reason: 'tests the CSRF check on registration itself' }],
  ['booking/booking-support.ts', { builder: 5, reason: "the booking specs' bookClass caller: booking through the API is what they test" }],
]);

function e2eFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : e2eFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Each file (relative to `dir`) that builds data outside the factory module, with what it does. */
function dataBuiltOutsideFactories(dir: string, allowed: typeof ALLOWED = ALLOWED): string[] {
  return e2eFiles(dir).flatMap((path) => {
    const name = relative(dir, path).split('\\').join('/');
    if (name === FACTORY_MODULE) return [];
    const text = readFileSync(path, 'utf8');
    return BUILDERS.filter(({ pattern }, index) => allowed.get(name)?.builder !== index && pattern.test(text)).map(
      ({ what }) => `${name} ${what}`,
    );
  });
}

describe('one e2e factory module', () => {
  it('is where e2e specs and support files build users, credits, classes and coupons', () => {
    expect(e2eFiles(E2E_DIR).length).toBeGreaterThan(40);
    expect(dataBuiltOutsideFactories(E2E_DIR), 'build this data with e2e/support/factories.ts').toEqual([]);
  });

  it('lists only files that still make the call (a stale entry fails)', () => {
    const stale = [...ALLOWED].filter(([name, { builder }]) => !BUILDERS[builder].pattern.test(readFileSync(join(E2E_DIR, name), 'utf8')));
    expect(stale).toEqual([]);
  });

  it('names a spec that registers or grants through the API itself', () => {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-guard-'));
    try {
      mkdirSync(join(dir, 'support'));
      mkdirSync(join(dir, 'store'));
      writeFileSync(join(dir, FACTORY_MODULE), "await context.post('/api/users', { data });");
      writeFileSync(
        join(dir, 'store/extra.spec.ts'),
        "await api.post('/api/users', { data });\nawait graphql(adminApi, 'mutation { adminGrantCredits(studentId: $id) { groupCredits } }');",
      );
      expect(dataBuiltOutsideFactories(dir, new Map())).toEqual([
        'store/extra.spec.ts registers a user (POST /api/users): use buildStudent',
        'store/extra.spec.ts grants credits (adminGrantCredits): use buildCredits or buildStudent({ group })',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
