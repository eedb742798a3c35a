import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditGrants } from '../src/db/schema/index.ts';
import { settleChallenge } from '../src/modules/engagement/challenges.jobs.ts';
import { gql, ledgerMismatches } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { DAY, type TestUser, buildAdmin, buildAttendedClasses, buildCatalogue, buildStudent, buildTeacher } from './factories/index.ts';

// The monthly challenges in the back office (issue 19 "Content", decisions 087 and 104): a coming
// month set up ahead with its own target and prize, edits refused once it started, results.

const { app, clock } = await buildTestApp();
// Berlin's December 2026 runs from 2026-11-30T23:00Z to 2026-12-31T23:00Z.
const MID_NOVEMBER = new Date('2026-11-20T10:00:00Z');
const DECEMBER_START = new Date('2026-11-30T23:00:00Z');
const DECEMBER_END = new Date('2026-12-31T23:00:00Z');
let student: TestUser;
let teacher: TestUser;
let admin: TestUser;

const FIELDS = 'id name month target prizeGroupCredits version state participants completers settledAt';
const LIST = `{ adminChallenges { total plannableMonths items { ${FIELDS} } } }`;
const UPDATE = `mutation($input: AdminChallengeInput!) { adminUpdateChallenge(input: $input) { ${FIELDS} } }`;
const CREATE = `mutation($input: AdminNewChallengeInput!) { adminCreateChallenge(input: $input) { ${FIELDS} } }`;
const STUDENT_VIEW = 'query($name: String!) { challenge(name: $name) { name target prizeGroupCredits activities completed } }';

interface AdminChallenge {
  id: string;
  name: string;
  target: number;
  prizeGroupCredits: number;
  version: number;
  state: string;
  participants: number;
  completers: number;
}
type List = { adminChallenges: { total: number; plannableMonths: string[]; items: AdminChallenge[] } };

async function list() {
  const res = await gql<List>(app, admin, LIST);
  expect(res.errors).toBeUndefined();
  return res.data!.adminChallenges;
}
const byName = async (name: string) => (await list()).items.find((c) => c.name === name);

beforeAll(async () => {
  clock.set(MID_NOVEMBER);
  const catalogue = await buildCatalogue(app, { lessons: 2 });
  student = await buildStudent(app, { catalogue, firstName: 'Greta' });
  teacher = await buildTeacher(app, catalogue);
  admin = await buildAdmin(app);
  // The teacher's classes of December for the student's activities (attended at their start).
  await buildAttendedClasses(app, catalogue, student.id, [new Date('2026-12-03T09:00:00Z'), new Date('2026-12-04T09:00:00Z')], teacher.id);
});

describe('access: the challenge pages are for admins only', () => {
  it('refuses a student, a teacher and anonymous callers', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [UPDATE, { input: { challengeId: crypto.randomUUID(), version: 1, target: 10, prizeGroupCredits: 1 } }],
      [CREATE, { input: { month: '2026-12', target: 10, prizeGroupCredits: 1 } }],
    ];
    for (const [query, variables] of calls) {
      expect((await gql(app, student, query, variables)).code, query).toBe('forbidden');
      expect((await gql(app, teacher, query, variables)).code, query).toBe('forbidden');
      expect((await gql(app, null, query, variables)).code, query).toBe('unauthenticated');
    }
    expect((await byName('december-2026')) ?? null).toBeNull();
  });
});

