import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { gql, ledgerMismatches, loginCookies } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { type LogData, MISSED, NO_SHOW, TECH, atMinutes, submitAll } from './class-log-requests.ts';
import { buildStaffedClass, buildTeacher, MINUTE, type StaffedClass } from './factories/index.ts';

const { app, clock } = await buildTestApp();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]);

function multipartBody(filename: string, contentType: string, data: Buffer) {
  const boundary = `----parla${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(setup: StaffedClass, who: { id: string; roles: string[] }, filename: string, type: string, data: Buffer) {
  const body = multipartBody(filename, type, data);
  return app.inject({
    method: 'POST',
    url: `/api/teacher/classes/${setup.klass.uid}/screenshots`,
    headers: { ...clientHeaders, cookie: await loginCookies(app, who), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const penalties = (teacherId: string) =>
  queryRows<{ kind: string; until_at: Date; from_at: Date; class_id: string }>(
    app.db,
    sql`select kind, until_at, from_at, class_id from teacher_penalties where teacher_id = ${teacherId}`,
  );

describe('no-show', () => {
  it('needs 15 minutes of waiting, then marks everyone missed', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    atMinutes(clock, setup, 14);
    const early = await gql(app, setup.teacher, NO_SHOW, { classUid: setup.klass.uid });
    expect(early.code).toBe('no_show_too_early');
    expect(early.errors?.[0].message).toBe('Please wait 15 minutes for your students before reporting a no-show.');
    atMinutes(clock, setup, 16);
    const res = await gql<{ reportNoShow: LogData }>(app, setup.teacher, NO_SHOW, { classUid: setup.klass.uid });
    expect(res.data!.reportNoShow.outcome).toBe('no_students');
    expect(res.data!.reportNoShow.students.map((s) => s.attendance)).toEqual(['missed', 'missed']);
    expect(res.data!.reportNoShow.earning).toMatchObject({ kind: 'NoShow', amount: 12, totalCents: 1200 });
  });
});

describe('technical problem with a screenshot', () => {
  it('uploads an image, stores it in the database, and reports the problem', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    atMinutes(clock, setup, 20);
    const res = await upload(setup, setup.teacher, 'screen.png', 'image/png', PNG);
    expect(res.statusCode).toBe(201);
    const { id, url } = res.json<{ id: string; url: string }>();
    expect(url).toBe(`/api/teacher/screenshots/${id}`);

    const report = await gql<{ reportTechnicalProblem: LogData }>(app, setup.teacher, TECH, {
      input: { classUid: setup.klass.uid, description: 'The classroom showed a black screen.', screenshotId: id },
    });
    expect(report.errors).toBeUndefined();
    expect(report.data!.reportTechnicalProblem).toMatchObject({
      outcome: 'technical_issue',
      technicalProblem: 'The classroom showed a black screen.',
      screenshotUrl: url,
      earning: { kind: 'TechIssue', totalCents: 1200 },
    });
    const [{ status }] = await queryRows<{ status: string }>(app.db, sql`select status from classes where id = ${setup.klass.id}`);
    expect(status).toBe('technical_issue');

    const image = await app.inject({ method: 'GET', url, headers: { cookie: await loginCookies(app, setup.teacher) } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const other = await buildTeacher(app, setup.catalogue);
    expect((await app.inject({ method: 'GET', url, headers: { cookie: await loginCookies(app, other) } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses files that are not images, too large, or for someone else’s class', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    atMinutes(clock, setup, 20);
    const text = await upload(setup, setup.teacher, 'screen.png', 'image/png', Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual([
      { category: 'validate', field: 'screenshot', message: 'Please upload an image (PNG, JPEG, WebP or GIF).' },
    ]);
    const big = await upload(setup, setup.teacher, 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors[0].message).toBe('Maximum file size 5MB');
    const other = await buildTeacher(app, setup.catalogue);
    expect((await upload(setup, other, 'screen.png', 'image/png', PNG)).statusCode).toBe(404);
    const [{ n }] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from class_log_screenshots where class_id = ${setup.klass.id}`,
    );
    expect(n).toBe(0);
  });

  it('needs a description and refuses a screenshot of another class', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    const second = await buildStaffedClass(app, { teacher: setup.teacher, catalogue: setup.catalogue, hoursAhead: 4, students: 1 });
    atMinutes(clock, setup, 20);
    const blank = await gql(app, setup.teacher, TECH, { input: { classUid: setup.klass.uid, description: '   ' } });
    expect(blank.errors?.[0]).toMatchObject({ message: 'Please describe the problem.', extensions: { field: 'description' } });
    clock.set(new Date(second.klass.startAt.getTime() + 20 * MINUTE));
    const shot = (await upload(second, setup.teacher, 's.png', 'image/png', PNG)).json<{ id: string }>();
    const wrong = await gql(app, setup.teacher, TECH, {
      input: { classUid: setup.klass.uid, description: 'Broken', screenshotId: shot.id },
    });
    expect(wrong.errors?.[0].extensions?.field).toBe('screenshotId');
  });
});

describe('missed-class report', () => {
  it('needs a reason (and words for "other"), pays nothing, gives the 2-week penalty and closes the log', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    const now = atMinutes(clock, setup, 40);
    const vague = await gql(app, setup.teacher, MISSED, { input: { classUid: setup.klass.uid, reason: 'other' } });
    expect(vague.errors?.[0]).toMatchObject({ message: 'Please tell us what happened.', extensions: { field: 'explanation' } });
    const res = await gql<{ reportMissedClass: LogData }>(app, setup.teacher, MISSED, {
      input: { classUid: setup.klass.uid, reason: 'emergency' },
    });
    expect(res.data!.reportMissedClass).toMatchObject({
      outcome: 'missed',
      missedReason: 'emergency',
      editable: false,
      earning: { kind: 'MissedClass', totalCents: 0 },
    });
    const [penalty] = await penalties(setup.teacher.id);
    expect(penalty.kind).toBe('missed_class');
    expect(penalty.class_id).toBe(setup.klass.id);
    const days = (new Date(penalty.until_at).getTime() - now.getTime()) / (24 * 60 * MINUTE);
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThan(14.01);
    const [profile] = await queryRows<{ penalty_until: Date }>(
      app.db,
      sql`select penalty_until from teacher_profiles where user_id = ${setup.teacher.id}`,
    );
    expect(new Date(profile.penalty_until)).toEqual(new Date(penalty.until_at));
    // The students get their credit back and are told.
    const refunds = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from credit_ledger l join appointments a on a.id = l.appointment_id
        where a.class_id = ${setup.klass.id} and l.reason = 'class_cancelled_refund' and l.delta = 1`,
    );
    expect(refunds[0].n).toBe(2);
    const notices = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from student_notifications where type = 'class_cancelled_by_school' and content_values->>'classUid' = ${setup.klass.uid}`,
    );
    expect(notices[0].n).toBe(2);
    expect(await ledgerMismatches(app)).toEqual([]);
    expect((await submitAll(app, setup)).code).toBe('class_log_closed');
    expect((await gql(app, setup.teacher, NO_SHOW, { classUid: setup.klass.uid })).code).toBe('class_log_closed');
  });
});
