import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditGrants, creditLedger, studentNotifications } from '../src/db/schema/index.ts';
import { CHALLENGE_SETTLE_JOB, settleChallenge } from '../src/modules/engagement/challenges.jobs.ts';
import { gql, ledgerMismatches } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  type Catalogue,
  DAY,
  HOUR,
  type TestUser,
  buildAdmin,
  buildAttendedClasses,
  buildCatalogue,
  buildFinishedLingobite,
  buildFinishedPracticeSet,
  buildLessonPractice,
  buildStudent,
  buildTeacher,
} from './factories/index.ts';

// Monthly activity challenges (issue 18, decisions 083 and 087).
const { app, clock } = await buildTestApp();
// Mid-December 2026 in Berlin: the December challenge runs from 2026-11-30T23:00Z to 2026-12-31T23:00Z.
const MID_DECEMBER = new Date('2026-12-10T10:00:00Z');
const DECEMBER_END = new Date('2026-12-31T23:00:00Z');
let catalogue: Catalogue;
let owner: TestUser;
let other: TestUser;
let hidden: TestUser;
let teacher: TestUser;
let admin: TestUser;

const FIELDS = 'name month target prizeGroupCredits joined hideName activities completed isOver isSettled daysLeft participantCount';
const CURRENT = `{ currentChallenge { ${FIELDS} } }`;
const BY_NAME = `query($name: String!) { challenge(name: $name) { ${FIELDS} leaderboard { rank name hidden isViewer activities completed } } }`;
const LIST = `{ challenges { ${FIELDS} } }`;
const JOIN = `mutation($name: String!) { joinChallenge(name: $name) { ${FIELDS} } }`;
const LEAVE = `mutation($name: String!) { leaveChallenge(name: $name) { ${FIELDS} } }`;
const HIDE = `mutation($name: String!, $hidden: Boolean!) { setChallengeNameHidden(name: $name, hidden: $hidden) { ${FIELDS} } }`;

type View = { name: string; joined: boolean; activities: number; completed: boolean; hideName: boolean; participantCount: number };
type Row = { rank: number; name: string | null; hidden: boolean; isViewer: boolean; activities: number };

beforeAll(async () => {
  clock.set(MID_DECEMBER);
  catalogue = await buildCatalogue(app, { lessons: 2 });
  await buildLessonPractice(app, catalogue.lessonIds);
  owner = await buildStudent(app, { catalogue, firstName: 'Greta' });
  other = await buildStudent(app, { catalogue, firstName: 'Tomasz' });
  hidden = await buildStudent(app, { catalogue, firstName: 'Secret' });
  teacher = await buildTeacher(app, catalogue);
  admin = await buildAdmin(app);
});

describe('what counts (decision 087)', () => {
  it('counts attended classes, finished sets and Lingobites of the month, each once, also before joining', async () => {
    // November's last evening (Berlin) is outside; 27 classes in December inside.
    const days = Array.from({ length: 27 }, (_, i) => new Date(Date.UTC(2026, 11, 1, 7) + i * (HOUR * 5)));
    await buildAttendedClasses(app, catalogue, owner.id, [new Date('2026-11-30T21:00:00Z'), ...days], teacher.id);
    await buildFinishedPracticeSet(app, owner.id, catalogue.lessonIds[0], 'homework', new Date('2026-12-02T09:00:00Z'));
    await buildFinishedLingobite(app, owner.id, catalogue.lessonIds[0], new Date('2026-12-03T09:00:00Z'));
    const view = (await gql<{ currentChallenge: View }>(app, owner, CURRENT)).data!.currentChallenge;
    expect(view).toMatchObject({ name: 'december-2026', joined: false, activities: 29, completed: false, participantCount: 0 });
  });
});

describe('access', () => {
  it('answers students only: teacher and admin forbidden, anonymous unauthenticated', async () => {
    for (const query of [CURRENT, LIST]) {
      expect((await gql(app, other, query)).errors).toBeUndefined();
      expect((await gql(app, teacher, query)).code).toBe('forbidden');
      expect((await gql(app, admin, query)).code).toBe('forbidden');
      expect((await gql(app, null, query)).code).toBe('unauthenticated');
    }
    for (const [query, variables] of [
      [BY_NAME, { name: 'december-2026' }],
      [JOIN, { name: 'december-2026' }],
      [LEAVE, { name: 'december-2026' }],
      [HIDE, { name: 'december-2026', hidden: true }],
    ] as const) {
      expect((await gql(app, teacher, query, variables)).code).toBe('forbidden');
      expect((await gql(app, admin, query, variables)).code).toBe('forbidden');
      expect((await gql(app, null, query, variables)).code).toBe('unauthenticated');
    }
  });

  it('answers not_found for a bad, future or never-made challenge name, and challenge_not_joined to hide without joining', async () => {
    for (const name of ['nope', 'december-26', 'january-2027', 'march-2020', `${'x'.repeat(300)}-2026`]) {
      expect((await gql(app, owner, BY_NAME, { name })).code).toBe('not_found');
      expect((await gql(app, owner, JOIN, { name })).code).toBe('not_found');
    }
    expect((await gql(app, other, HIDE, { name: 'december-2026', hidden: true })).code).toBe('challenge_not_joined');
  });
});

