import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { experienceReviews, reviewPrompts, users } from '../src/db/schema/index.ts';
import { eraseClosedAccount } from '../src/modules/identity/account-erasure.jobs.ts';
import { buildDataExport } from '../src/modules/settings/data-export.service.ts';
import {
  DAY,
  buildAdmin,
  buildAttendedClass,
  buildCatalogue,
  buildFinishedLingobite,
  buildLessonPractice,
  buildStaffedClass,
  buildStudent,
  buildTeacher,
} from './factories/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { fetchGraphql, outcomeOf, tally } from './race-requests.ts';

// Booking-experience, personalized and feature-usefulness reviews and their prompt (decision 090).

const { app, clock } = await buildTestApp();
afterAll(() => app.close());

const PROMPT = '{ reviewPrompt { kind subject } }';
const SHOWN = 'mutation($kind: String!, $subject: String) { markReviewPromptShown(kind: $kind, subject: $subject) { kind subject } }';
const DISMISS = 'mutation($kind: String!, $subject: String) { dismissReviewPrompt(kind: $kind, subject: $subject) }';
const SUBMIT = `mutation($kind: String!, $subject: String, $rating: Int!, $comment: String) {
  submitExperienceReview(kind: $kind, subject: $subject, rating: $rating, comment: $comment) { id kind subject rating comment } }`;
const ADMIN = `query($kind: String, $limit: Int, $offset: Int) { adminExperienceReviews(kind: $kind, limit: $limit, offset: $offset) {
  total items { kind subject rating comment studentId studentEmail } averages { kind count average } } }`;

type Prompt = { kind: string; subject: string | null } | null;
const promptOf = async (who: Parameters<typeof gql>[1]) => (await gql<{ reviewPrompt: Prompt }>(app, who, PROMPT)).data?.reviewPrompt;
const promptRows = (studentId: string) => app.db.select().from(reviewPrompts).where(eq(reviewPrompts.studentId, studentId));

/** A student who just booked their first class (a staffed group class two hours ahead). */
async function freshBooking() {
  const setup = await buildStaffedClass(app, { students: 1 });
  return { ...setup, student: setup.students[0] };
}

describe('the booking-experience prompt', () => {
  it('follows the first booking; shown once a day; answered, it leaves and does not come back that day', async () => {
    clock.reset();
    const { student, klass } = await freshBooking();
    const prompt = { kind: 'booking_experience', subject: klass.uid };
    expect(await promptOf(student)).toEqual(prompt);
    // Showing it twice (a reload) records one row for the day.
    expect((await gql(app, student, SHOWN, prompt)).data).toEqual({ markReviewPromptShown: prompt });
    expect((await gql(app, student, SHOWN, prompt)).errors).toBeUndefined();
    expect(await promptRows(student.id)).toHaveLength(1);
    expect(await promptOf(student)).toEqual(prompt);

    const sent = await gql<{ submitExperienceReview: Record<string, unknown> }>(app, student, SUBMIT, {
      ...prompt,
      rating: 5,
      comment: '  Two clicks and done.  ',
    });
    expect(sent.data?.submitExperienceReview).toMatchObject({ ...prompt, rating: 5, comment: 'Two clicks and done.' });
    expect(await promptOf(student)).toBeNull();
    expect((await promptRows(student.id))[0].answeredAt).not.toBeNull();
    // Sent twice (a double click, another tab): one review.
    expect((await gql(app, student, SUBMIT, { ...prompt, rating: 4 })).code).toBe('experience_review_already_sent');
    // The next days: nothing else is due, and the answered booking is not asked again.
    clock.advance(DAY);
    expect(await promptOf(student)).toBeNull();
  });

  it('is not asked a week after the booking, and asked about the 10th booking', async () => {
    clock.reset();
    const { student, catalogue } = await freshBooking();
    clock.advance(7 * DAY + 60_000);
    expect(await promptOf(student)).toBeNull();
    clock.reset();
    // Nine more bookings (attended classes in the past are bookings too): the 10th is asked about.
    for (let i = 0; i < 9; i++) await buildAttendedClass(app, student.id, catalogue, 24 * (i + 1));
    expect((await promptOf(student))?.kind).toBe('booking_experience');
    expect((await promptOf(student))?.subject).not.toBeNull();
  });

  it('"Not now" puts it off: gone today, not asked again for that booking', async () => {
    clock.reset();
    const { student, klass } = await freshBooking();
    const prompt = { kind: 'booking_experience', subject: klass.uid };
    expect((await gql(app, student, DISMISS, prompt)).code).toBe('review_prompt_not_shown');
    await gql(app, student, SHOWN, prompt);
    expect((await gql(app, student, DISMISS, prompt)).data).toEqual({ dismissReviewPrompt: true });
    expect((await gql(app, student, DISMISS, prompt)).data).toEqual({ dismissReviewPrompt: true });
    expect(await promptOf(student)).toBeNull();
    clock.advance(DAY);
    expect(await promptOf(student)).toBeNull();
    // Put off is not answered: the student may still send a review of it.
    clock.reset();
    expect((await gql(app, student, SUBMIT, { ...prompt, rating: 3 })).errors).toBeUndefined();
  });
});

