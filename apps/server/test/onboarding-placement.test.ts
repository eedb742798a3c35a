import { PLACEMENT_LEVELS } from '@parla/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { placementAttempts, studentProfiles } from '../src/db/schema/index.ts';
import { parsePlacementFile, placementBank } from '../src/modules/onboarding/placement-items.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  DAY,
  HOUR,
  type LevelledCatalogue,
  type TestUser,
  buildAdmin,
  buildBookedSeats,
  buildCatalogue,
  buildClass,
  buildLevelledCatalogue,
  buildStudent,
  buildTeacher,
  roundHourAhead,
} from './factories/index.ts';

// Every call here comes from loopback: allowed explicitly, as the e2e harness is, so the visitor
// quota per client (anonymous-throttles.test.ts) does not stop the many visitor tests below.
const harness = { signupIpAllowlist: ['127.0.0.1', '::1'] };
const { app, clock } = await buildTestApp(harness);
const fixtures = await buildTestApp({ ...harness, placementItemsDir: new URL('./fixtures/placement/', import.meta.url).pathname });

let english: LevelledCatalogue;
let german: LevelledCatalogue;
let teacher: TestUser;
let admin: TestUser;

beforeAll(async () => {
  english = await buildLevelledCatalogue(app, 'english', 'English');
  german = await buildLevelledCatalogue(app, 'german', 'German');
  await buildLevelledCatalogue(fixtures.app, 'english', 'English');
  await buildLevelledCatalogue(fixtures.app, 'german', 'German');
  teacher = await buildTeacher(app, english);
  admin = await buildAdmin(app);
});

const ATTEMPT_FIELDS = `id section state answeredCount maxItems claimed claimOutcome
  currentItem { id skill passage prompt options number }
  result { level sublevel correctCount answeredCount canDoKey review { itemId correct chosenIndex answerIndex explanation } }`;
const START = `mutation($section: String!) { startPlacementAttempt(section: $section) { token attempt { ${ATTEMPT_FIELDS} } } }`;
const GET = `query($attemptId: ID!, $token: String) { placementAttempt(attemptId: $attemptId, token: $token) { ${ATTEMPT_FIELDS} } }`;
const ANSWER = `mutation($attemptId: ID!, $token: String, $itemId: String!, $optionIndex: Int!) {
  answerPlacementItem(attemptId: $attemptId, token: $token, itemId: $itemId, optionIndex: $optionIndex) { ${ATTEMPT_FIELDS} } }`;
const CLAIM = `mutation($attemptId: ID!, $token: String!) { claimPlacementResult(attemptId: $attemptId, token: $token) { ${ATTEMPT_FIELDS} } }`;
const SECTIONS = '{ placementTestSections { slug name itemCount } }';

interface ItemView {
  id: string;
  prompt: string;
  options: string[];
  passage: string | null;
  number: number;
}
interface AttemptView {
  id: string;
  state: string;
  answeredCount: number;
  claimed: boolean;
  claimOutcome: string | null;
  currentItem: ItemView | null;
  result: { level: string; sublevel: number; correctCount: number; answeredCount: number; canDoKey: string; review: unknown[] } | null;
}
type Who = TestUser | null;

async function start(who: Who, section = 'english', target = app) {
  const res = await gql<{ startPlacementAttempt: { token: string; attempt: AttemptView } }>(target, who, START, { section });
  return { res, started: res.data?.startPlacementAttempt };
}

/** Answers like a student at `level`: right on every item up to it, a wrong option above it. */
async function takeTest(who: Who, level: string, section = 'english') {
  const bank = await placementBank(undefined, section as 'english');
  if (!bank) throw new Error('no bank');
  const { started } = await start(who, section);
  if (!started) throw new Error('not started');
  let attempt = started.attempt;
  const ability = PLACEMENT_LEVELS.indexOf(level as 'A1');
  while (attempt.currentItem) {
    const item = bank.byId.get(attempt.currentItem.id);
    if (!item) throw new Error('unknown item');
    const optionIndex = PLACEMENT_LEVELS.indexOf(item.level) <= ability ? item.answer : (item.answer + 1) % item.options.length;
    const res = await gql<{ answerPlacementItem: AttemptView }>(app, who, ANSWER, {
      attemptId: attempt.id,
      token: started.token,
      itemId: item.id,
      optionIndex,
    });
    expect(res.errors).toBeUndefined();
    attempt = res.data?.answerPlacementItem as AttemptView;
  }
  return { attempt, token: started.token };
}

