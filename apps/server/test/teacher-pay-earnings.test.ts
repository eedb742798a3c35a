import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { type LogData, MISSED, NO_SHOW, TECH, atMinutes, submitAll } from './class-log-requests.ts';
import { buildCatalogue, buildStaffedClass } from './factories/index.ts';

const { app, clock } = await buildTestApp();

const linesOf = (classId: string) =>
  queryRows<{
    kind: string;
    amount_cents: number;
    currency: string;
    bonus_type: string | null;
    category: string | null;
    class_title: string;
  }>(
    app.db,
    sql`select kind, amount_cents, currency, bonus_type, category, class_title from teacher_credits where class_id = ${classId} order by kind, bonus_type`,
  );

describe('earnings per outcome (000 §9)', () => {
  it('pays a taught group class at the hourly rate, once however often the log is sent', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    atMinutes(clock, setup, 40);
    const first = await submitAll(app, setup);
    expect(first.data!.submitClassLog.earning).toEqual({
      kind: 'Group',
      amount: 24,
      bonus: 0,
      total: 24,
      totalCents: 2400,
      currency: 'EUR',
      invoiced: false,
    });
    await submitAll(app, setup);
    await submitAll(app, setup, 'incomplete');
    expect(await linesOf(setup.klass.id)).toEqual([
      { kind: 'Group', amount_cents: 2400, currency: 'EUR', bonus_type: null, category: null, class_title: 'Lesson 1' },
    ]);
  });

  it('pays a private class as Private, in the teacher currency', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { type: 'individual', hourlyRateCents: 3000, currency: 'USD' });
    atMinutes(clock, setup, 40);
    await submitAll(app, setup);
    expect(await linesOf(setup.klass.id)).toMatchObject([{ kind: 'Private', amount_cents: 3000, currency: 'USD' }]);
  });

  it('pays 50% for a no-show and for a technical issue, and nothing for a missed class', async () => {
    clock.reset();
    const noShow = await buildStaffedClass(app, { hourlyRateCents: 2001 });
    const tech = await buildStaffedClass(app, { catalogue: noShow.catalogue, hoursAhead: 3 });
    const missed = await buildStaffedClass(app, { catalogue: noShow.catalogue, hoursAhead: 4 });
    atMinutes(clock, missed, 20);
    await gql(app, noShow.teacher, NO_SHOW, { classUid: noShow.klass.uid });
    await gql(app, tech.teacher, TECH, { input: { classUid: tech.klass.uid, description: 'No audio for anyone.' } });
    await gql(app, missed.teacher, MISSED, { input: { classUid: missed.klass.uid, reason: 'forgot' } });
    expect(await linesOf(noShow.klass.id)).toMatchObject([{ kind: 'NoShow', amount_cents: 1001, category: 'no_students' }]); // 1000.5 rounds up
    expect(await linesOf(tech.klass.id)).toMatchObject([{ kind: 'TechIssue', amount_cents: 1200, category: 'tech_issues' }]);
    expect(await linesOf(missed.klass.id)).toMatchObject([{ kind: 'MissedClass', amount_cents: 0, category: 'missed_class' }]);
  });

  it('follows the log when it changes: a no-show re-logged as taught is paid in full', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    atMinutes(clock, setup, 20);
    await gql(app, setup.teacher, NO_SHOW, { classUid: setup.klass.uid });
    expect(await linesOf(setup.klass.id)).toMatchObject([{ kind: 'NoShow', amount_cents: 1200 }]);
    const res = await submitAll(app, setup);
    expect(res.data!.submitClassLog.outcome).toBe('updated');
    expect(await linesOf(setup.klass.id)).toMatchObject([{ kind: 'Group', amount_cents: 2400, category: null }]);
  });

  it('adds the orientation and telc bonuses to taught classes only, as their own lines', async () => {
    clock.reset();
    const catalogue = await buildCatalogue(app, { types: { 0: 'orientation' } });
    const setup = await buildStaffedClass(app, { catalogue });
    await app.db.execute(sql`update classes set labels = ARRAY['telc']::text[] where id = ${setup.klass.id}`);
    atMinutes(clock, setup, 30);
    const res = await submitAll(app, setup);
    expect(res.data!.submitClassLog.earning).toMatchObject({ kind: 'Group', amount: 24, bonus: 10.8, total: 34.8 });
    expect(await linesOf(setup.klass.id)).toMatchObject([
      { kind: 'Bonus', bonus_type: 'course_telc_bonus', amount_cents: 480, category: 'bonus' },
      { kind: 'Bonus', bonus_type: 'orientation_class_bonus', amount_cents: 600, category: 'bonus' },
      { kind: 'Group', amount_cents: 2400 },
    ]);
    await gql<{ reportNoShow: LogData }>(app, setup.teacher, NO_SHOW, { classUid: setup.klass.uid });
    expect(await linesOf(setup.klass.id)).toMatchObject([{ kind: 'NoShow', amount_cents: 1200 }]);
  });

  it('keeps one class line when log, no-show and a second log race', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    atMinutes(clock, setup, 30);
    const results = await Promise.all([
      submitAll(app, setup),
      gql(app, setup.teacher, NO_SHOW, { classUid: setup.klass.uid }),
      submitAll(app, setup, 'incomplete'),
      gql(app, setup.teacher, TECH, { input: { classUid: setup.klass.uid, description: 'Frozen video.' } }),
    ]);
    expect(results.every((r) => !r.errors)).toBe(true);
    const lines = await linesOf(setup.klass.id);
    expect(lines.filter((l) => l.kind !== 'Bonus')).toHaveLength(1);
    const [{ outcome, status }] = await queryRows<{ outcome: string; status: string }>(
      app.db,
      sql`select l.outcome, c.status from class_logs l join classes c on c.id = l.class_id where c.id = ${setup.klass.id}`,
    );
    // Whatever ran last decided the outcome, and the class line follows it.
    const expected: Record<string, string> = { completed: 'Group', no_students: 'NoShow', technical_issue: 'TechIssue' };
    expect(lines[0].kind).toBe(expected[status]);
    expect(['submitted', 'updated', 'no_students', 'technical_issue']).toContain(outcome);
  });

  it('pays a B2B course class its course bonus', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    await app.db.execute(sql`update classes set business_model_type = 'B2B', course_id = gen_random_uuid() where id = ${setup.klass.id}`);
    atMinutes(clock, setup, 30);
    await submitAll(app, setup);
    expect(await linesOf(setup.klass.id)).toMatchObject([
      { kind: 'Bonus', bonus_type: 'course_b2b_default_bonus', amount_cents: 240 },
      { kind: 'Group', amount_cents: 2400 },
    ]);
  });

  it('writes a zero line for a teacher without a rate rather than failing the log', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { hourlyRateCents: null });
    atMinutes(clock, setup, 30);
    expect((await submitAll(app, setup)).errors).toBeUndefined();
    expect(await linesOf(setup.klass.id)).toMatchObject([{ kind: 'Group', amount_cents: 0 }]);
  });
});