describe('personalized and feature usefulness', () => {
  it('personalized after 5 attended classes, then a feature after its 3rd use, never two on one day', async () => {
    clock.reset();
    const catalogue = await buildCatalogue(app);
    const student = await buildStudent(app, { catalogue });
    for (let i = 0; i < 4; i++) await buildAttendedClass(app, student.id, catalogue, 24 * (i + 20));
    await buildLessonPractice(app, catalogue.lessonIds.slice(0, 3));
    // Two Lingobites on two days: not yet a feature's 3rd use.
    for (const [i, lessonId] of catalogue.lessonIds.slice(0, 2).entries()) {
      await buildFinishedLingobite(app, student.id, lessonId, new Date(clock.now().getTime() - (i + 2) * DAY));
    }
    // A week on, the first booking is no longer asked about.
    clock.advance(8 * DAY);
    expect(await promptOf(student)).toBeNull();
    await buildAttendedClass(app, student.id, catalogue, 24 * 25);
    const personalized = { kind: 'personalized', subject: null };
    expect(await promptOf(student)).toEqual(personalized);
    await buildFinishedLingobite(app, student.id, catalogue.lessonIds[2], clock.now());
    // Personalized comes first; once shown it is the day's one prompt, answered or not.
    expect(await promptOf(student)).toEqual(personalized);
    await gql(app, student, SHOWN, personalized);
    const feature = { kind: 'feature_usefulness', subject: 'lingobites' };
    expect((await gql(app, student, SHOWN, feature)).code).toBe('review_prompt_not_due');
    expect((await gql(app, student, SUBMIT, { ...personalized, rating: 4 })).errors).toBeUndefined();
    expect(await promptOf(student)).toBeNull();
    expect((await gql(app, student, SHOWN, feature)).code).toBe('review_prompt_not_due');
    clock.advance(DAY);
    expect(await promptOf(student)).toEqual(feature);
    expect((await gql(app, student, SHOWN, feature)).errors).toBeUndefined();
    expect(await promptRows(student.id)).toHaveLength(2);
  });
});

describe('inputs', () => {
  it('answers the spec’s validation error for a bad kind, subject, rating or comment, and not_found for a class not booked', async () => {
    clock.reset();
    const { student, klass } = await freshBooking();
    const fieldOf = async (variables: Record<string, unknown>, query = SUBMIT) => {
      const res = await gql(app, student, query, variables);
      return [res.code, res.errors?.[0]?.extensions?.field];
    };
    expect(await fieldOf({ kind: 'nope', rating: 3 })).toEqual(['validation_failed', 'kind']);
    expect(await fieldOf({ kind: 'personalized', rating: 0 })).toEqual(['validation_failed', 'rating']);
    expect(await fieldOf({ kind: 'personalized', rating: 6 })).toEqual(['validation_failed', 'rating']);
    expect(await fieldOf({ kind: 'personalized', subject: 'x', rating: 3 })).toEqual(['validation_failed', 'subject']);
    expect(await fieldOf({ kind: 'feature_usefulness', subject: 'karaoke', rating: 3 })).toEqual(['validation_failed', 'subject']);
    expect(await fieldOf({ kind: 'feature_usefulness', rating: 3 })).toEqual(['validation_failed', 'subject']);
    expect(await fieldOf({ kind: 'personalized', rating: 3, comment: 'x'.repeat(1001) })).toEqual(['validation_failed', 'comment']);
    expect(await fieldOf({ kind: 'nope' }, SHOWN)).toEqual(['validation_failed', 'kind']);
    expect(await fieldOf({ kind: 'personalized', subject: 'x' }, DISMISS)).toEqual(['validation_failed', 'subject']);
    const someoneElses = await freshBooking();
    expect((await gql(app, student, SUBMIT, { kind: 'booking_experience', subject: someoneElses.klass.uid, rating: 3 })).code).toBe(
      'not_found',
    );
    expect((await gql(app, student, SHOWN, { kind: 'booking_experience', subject: someoneElses.klass.uid })).code).toBe(
      'review_prompt_not_due',
    );
    // A booking review without a class (from a general "how was booking" question) is allowed.
    expect((await gql(app, student, SUBMIT, { kind: 'booking_experience', rating: 2, comment: '' })).data).toMatchObject({
      submitExperienceReview: { subject: null, comment: null },
    });
    expect(await promptOf(student)).toEqual({ kind: 'booking_experience', subject: klass.uid });
  });
});