describe('the real item files', () => {
  it.each(['english', 'business-english', 'german', 'spanish', 'french', 'italian'] as const)(
    '%s: valid, 40+ items, A1-B2 with some C1',
    async (slug) => {
      const bank = await placementBank(undefined, slug);
      expect(bank?.items.length).toBeGreaterThanOrEqual(40);
      const levels = new Set(bank?.items.map((i) => i.level));
      for (const level of ['A1', 'A2', 'B1', 'B2', 'C1']) expect(levels).toContain(level);
    },
  );

  it('a broken file is refused with its name and the problem', () => {
    const broken = JSON.stringify({
      section: 'german',
      items: [
        {
          id: 'german-a1-01',
          level: 'A1',
          sublevel: 1,
          skill: 'grammar',
          prompt: 'Ich ___ aus Berlin.',
          options: ['komme', 'kommst', 'kommt'],
          answer: 3,
          explanation: 'Ich komme.',
        },
      ],
    });
    expect(() => parsePlacementFile(broken, 'german.json', 'german')).toThrow(/german\.json: items\.0\.answer/);
    const reading = JSON.stringify({
      section: 'german',
      items: [
        {
          id: 'german-a1-01',
          level: 'A1',
          sublevel: 1,
          skill: 'reading',
          prompt: 'Wer?',
          options: ['a', 'b', 'c'],
          answer: 0,
          explanation: 'x',
        },
      ],
    });
    expect(() => parsePlacementFile(reading, 'german.json', 'german')).toThrow(/passage/);
  });
});