describe('log lists', () => {
  const LISTS = `query { open: teacherOpenLogs { total items { classUid outcome state lessonTitle classType students { shortName } earning { total currency } } }
    past: teacherPastLogs { total items { classUid outcome state earning { kind total currency } } } }`;

  it('moves a class from Open Logs to Past Logs with its earning', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    const notStarted = await buildStaffedClass(app, { teacher: setup.teacher, catalogue: setup.catalogue, hoursAhead: 6, students: 1 });
    atMinutes(clock, setup, 5);
    type Lists = {
      open: { total: number; items: { classUid: string; state: string; students: { shortName: string }[] }[] };
      past: { total: number; items: { classUid: string; outcome: string; earning: { kind: string; total: number; currency: string } }[] };
    };
    const before = await gql<Lists>(app, setup.teacher, LISTS);
    expect(before.data!.open.items.map((i) => [i.classUid, i.state])).toEqual([[setup.klass.uid, 'not_yet_open']]);
    expect(before.data!.open.items[0].students.map((s) => s.shortName)).toEqual(['Stu0 K.', 'Stu1 K.']);
    expect(before.data!.past.total).toBe(0);
    atMinutes(clock, setup, 61);
    await submitAll(app, setup);
    const after = await gql<Lists>(app, setup.teacher, LISTS);
    expect(after.data!.open.total).toBe(0);
    expect(after.data!.past.items).toEqual([
      { classUid: setup.klass.uid, outcome: 'submitted', state: 'open', earning: { kind: 'Group', total: 24, currency: 'EUR' } },
    ]);
    expect(after.data!.open.items.some((i) => i.classUid === notStarted.klass.uid)).toBe(false);
  });
});
