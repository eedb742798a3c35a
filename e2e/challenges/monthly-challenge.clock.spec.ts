import type { APIRequestContext } from '@playwright/test';
import { expect, signInBrowser, test, checkScreens } from '../fixtures.ts';
import { GraphqlError, graphql as rawGraphql } from '../support/api.ts';
import { serverNow } from '../support/server-clock.ts';
import { buyPlan, creditsOf } from '../store/store-support.ts';

const LESSONS = 10;

interface Prompt {
  type: string;
  options: string[] | null;
  left: string[] | null;
  right: string[] | null;
  words: string[] | null;
}

/** Any well-formed answer of the task's type: right or wrong, it finishes the task's try. */
function answerOf(task: Prompt): Record<string, unknown> {
  switch (task.type) {
    case 'multiple_choice':
      return { choice: 0 };
    case 'match_pairs':
      return { pairs: (task.left ?? []).map((left, i) => ({ left, right: (task.right ?? [])[i] ?? '' })) };
    case 'order_words':
      return { words: task.words ?? [] };
    default:
      return { text: 'xyzzy' };
  }
}

const PROMPT = 'type options left right words';

/** The GraphQL budget is per user and per minute of the server's clock: a spent budget waits a clock minute, not a real one. */
let waitAMinute: () => Promise<unknown> = async () => undefined;
async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await rawGraphql<T>(request, query, variables);
    } catch (error) {
      if (!(error instanceof GraphqlError) || !error.codes.includes('too_many_requests') || attempt > 3) throw error;
      await waitAMinute();
    }
  }
}

/** A lesson's homework and quiz sets answered to the end, and its Lingobite played to the end: three activities. */
async function finishLessonPractice(request: APIRequestContext, lessonId: string): Promise<void> {
  const { exercises } = await graphql<{ exercises: { id: string; status: string; task: Prompt }[] }>(
    request,
    `query E2eChallengeExercises($lessonId: ID!) { exercises(lessonId: $lessonId) { id status task { ${PROMPT} } } }`,
    { lessonId },
  );
  expect(exercises.length).toBeGreaterThan(0);
  for (const exercise of exercises.filter((e) => e.status === 'pending')) {
    await graphql(
      request,
      'mutation E2eChallengeAnswer($id: ID!, $answer: TaskAnswerInput!) { submitExerciseAnswer(exerciseId: $id, answer: $answer) { status } }',
      {
        id: exercise.id,
        answer: answerOf(exercise.task),
      },
    );
  }
  // The Lingobite: its tasks once, then each answered until finished (solved, or three tries); answers select one field,
  // so thirty lessons' worth of answers stay inside the per-minute GraphQL budget.
  type Task = { stage: number; task: number; finished: boolean; prompt: Prompt };
  const { practiceSequence } = await graphql<{ practiceSequence: { stages: { tasks: Task[] }[] } }>(
    request,
    `query E2eChallengeBite($lessonId: ID!) { practiceSequence(lessonId: $lessonId) { stages { tasks { stage task finished prompt { ${PROMPT} } } } } }`,
    { lessonId },
  );
  let sequence: { completedAt: string | null } = { completedAt: null };
  for (const next of practiceSequence.stages.flatMap((s) => s.tasks).filter((t) => !t.finished)) {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        sequence = (
          await graphql<{ answerLingobiteTask: { completedAt: string | null } }>(
            request,
            `mutation E2eChallengeBiteAnswer($lessonId: ID!, $stage: Int!, $task: Int!, $answer: TaskAnswerInput!) {
              answerLingobiteTask(lessonId: $lessonId, stage: $stage, task: $task, answer: $answer) { completedAt } }`,
            { lessonId, stage: next.stage, task: next.task, answer: answerOf(next.prompt) },
          )
        ).answerLingobiteTask;
      } catch (error) {
        if (error instanceof GraphqlError && error.codes.includes('lingobite_task_finished')) break;
        throw error;
      }
    }
  }
  expect(sequence.completedAt).not.toBeNull();
}

/** The clock moved at once; only its answer (which waits for a job pass in flight) outlasted the request on a loaded machine. */
function ignoreSlowAnswer(error: unknown): void {
  if (!(error instanceof Error) || !error.message.includes('Timeout')) throw error;
}

/** The first instant (UTC midnight) of the month after `ms`'s month, plus `days` days and `hours` hours. */
function inNextMonth(ms: number, days: number, hours: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1 + days, hours);
}