describe('access', () => {
  it('student fields are the owner’s own; staff are forbidden, anonymous unauthenticated; the list is the admin’s', async () => {
    clock.reset();
    const { student: owner, klass, catalogue, teacher } = await freshBooking();
    const other = await buildStudent(app, { catalogue });
    const admin = await buildAdmin(app);
    const prompt = { kind: 'booking_experience', subject: klass.uid };
    // Another student: no prompt, cannot show, put off or review the owner's booking.
    expect(await promptOf(other)).toBeNull();
    expect((await gql(app, other, SHOWN, prompt)).code).toBe('review_prompt_not_due');
    expect((await gql(app, other, DISMISS, prompt)).code).toBe('review_prompt_not_shown');
    expect((await gql(app, other, SUBMIT, { ...prompt, rating: 1 })).code).toBe('not_found');
    const studentFields: [string, Record<string, unknown>][] = [
      [PROMPT, {}],
      [SHOWN, prompt],
      [DISMISS, prompt],
      [SUBMIT, { ...prompt, rating: 5 }],
    ];
    for (const [query, variables] of studentFields) {
      expect((await gql(app, teacher, query, variables)).code).toBe('forbidden');
      expect((await gql(app, admin, query, variables)).code).toBe('forbidden');
      expect((await gql(app, null, query, variables)).code).toBe('unauthenticated');
    }
    expect((await gql(app, owner, SHOWN, prompt)).errors).toBeUndefined();
    expect((await gql(app, owner, DISMISS, prompt)).errors).toBeUndefined();
    expect((await gql(app, owner, SUBMIT, { ...prompt, rating: 5 })).errors).toBeUndefined();
    for (const who of [owner, other, teacher]) expect((await gql(app, who, ADMIN)).code).toBe('forbidden');
    expect((await gql(app, null, ADMIN)).code).toBe('unauthenticated');
    expect((await gql(app, admin, ADMIN)).errors).toBeUndefined();
    const otherTeacher = await buildTeacher(app, catalogue);
    expect((await gql(app, otherTeacher, PROMPT)).code).toBe('forbidden');
  });
});