describe('setting up a coming month', () => {
  it('lists this month (made on first read) and the six months that can be planned', async () => {
    const challenges = await list();
    expect(challenges.plannableMonths).toEqual(['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05']);
    expect(await byName('november-2026')).toMatchObject({ target: 30, prizeGroupCredits: 2, state: 'running', participants: 0 });
  });

  it('creates December ahead with its own rules; a second one, this month or a far month are refused', async () => {
    const created = await gql<{ adminCreateChallenge: AdminChallenge }>(app, admin, CREATE, {
      input: { month: '2026-12', target: 20, prizeGroupCredits: 3 },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.adminCreateChallenge).toMatchObject({
      name: 'december-2026',
      target: 20,
      prizeGroupCredits: 3,
      state: 'upcoming',
    });
    expect((await list()).plannableMonths[0]).toBe('2027-01');
    expect((await gql(app, admin, CREATE, { input: { month: '2026-12', target: 25, prizeGroupCredits: 3 } })).code).toBe(
      'challenge_exists',
    );
    for (const month of ['2026-11', '2027-06', '2026-13']) {
      const res = await gql(app, admin, CREATE, { input: { month, target: 25, prizeGroupCredits: 3 } });
      expect(res.errors?.[0]?.extensions, month).toMatchObject({ code: 'validation_failed', field: 'month' });
    }
    const bad = await gql(app, admin, CREATE, { input: { month: '2027-01', target: 0, prizeGroupCredits: 99 } });
    expect(bad.errors?.map((e) => e.extensions?.field).sort()).toEqual(['prizeGroupCredits', 'target']);
    // A student cannot see a coming month (decision 087 keeps a future name not_found).
    expect((await gql(app, student, STUDENT_VIEW, { name: 'december-2026' })).code).toBe('not_found');
  });

  it('edits the coming month with its version; a stale save and a running month are refused', async () => {
    const december = (await byName('december-2026'))!;
    const saved = await gql<{ adminUpdateChallenge: AdminChallenge }>(app, admin, UPDATE, {
      input: { challengeId: december.id, version: december.version, target: 2, prizeGroupCredits: 4 },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.adminUpdateChallenge).toMatchObject({ target: 2, prizeGroupCredits: 4, version: december.version + 1 });
    const stale = await gql(app, admin, UPDATE, {
      input: { challengeId: december.id, version: december.version, target: 15, prizeGroupCredits: 4 },
    });
    expect(stale.code).toBe('content_edit_conflict');
    const november = (await byName('november-2026'))!;
    const running = await gql(app, admin, UPDATE, {
      input: { challengeId: november.id, version: november.version, target: 10, prizeGroupCredits: 2 },
    });
    expect(running.code).toBe('challenge_already_started');
    expect(
      (await gql(app, admin, UPDATE, { input: { challengeId: crypto.randomUUID(), version: 1, target: 5, prizeGroupCredits: 1 } })).code,
    ).toBe('not_found');
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adminUpdateChallenge'), eq(auditLog.outcome, 'done')));
    expect(row).toMatchObject({ objectType: 'challenge', objectId: december.id, before: { target: 20, prizeGroupCredits: 3 } });
  });
});

describe('the month set up ahead, once it runs', () => {
  it('is the students’ challenge with its own target and prize, cannot change any more, and settles with its prize', async () => {
    clock.set(new Date(DECEMBER_START.getTime() + 10 * DAY));
    const view = await gql<{ challenge: { target: number; prizeGroupCredits: number; activities: number; completed: boolean } }>(
      app,
      student,
      STUDENT_VIEW,
      { name: 'december-2026' },
    );
    expect(view.data!.challenge).toMatchObject({ target: 2, prizeGroupCredits: 4, activities: 2 });
    const joined = await gql<{ joinChallenge: { completed: boolean } }>(
      app,
      student,
      'mutation { joinChallenge(name: "december-2026") { completed } }',
    );
    expect(joined.data!.joinChallenge.completed).toBe(true);
    const december = (await byName('december-2026'))!;
    expect(december).toMatchObject({ state: 'running', participants: 1, completers: 1 });
    const started = await gql(app, admin, UPDATE, {
      input: { challengeId: december.id, version: december.version, target: 40, prizeGroupCredits: 4 },
    });
    expect(started.code).toBe('challenge_already_started');

    clock.set(new Date(DECEMBER_END.getTime() + 2 * DAY));
    expect((await byName('december-2026'))?.state).toBe('ended');
    await settleChallenge(app, december.id, clock.now());
    expect(await byName('december-2026')).toMatchObject({ state: 'settled', participants: 1, completers: 1 });
    const grants = await app.db
      .select()
      .from(creditGrants)
      .where(and(eq(creditGrants.studentId, student.id), eq(creditGrants.source, 'challenge')));
    expect(grants.map((g) => g.amount)).toEqual([4]);
    expect(await ledgerMismatches(app)).toEqual([]);
    const settled = await gql(app, admin, UPDATE, {
      input: { challengeId: december.id, version: december.version, target: 40, prizeGroupCredits: 4 },
    });
    expect(settled.code).toBe('challenge_already_started');
  });
});
