import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { CLOSE_OVERDUE_LOGS_JOB, startOverdueLogScans } from '../src/modules/class-logs/class-logs.jobs.ts';
import { closeOverdueLogs } from '../src/modules/class-logs/overdue-logs.service.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { LOG, type LogData, atMinutes, submitAll } from './class-log-requests.ts';
import { buildStaffedClass, MINUTE } from './factories/index.ts';

const { app, clock, mailer } = await buildTestApp();
const HOUR = 60 * MINUTE;

const stateOf = async (classId: string) =>
  (
    await queryRows<{ status: string; outcome: string | null; missed_reason: string | null }>(
      app.db,
      sql`select c.status, l.outcome, l.missed_reason from classes c left join class_logs l on l.class_id = c.id where c.id = ${classId}`,
    )
  )[0];
const penaltiesOf = (teacherId: string) =>
  queryRows<{ kind: string; until_at: Date; class_id: string }>(
    app.db,
    sql`select kind, until_at, class_id from teacher_penalties where teacher_id = ${teacherId}`,
  );
const creditsOf = (classId: string) =>
  queryRows<{ kind: string; amount_cents: number }>(
    app.db,
    sql`select kind, amount_cents from teacher_credits where class_id = ${classId}`,
  );

describe('open logs due 24 hours after the class', () => {
  it('counts a class without a log as missed at exactly 24 h, with the 2-week penalty and an e-mail', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    const due = new Date(setup.klass.endAt.getTime() + 24 * HOUR);
    // Frozen a second before the deadline, then at it: no job pass in between sees a later time.
    clock.freeze(new Date(due.getTime() - 1000));
    expect(await closeOverdueLogs(app, clock.now())).toBe(0);
    expect((await stateOf(setup.klass.id)).status).toBe('active');

    const now = clock.freeze(due);
    expect(await closeOverdueLogs(app, now)).toBe(1);
    expect(await stateOf(setup.klass.id)).toEqual({ status: 'missed', outcome: 'missed', missed_reason: 'log_overdue' });
    const [penalty] = await penaltiesOf(setup.teacher.id);
    expect(penalty).toMatchObject({ kind: 'missed_class', class_id: setup.klass.id });
    expect(new Date(penalty.until_at)).toEqual(new Date(now.getTime() + 14 * 24 * HOUR));
    expect(await creditsOf(setup.klass.id)).toEqual([{ kind: 'MissedClass', amount_cents: 0 }]);
    const mail = mailer.sent.find((m) => m.subject.startsWith('Class counted as missed'));
    expect(mail?.text).toContain('within 24 hours');

    // A second pass (or another node) changes nothing.
    expect(await closeOverdueLogs(app, new Date(now.getTime() + HOUR))).toBe(0);
    expect(await penaltiesOf(setup.teacher.id)).toHaveLength(1);
    const view = await gql<{ teacherClassLog: LogData }>(app, setup.teacher, LOG, { classUid: setup.klass.uid });
    expect(view.data!.teacherClassLog).toMatchObject({ outcome: 'missed', missedReason: 'log_overdue', editable: false });
  });

  it('links the teacher to the teacher area in their own display language', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    await app.db.execute(sql`update users set locale = 'fr' where id = ${setup.teacher.id}`);
    const now = clock.freeze(new Date(setup.klass.endAt.getTime() + 24 * HOUR));
    expect(await closeOverdueLogs(app, now)).toBe(1);
    const mail = mailer.sent.findLast((m) => m.text.includes('/payments'));
    // The teacher area serves every display language, not only de and en.
    expect(mail?.text).toContain('/fr/payments');
  });

  it('leaves a log submitted in time alone', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    clock.set(new Date(setup.klass.endAt.getTime() + 24 * HOUR - 5000));
    expect((await submitAll(app, setup)).errors).toBeUndefined();
    clock.set(new Date(setup.klass.endAt.getTime() + 25 * HOUR));
    expect(await closeOverdueLogs(app, clock.now())).toBe(0);
    expect((await stateOf(setup.klass.id)).status).toBe('completed');
    expect(await penaltiesOf(setup.teacher.id)).toHaveLength(0);
  });

  it('penalises once when two passes race', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    const now = clock.set(new Date(setup.klass.endAt.getTime() + 30 * HOUR));
    const results = await Promise.all([closeOverdueLogs(app, now), closeOverdueLogs(app, now), closeOverdueLogs(app, now)]);
    expect(results.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await penaltiesOf(setup.teacher.id)).toHaveLength(1);
    expect(await creditsOf(setup.klass.id)).toHaveLength(1);
  });

  it('runs as a recurring job on app.jobs, driven by the clock', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    atMinutes(clock, setup, 30);
    await startOverdueLogScans(app);
    await app.jobs.runDue();
    expect((await stateOf(setup.klass.id)).status).toBe('active');
    clock.set(new Date(setup.klass.endAt.getTime() + 24 * HOUR + 11 * MINUTE));
    await app.jobs.runDue();
    expect((await stateOf(setup.klass.id)).status).toBe('missed');
    const [{ n }] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from jobs where name = ${CLOSE_OVERDUE_LOGS_JOB} and completed_at is null and run_at > ${clock.now().toISOString()}::timestamptz`,
    );
    expect(n).toBe(1);
  });

  it('does not touch classes without a teacher or cancelled ones', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    await app.db.execute(sql`update classes set status = 'cancelled', cancelled_at = now() where id = ${setup.klass.id}`);
    clock.set(new Date(setup.klass.endAt.getTime() + 48 * HOUR));
    await closeOverdueLogs(app, clock.now());
    expect((await stateOf(setup.klass.id)).status).toBe('cancelled');
    expect(await penaltiesOf(setup.teacher.id)).toHaveLength(0);
  });
});