describe('joining, the leaderboard, hiding, leaving', () => {
  it('joins once even when raced, and shows each viewer their own row', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => gql<{ joinChallenge: View }>(app, owner, JOIN, { name: 'december-2026' })),
    );
    expect(results.map((r) => r.errors)).toEqual(results.map(() => undefined));
    expect(results[0].data!.joinChallenge).toMatchObject({ joined: true, participantCount: 1 });
    await gql(app, other, JOIN, { name: 'december-2026' });
    await gql(app, hidden, JOIN, { name: 'december-2026' });
    await buildAttendedClasses(app, catalogue, hidden.id, [new Date('2026-12-05T10:00:00Z')], teacher.id);
    const hide = await gql<{ setChallengeNameHidden: View }>(app, hidden, HIDE, { name: 'december-2026', hidden: true });
    expect(hide.data!.setChallengeNameHidden.hideName).toBe(true);

    const seenByOther = (await gql<{ challenge: { leaderboard: Row[] } }>(app, other, BY_NAME, { name: 'december-2026' })).data!.challenge
      .leaderboard;
    expect(seenByOther).toEqual([
      { rank: 1, name: expect.stringMatching(/^Greta [A-Z]\.$/), hidden: false, isViewer: false, activities: 29, completed: false },
      { rank: 2, name: null, hidden: true, isViewer: false, activities: 1, completed: false },
      { rank: 3, name: expect.stringMatching(/^Tomasz [A-Z]\.$/), hidden: false, isViewer: true, activities: 0, completed: false },
    ]);
    const seenByHidden = (await gql<{ challenge: { leaderboard: Row[] } }>(app, hidden, BY_NAME, { name: 'december-2026' })).data!.challenge
      .leaderboard;
    expect(seenByHidden[1]).toMatchObject({ rank: 2, name: expect.stringMatching(/^Secret [A-Z]\.$/), hidden: true, isViewer: true });
  });

  it('completes at 30; a completer cannot leave, another participant can', async () => {
    await buildFinishedPracticeSet(app, owner.id, catalogue.lessonIds[0], 'quiz', new Date('2026-12-09T09:00:00Z'));
    const view = (await gql<{ challenge: View }>(app, owner, BY_NAME, { name: 'december-2026' })).data!.challenge;
    expect(view).toMatchObject({ activities: 30, completed: true });
    expect((await gql(app, owner, LEAVE, { name: 'december-2026' })).code).toBe('challenge_completed');
    const left = await gql<{ leaveChallenge: View }>(app, other, LEAVE, { name: 'december-2026' });
    expect(left.data!.leaveChallenge).toMatchObject({ joined: false, participantCount: 2 });
    await gql(app, other, JOIN, { name: 'december-2026' });
  });
});

describe('the prize job', () => {
  const prizeGrants = () =>
    app.db
      .select()
      .from(creditGrants)
      .where(and(eq(creditGrants.studentId, owner.id), eq(creditGrants.source, 'challenge')));

  it('does nothing before the month ends', async () => {
    expect(await settleChallenge(app, await challengeId(), clock.now())).toBe(0);
    expect(await prizeGrants()).toEqual([]);
  });

  it('grants the completer once when run twice and in parallel, and tells every participant their result', async () => {
    clock.set(new Date(DECEMBER_END.getTime() + DAY + HOUR));
    const id = await challengeId();
    const runs = await Promise.all([
      settleChallenge(app, id, clock.now()),
      settleChallenge(app, id, clock.now()),
      settleChallenge(app, id, clock.now()),
      app.jobs.runDue(),
    ]);
    await app.jobs.runDue();
    await settleChallenge(app, id, clock.now());
    expect(runs.slice(0, 3).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    const grants = await prizeGrants();
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ kind: 'group', amount: 2 });
    const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.grantId, grants[0].id));
    expect(ledger.map((l) => [l.delta, l.reason])).toEqual([[2, 'challenge_prize']]);
    expect(await ledgerMismatches(app)).toEqual([]);
    const keys = async (user: TestUser) =>
      (await app.db.select().from(studentNotifications).where(eq(studentNotifications.userId, user.id)))
        .map((n) => n.contentKeys[0])
        .filter((key) => key.startsWith('challenge'));
    expect(await keys(owner)).toEqual(['challengeCompleted']);
    expect(await keys(other)).toEqual(['challengeNotCompleted']);
    const [job] = await app.db
      .execute(sql`select count(*)::int as n from jobs where name = ${CHALLENGE_SETTLE_JOB}`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(job.n).toBeGreaterThanOrEqual(1);
  });

  it('keeps the completed challenge in the list, with January’s made on first read', async () => {
    const list = (await gql<{ challenges: (View & { isSettled: boolean })[] }>(app, owner, LIST)).data!.challenges;
    expect(list.map((c) => c.name)).toEqual(['january-2027', 'december-2026']);
    expect(list[1]).toMatchObject({ joined: true, completed: true, isSettled: true, activities: 30 });
    expect((await gql(app, owner, JOIN, { name: 'december-2026' })).code).toBe('challenge_over');
    expect((await gql(app, other, LEAVE, { name: 'december-2026' })).code).toBe('challenge_over');
  });
});

async function challengeId(): Promise<string> {
  const rows = await app.db.execute(sql`select id from challenges where slug = 'december-2026'`);
  return (rows as unknown as { rows: { id: string }[] }).rows[0].id;
}