test.describe('a monthly activity challenge', () => {
  test('a student joins, does 30 activities, completes it; after the month the prize arrives once', async ({
    page,
    api,
    buildStudent,
    buildCredits,
    buildClass,
    moveClock,
  }) => {
    test.setTimeout(600_000);
    // The move happens at once; its answer waits for a job pass in flight, which can outlast the request under load.
    waitAMinute = () => moveClock(61_000).catch(ignoreSlowAnswer);
    // Mid-month of a month no other spec uses: the renewal, the classes and the month's end stay apart.
    const start = await serverNow(api);
    await moveClock(inNextMonth(start, 14, 8) - start);

    const student = await buildStudent({ firstName: 'Ines' });
    await signInBrowser(page, student);
    await buyPlan(page);
    // Ten lessons booked three weeks ahead and more, a day apart (a slot holds three classes), open their practice (decision 073) and stay clear of the cut-offs.
    await buildCredits([student.id], { kind: 'group', amount: LESSONS });
    for (let lessonIndex = 0; lessonIndex < LESSONS; lessonIndex++) await buildClass({ student, lessonIndex, daysAhead: 21 + lessonIndex });

    // The challenges page: this month's challenge, not joined; its page with the empty leaderboard.
    await page.goto('/en/account/home');
    const card = page.getByTestId('challenge-today-card');
    await expect(card).toContainText('Not joined');
    await card.getByRole('link', { name: 'Open the challenge' }).click();
    await expect(page).toHaveURL(/\/en\/account\/challenges\/[a-z]+-\d{4}$/);
    const challengeUrl = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('challenge');
    await expect(page.getByTestId('leaderboard-empty')).toBeVisible();
    await checkScreens(page, 'challenge-empty');

    // Join: the preview said what counts; the student's own row appears on the board.
    await expect(page.getByTestId('challenge-join-panel')).toContainText('What counts');
    await page.getByRole('button', { name: 'Join the challenge' }).click();
    await expect(page.getByRole('button', { name: 'Leave the challenge' })).toBeVisible();
    await expect(page.getByTestId('leaderboard-row')).toHaveCount(1);
    await expect(page.getByTestId('leaderboard-row')).toContainText('Ines');

    // Thirty activities through the API: homework, quiz and Lingobite of ten lessons.
    const course = await graphql<{ coursePage: { chapters: { lessons: { id: string }[] }[] } }>(
      page.request,
      'query E2eChallengeLessons { coursePage { chapters { lessons { id } } } }',
    );
    const lessonIds = course.coursePage.chapters.flatMap((c) => c.lessons.map((l) => l.id)).slice(0, LESSONS);
    for (const lessonId of lessonIds) await finishLessonPractice(page.request, lessonId);

    await page.reload();
    await expect(page.getByTestId('challenge-progress').first()).toHaveText('30 of 30 activities');
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave the challenge' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Hide my name on the leaderboard' }).check();
    await expect(page.getByTestId('leaderboard-row')).toContainText('Ines');
    await checkScreens(page, 'challenge-completed');
    await page.goto('/en/account/challenges');
    await expect(page.getByTestId('challenge-summary').first()).toContainText('Completed');
    await checkScreens(page, 'challenges-list');

    // Past the month's end and its grace day: the prize job grants 2 group credits, once.
    const before = (await creditsOf(page.request)).groupCredits;
    const now = await serverNow(api);
    await moveClock(inNextMonth(now, 1, 6) - now).catch(ignoreSlowAnswer);
    await signInBrowser(page, student);
    await expect.poll(async () => (await creditsOf(page.request)).groupCredits, { timeout: 60_000 }).toBe(before + 2);
    await page.goto(challengeUrl);
    await expect(page.getByTestId('challenge-join-panel')).toContainText('Prize received: 2 extra group classes');
    // Another job pass later changes nothing.
    await moveClock(60 * 60_000).catch(ignoreSlowAnswer);
    await signInBrowser(page, student);
    await page.goto('/en/account/notifications');
    await expect(page.getByText(/Challenge completed! 2 extra group classes/)).toHaveCount(1);
    expect((await creditsOf(page.request)).groupCredits).toBe(before + 2);
    await page.goto('/en/account/challenges');
    await expect(page.getByRole('heading', { name: 'Your past challenges' })).toBeVisible();
    await expect(page.getByTestId('challenge-summary')).toHaveCount(2);
    await checkScreens(page, 'challenges-past');
  });
});