describe('the flow: start, one item at a time, finish with a result', () => {
  it('lists the languages with a test', async () => {
    const res = await gql<{ placementTestSections: { slug: string; itemCount: number }[] }>(app, null, SECTIONS);
    expect(res.data?.placementTestSections.map((s) => s.slug).sort()).toEqual(['english', 'german']);
    expect(res.data?.placementTestSections[0].itemCount).toBeGreaterThanOrEqual(40);
  });

  it('starts at A2.1 and never sends the answer key', async () => {
    const { res, started } = await start(null);
    expect(res.errors).toBeUndefined();
    expect(started?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started?.attempt).toMatchObject({ state: 'in_progress', answeredCount: 0, maxItems: 20, result: null, claimed: false });
    expect(started?.attempt.currentItem?.id).toMatch(/^english-a2-/);
    expect(started?.attempt.currentItem?.number).toBe(1);
    const body = JSON.stringify(res.data);
    expect(body).not.toMatch(/"answer"|explanation/);
    // Only the token's hash is stored.
    const [row] = await app.db
      .select()
      .from(placementAttempts)
      .where(eq(placementAttempts.id, started?.attempt.id ?? ''));
    expect(row.tokenHash).not.toContain(started?.token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each(['A1', 'A2', 'B1', 'B2', 'C1'])(
    'a visitor answering like a %s student is placed at that level, with what they can do',
    async (level) => {
      const { attempt } = await takeTest(null, level);
      expect(attempt.state).toBe('finished');
      expect(attempt.result?.level).toBe(level);
      expect(attempt.result?.canDoKey).toBe(`cefr:levels.${level}.canDo`);
      expect(attempt.result?.answeredCount).toBeGreaterThanOrEqual(12);
      expect(attempt.result?.answeredCount).toBeLessThanOrEqual(20);
      expect(attempt.result?.review).toHaveLength(attempt.result?.answeredCount ?? -1);
    },
  );

  it('shows a reading passage with its question', async () => {
    const bank = await placementBank(undefined, 'english');
    const reading = bank?.items.find((i) => i.skill === 'reading');
    expect(reading?.passage?.length).toBeGreaterThan(20);
  });

  it('a finished test refuses further answers', async () => {
    const { attempt, token } = await takeTest(null, 'A2');
    const res = await gql(app, null, ANSWER, { attemptId: attempt.id, token, itemId: 'english-a2-01', optionIndex: 0 });
    expect(res.code).toBe('placement_attempt_finished');
  });

  it('a language without items answers placement_test_unavailable; an unknown one is a validation error', async () => {
    expect((await start(null, 'german', fixtures.app)).res.code).toBe('placement_test_unavailable');
    expect((await start(null, 'klingon')).res.code).toBe('validation_failed');
  });

  it('a bank that runs out of items finishes the test early', async () => {
    const { started } = await start(null, 'english', fixtures.app);
    let attempt = started?.attempt as AttemptView;
    let answered = 0;
    while (attempt.currentItem) {
      const res = await gql<{ answerPlacementItem: AttemptView }>(fixtures.app, null, ANSWER, {
        attemptId: attempt.id,
        token: started?.token,
        itemId: attempt.currentItem.id,
        optionIndex: 0,
      });
      attempt = res.data?.answerPlacementItem as AttemptView;
      answered += 1;
    }
    expect(answered).toBe(5);
    expect(attempt.state).toBe('finished');
  });
});

describe('answers are checked', () => {
  it('the item asked, an option in range, a known attempt', async () => {
    const { started } = await start(null);
    const ref = { attemptId: started?.attempt.id, token: started?.token };
    const item = started?.attempt.currentItem as ItemView;
    expect((await gql(app, null, ANSWER, { ...ref, itemId: 'english-c1-01', optionIndex: 0 })).code).toBe('placement_item_not_current');
    const outOfRange = await gql(app, null, ANSWER, { ...ref, itemId: item.id, optionIndex: item.options.length });
    expect(item.options.length === 4 ? outOfRange.code : 'validation_failed').toBe('validation_failed');
    expect((await gql(app, null, ANSWER, { ...ref, itemId: item.id, optionIndex: -1 })).code).toBe('validation_failed');
    expect((await gql(app, null, ANSWER, { ...ref, attemptId: 'not-a-uuid', itemId: item.id, optionIndex: 0 })).code).toBe(
      'validation_failed',
    );
    const unknown = { attemptId: '00000000-0000-4000-8000-000000000000', token: started?.token, itemId: item.id, optionIndex: 0 };
    expect((await gql(app, null, ANSWER, unknown)).code).toBe('not_found');
    // Nothing was counted.
    expect((await gql<{ placementAttempt: AttemptView }>(app, null, GET, ref)).data?.placementAttempt.answeredCount).toBe(0);
  });

  it('an option past a three-option item is refused', async () => {
    const { started } = await start(null);
    const bank = await placementBank(undefined, 'english');
    let attempt = started?.attempt as AttemptView;
    // Walk until a three-option item comes up (answer wrong to stay low).
    while (attempt.currentItem && attempt.currentItem.options.length === 4) {
      const res = await gql<{ answerPlacementItem: AttemptView }>(app, null, ANSWER, {
        attemptId: attempt.id,
        token: started?.token,
        itemId: attempt.currentItem.id,
        optionIndex: ((bank?.byId.get(attempt.currentItem.id)?.answer ?? 0) + 1) % 4,
      });
      attempt = res.data?.answerPlacementItem as AttemptView;
    }
    if (!attempt.currentItem) return; // no three-option item on this path
    const res = await gql(app, null, ANSWER, {
      attemptId: attempt.id,
      token: started?.token,
      itemId: attempt.currentItem.id,
      optionIndex: 3,
    });
    expect(res.code).toBe('validation_failed');
    expect(res.errors?.[0].extensions?.field).toBe('optionIndex');
  });

  it('race: two answers to one item at once count once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { started } = await start(null);
      const ref = { attemptId: started?.attempt.id, token: started?.token, itemId: started?.attempt.currentItem?.id };
      const results = await Promise.all([0, 1, 2, 3].map((optionIndex) => gql(app, null, ANSWER, { ...ref, optionIndex })));
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      expect(results.filter((r) => r.code === 'placement_item_not_current')).toHaveLength(3);
      const [row] = await app.db
        .select()
        .from(placementAttempts)
        .where(eq(placementAttempts.id, String(ref.attemptId)));
      expect(row.answers).toHaveLength(1);
    }
  });
});

describe('access: attempt owner (token or user), another student, teacher, admin, anonymous without the token', () => {
  it('the languages with a test and starting one are open to everyone', async () => {
    const student = await buildStudent(app, { catalogue: english });
    for (const who of [null, student, teacher, admin]) {
      const res = await gql<{ placementTestSections: unknown[] }>(app, who, SECTIONS);
      expect(res.data?.placementTestSections).toHaveLength(2);
      expect((await start(who, 'german')).res.errors).toBeUndefined();
    }
  });

  it('an anonymous attempt opens with its token only', async () => {
    const { started } = await start(null);
    const id = started?.attempt.id;
    const other = await buildStudent(app, { catalogue: english });
    expect((await gql(app, null, GET, { attemptId: id, token: started?.token })).errors).toBeUndefined();
    // The token works for whoever holds it (the visitor signs in later): signed in or not.
    expect((await gql(app, other, GET, { attemptId: id, token: started?.token })).errors).toBeUndefined();
    for (const who of [null, other, teacher, admin]) {
      expect((await gql(app, who, GET, { attemptId: id })).code).toBe('not_found');
      expect((await gql(app, who, GET, { attemptId: id, token: 'x'.repeat(43) })).code).toBe('not_found');
      const answer = { attemptId: id, token: 'y'.repeat(43), itemId: started?.attempt.currentItem?.id, optionIndex: 0 };
      expect((await gql(app, who, ANSWER, answer)).code).toBe('not_found');
    }
  });

  it("a student's own attempt opens by their session, not for another student, a teacher or an admin", async () => {
    const owner = await buildStudent(app, { catalogue: english });
    const other = await buildStudent(app, { catalogue: english });
    const { started } = await start(owner);
    const id = started?.attempt.id;
    expect((await gql(app, owner, GET, { attemptId: id })).errors).toBeUndefined();
    const item = started?.attempt.currentItem?.id;
    for (const who of [other, teacher, admin, null]) {
      expect((await gql(app, who, GET, { attemptId: id })).code).toBe('not_found');
      expect((await gql(app, who, ANSWER, { attemptId: id, itemId: item, optionIndex: 0 })).code).toBe('not_found');
    }
    expect((await gql(app, owner, ANSWER, { attemptId: id, itemId: item, optionIndex: 0 })).errors).toBeUndefined();
  });

  it('teachers and admins take the test like visitors (by token, no course of theirs moves)', async () => {
    for (const who of [teacher, admin]) {
      const { started } = await start(who);
      const [row] = await app.db
        .select()
        .from(placementAttempts)
        .where(eq(placementAttempts.id, started?.attempt.id ?? ''));
      expect(row.userId).toBeNull();
    }
  });

  it('claim: students only, with the token', async () => {
    const { attempt, token } = await takeTest(null, 'B1');
    expect((await gql(app, null, CLAIM, { attemptId: attempt.id, token })).code).toBe('unauthenticated');
    expect((await gql(app, teacher, CLAIM, { attemptId: attempt.id, token })).code).toBe('forbidden');
    expect((await gql(app, admin, CLAIM, { attemptId: attempt.id, token })).code).toBe('forbidden');
    const student = await buildStudent(app, { catalogue: english });
    expect((await gql(app, student, CLAIM, { attemptId: attempt.id, token: 'z'.repeat(43) })).code).toBe('not_found');
    expect((await gql(app, student, CLAIM, { attemptId: attempt.id, token })).errors).toBeUndefined();
    // Now it is theirs: another student holding the token cannot take it.
    const other = await buildStudent(app, { catalogue: english });
    expect((await gql(app, other, CLAIM, { attemptId: attempt.id, token })).code).toBe('not_found');
  });
});

describe('claim: registration with the result kept', () => {
  const profileOf = async (id: string) => (await app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, id)))[0];

  it("moves a new student's course to the result's module and sublevel; a second claim changes nothing", async () => {
    const { attempt, token } = await takeTest(null, 'A2');
    const student = await buildStudent(app, { catalogue: english });
    const res = await gql<{ claimPlacementResult: AttemptView }>(app, student, CLAIM, { attemptId: attempt.id, token });
    expect(res.data?.claimPlacementResult).toMatchObject({ claimed: true, claimOutcome: 'moved', result: { level: 'A2' } });
    const profile = await profileOf(student.id);
    expect(profile.moduleId).toBe(english.levels.A2);
    expect(profile.sublevel).toBe(attempt.result?.sublevel);
    const again = await gql<{ claimPlacementResult: AttemptView }>(app, student, CLAIM, { attemptId: attempt.id, token });
    expect(again.data?.claimPlacementResult.claimOutcome).toBe('moved');
  });

  it('moves a student of another language into the tested one (keeping where they stood)', async () => {
    const { attempt, token } = await takeTest(null, 'B1', 'german');
    const student = await buildStudent(app, { catalogue: english });
    expect((await gql(app, student, CLAIM, { attemptId: attempt.id, token })).errors).toBeUndefined();
    const profile = await profileOf(student.id);
    expect([profile.sectionId, profile.moduleId]).toEqual([german.sectionId, german.levels.B1]);
    expect(profile.previousModules[english.curriculumId]?.moduleId).toBe(english.levels.A1);
  });

  it('a student who already has classes gets the result, but their course stays', async () => {
    const booked = await buildCatalogue(app, { lessons: 1 });
    const student = await buildStudent(app, { catalogue: english });
    const cls = await buildClass(app, { catalogue: booked, startAt: new Date(roundHourAhead(app, 2).getTime() - 3 * DAY) });
    await buildBookedSeats(app, cls.id, [student.id]);
    const { attempt, token } = await takeTest(null, 'B2');
    const res = await gql<{ claimPlacementResult: AttemptView }>(app, student, CLAIM, { attemptId: attempt.id, token });
    expect(res.data?.claimPlacementResult).toMatchObject({ claimed: true, claimOutcome: 'has_classes', result: { level: 'B2' } });
    expect((await profileOf(student.id)).moduleId).toBe(english.levels.A1);
  });

  it('an unfinished test cannot be claimed', async () => {
    const { started } = await start(null);
    const student = await buildStudent(app, { catalogue: english });
    const res = await gql(app, student, CLAIM, { attemptId: started?.attempt.id, token: started?.token });
    expect(res.code).toBe('placement_attempt_not_finished');
  });

  it("a signed-in student's own test places them directly when it finishes", async () => {
    const student = await buildStudent(app, { catalogue: english });
    const { attempt } = await takeTest(student, 'B1');
    expect(attempt).toMatchObject({ claimed: true, claimOutcome: 'moved', result: { level: 'B1' } });
    expect((await profileOf(student.id)).moduleId).toBe(english.levels.B1);
  });
});