describe('the back office list', () => {
  it('lists newest first, filters a kind, pages, and averages each kind over every review', async () => {
    clock.reset();
    const admin = await buildAdmin(app);
    const before = (await gql<{ adminExperienceReviews: { averages: { kind: string; count: number }[] } }>(app, admin, ADMIN)).data!
      .adminExperienceReviews;
    const countOf = (kind: string, view = before) => view.averages.find((a) => a.kind === kind)!.count;
    const catalogue = await buildCatalogue(app);
    const a = await buildStudent(app, { catalogue });
    const b = await buildStudent(app, { catalogue });
    await gql(app, a, SUBMIT, { kind: 'feature_usefulness', subject: 'grammar', rating: 2 });
    clock.advance(60_000);
    await gql(app, b, SUBMIT, { kind: 'feature_usefulness', subject: 'grammar', rating: 5, comment: 'Clear tables.' });
    type List = { total: number; items: { studentId: string; comment: string | null; rating: number }[] };
    const page = (await gql<{ adminExperienceReviews: List }>(app, admin, ADMIN, { kind: 'feature_usefulness', limit: 1 })).data!
      .adminExperienceReviews;
    expect(page.total).toBe(countOf('feature_usefulness') + 2);
    expect(page.items).toEqual([expect.objectContaining({ studentId: b.id, rating: 5, comment: 'Clear tables.' })]);
    const second = (await gql<{ adminExperienceReviews: List }>(app, admin, ADMIN, { kind: 'feature_usefulness', limit: 1, offset: 1 }))
      .data!.adminExperienceReviews;
    expect(second.items[0].studentId).toBe(a.id);
    const after = (await gql<{ adminExperienceReviews: typeof before }>(app, admin, ADMIN)).data!.adminExperienceReviews;
    expect(countOf('feature_usefulness', after)).toBe(countOf('feature_usefulness') + 2);
    expect(after.averages.map((x) => x.kind)).toEqual(['booking_experience', 'personalized', 'feature_usefulness']);
    expect((await gql(app, admin, ADMIN, { kind: 'nope' })).code).toBe('validation_failed');
    expect((await gql(app, admin, ADMIN, { limit: 0 })).code).toBe('validation_failed');
  });
});

describe('races over real HTTP', () => {
  it('ten tabs showing and ten sending the same prompt: one shown row for the day, one review', async () => {
    clock.reset();
    const { student, klass } = await freshBooking();
    const prompt = { kind: 'booking_experience', subject: klass.uid };
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = await loginCookies(app, student);
    const shown = await Promise.all(Array.from({ length: 10 }, () => fetchGraphql(address, cookie, SHOWN, prompt)));
    expect(shown.map((r) => r.body.errors?.[0]?.extensions?.code ?? 'ok')).toEqual(Array(10).fill('ok'));
    expect(await promptRows(student.id)).toHaveLength(1);
    const sent = await Promise.all(Array.from({ length: 10 }, () => fetchGraphql(address, cookie, SUBMIT, { ...prompt, rating: 4 })));
    const outcomes = sent.map((r) => (r.body.data?.submitExperienceReview ? 'ok' : outcomeOf(r.status, r.body)));
    expect(tally(outcomes)).toEqual({ ok: 1, experience_review_already_sent: 9 });
    const reviews = await app.db.select().from(experienceReviews).where(eq(experienceReviews.studentId, student.id));
    expect(reviews).toHaveLength(1);
    // Showing and sending in one burst: still one row for the day, and the day's prompt stays answered.
    const mixed = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        fetchGraphql(address, cookie, i % 2 ? SHOWN : SUBMIT, i % 2 ? prompt : { kind: 'personalized', rating: 3 }),
      ),
    );
    expect(mixed.filter((r) => r.body.data?.submitExperienceReview)).toHaveLength(1);
    const rows = await promptRows(student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].answeredAt).not.toBeNull();
  });
});

describe('the account’s data', () => {
  it('the export carries the reviews and prompts; erasure blanks the comment and keeps the rating', async () => {
    clock.reset();
    const { student, klass } = await freshBooking();
    const prompt = { kind: 'booking_experience', subject: klass.uid };
    await gql(app, student, SHOWN, prompt);
    await gql(app, student, SUBMIT, { ...prompt, rating: 4, comment: 'My teacher Anna was lovely.' });
    const data = await buildDataExport(app, student.id);
    expect(data.experienceReviews).toEqual([
      expect.objectContaining({ kind: 'booking_experience', subject: klass.uid, rating: 4, comment: 'My teacher Anna was lovely.' }),
    ]);
    expect(data.reviewPrompts).toEqual([expect.objectContaining({ kind: 'booking_experience', subject: klass.uid })]);

    const closedAt = new Date(clock.now().getTime() - 31 * DAY);
    await app.db.update(users).set({ closedAt }).where(eq(users.id, student.id));
    expect(await eraseClosedAccount(app, student.id, clock.now())).toBe(true);
    const [row] = await app.db
      .select()
      .from(experienceReviews)
      .where(and(eq(experienceReviews.studentId, student.id), eq(experienceReviews.kind, 'booking_experience')));
    expect(row).toMatchObject({ rating: 4, comment: null });
  });
});