describe('retake: at most once a day per signed-in student and language', () => {
  it('refuses a second test within 24 hours with the hours left, allows it after', async () => {
    clock.freeze();
    try {
      const student = await buildStudent(app, { catalogue: english });
      await takeTest(student, 'A2');
      clock.advance(2 * HOUR);
      const res = (await start(student)).res;
      expect(res.code).toBe('placement_retake_too_soon');
      expect(res.errors?.[0].message).toBe('You can take the language test once a day. Please try again in 22 hours.');
      // Another language is another test.
      expect((await start(student, 'german')).res.errors).toBeUndefined();
      clock.advance(22 * HOUR);
      expect((await start(student)).res.errors).toBeUndefined();
    } finally {
      clock.reset();
    }
  });

  it('an unfinished test is resumed, not refused', async () => {
    const student = await buildStudent(app, { catalogue: english });
    const first = (await start(student)).started;
    const second = (await start(student)).started;
    expect(second?.attempt.id).toBe(first?.attempt.id);
    // The new token opens it; the old one no longer does.
    expect((await gql(app, null, GET, { attemptId: first?.attempt.id, token: second?.token })).errors).toBeUndefined();
    expect((await gql(app, null, GET, { attemptId: first?.attempt.id, token: first?.token })).code).toBe('not_found');
  });

  it('visitors are not limited (nobody to count)', async () => {
    expect((await start(null)).res.errors).toBeUndefined();
    expect((await start(null)).res.errors).toBeUndefined();
  });
});
