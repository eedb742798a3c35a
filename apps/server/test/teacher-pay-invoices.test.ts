import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { MAKE_INVOICE_JOB } from '../src/modules/teacher-pay/invoice-schedule.ts';
import { makeDueInvoices, makeInvoice } from '../src/modules/teacher-pay/invoices.service.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { atMinutes, submitAll } from './class-log-requests.ts';
import { buildAdmin, buildStaffedClass, buildTeacher, MINUTE } from './factories/index.ts';

const { app, clock } = await buildTestApp();
const HOUR = 60 * MINUTE;

const invoicesOf = (teacherId: string) =>
  queryRows<{ id: string; month: string; total_cents: number; item_count: number; unique_id: string; number: string; currency: string }>(
    app.db,
    sql`select id, month, total_cents, item_count, unique_id, number, currency from teacher_invoices where teacher_id = ${teacherId} order by month`,
  );

const INVOICES = `query { teacherInvoices { id number uniqueId month date total totalCents currency pending pdfUrl itemCount
  items { date classId classTitle classType kind category bonusType description amount }
  categories { category count amount } } }`;

interface InvoiceData {
  id: string;
  number: string | null;
  uniqueId: string | null;
  month: string;
  total: number;
  currency: string;
  pending: boolean;
  pdfUrl: string | null;
  itemCount: number;
  items: {
    classId: string | null;
    classTitle: string | null;
    classType: string | null;
    kind: string;
    category: string | null;
    bonusType: string | null;
    description: string;
    amount: number;
  }[];
  categories: { category: string | null; count: number; amount: number }[];
}

/** A teacher (Berlin) with a class at 23:00 on 31 May and one at 00:00 on 1 June, both logged. */
async function monthEndClasses() {
  clock.set(new Date('2026-05-31T11:59:59Z'));
  const may = await buildStaffedClass(app, { hoursAhead: 9, students: 1 }); // 21:00Z = 23:00 CEST
  const june = await buildStaffedClass(app, { hoursAhead: 10, students: 1, teacher: may.teacher, catalogue: may.catalogue }); // 1 June 00:00 CEST
  expect(may.klass.startAt.toISOString()).toBe('2026-05-31T21:00:00.000Z');
  atMinutes(clock, may, 50);
  expect((await submitAll(app, may)).errors).toBeUndefined();
  atMinutes(clock, june, 50);
  expect((await submitAll(app, june)).errors).toBeUndefined();
  return { may, june, teacher: may.teacher };
}

describe('the monthly invoice job', () => {
  it('makes the month’s invoice once it is ready: month end in the teacher zone + 25 h', async () => {
    const { may, june, teacher } = await monthEndClasses();
    const jobs = await queryRows<{ run_at: Date; payload: { month: string } }>(
      app.db,
      sql`select run_at, payload from jobs where name = ${MAKE_INVOICE_JOB} and payload->>'teacherId' = ${teacher.id} order by run_at`,
    );
    expect(jobs.map((j) => [j.payload.month, new Date(j.run_at).toISOString()])).toEqual([
      ['2026-05', '2026-06-01T23:00:00.000Z'],
      ['2026-06', '2026-07-01T23:00:00.000Z'],
    ]);

    clock.set(new Date('2026-06-01T22:59:59Z'));
    await app.jobs.runDue();
    expect(await invoicesOf(teacher.id)).toHaveLength(0);
    clock.set(new Date('2026-06-01T23:00:00Z'));
    await app.jobs.runDue();
    const [invoice] = await invoicesOf(teacher.id);
    expect(invoice).toMatchObject({ month: '2026-05', total_cents: 2400, item_count: 1, currency: 'EUR' });

    const list = await gql<{ teacherInvoices: InvoiceData[] }>(app, teacher, INVOICES);
    expect(list.errors).toBeUndefined();
    const [pendingJune, madeMay] = list.data!.teacherInvoices;
    expect(pendingJune).toMatchObject({ month: '2026-06', pending: true, pdfUrl: null, total: 24, itemCount: 1 });
    expect(madeMay).toMatchObject({
      month: '2026-05',
      pending: false,
      total: 24,
      currency: 'EUR',
      number: invoice.number,
      uniqueId: invoice.unique_id,
    });
    expect(madeMay.pdfUrl).toBe(`/api/teacher/pdf/${invoice.unique_id}`);
    expect(madeMay.items).toEqual([
      {
        date: may.klass.startAt.toISOString(),
        classId: may.klass.uid,
        classTitle: 'Lesson 1',
        classType: 'group',
        kind: 'Group',
        category: null,
        bonusType: null,
        description: '',
        amount: 24,
      },
    ]);
    expect(pendingJune.items[0].classId).toBe(june.klass.uid);
  });

  it('makes exactly one invoice per teacher and month, however often and however concurrently it runs', async () => {
    const { teacher } = await monthEndClasses();
    const now = clock.set(new Date('2026-06-02T06:00:00Z'));
    const results = await Promise.all(Array.from({ length: 6 }, () => makeInvoice(app.db, teacher.id, '2026-05', now)));
    expect(results.filter((r) => r.invoice && 'created' in r && r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.invoice?.id)).size).toBe(1);
    expect(await invoicesOf(teacher.id)).toHaveLength(1);
    expect(await makeDueInvoices(app.db, now, { teacherId: teacher.id })).toBe(0);
    const [{ n }] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from teacher_credits where teacher_id = ${teacher.id} and invoice_id is not null`,
    );
    expect(n).toBe(1);
  });

  it('runs as two nodes at once through the scan', async () => {
    const { teacher } = await monthEndClasses();
    const now = clock.set(new Date('2026-06-03T00:00:00Z'));
    const made = await Promise.all([makeDueInvoices(app.db, now), makeDueInvoices(app.db, now), makeDueInvoices(app.db, now)]);
    expect(made.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await invoicesOf(teacher.id)).toHaveLength(1);
  });

  it('puts a late line of an invoiced month into the next invoice, never loses it', async () => {
    const { teacher } = await monthEndClasses();
    clock.set(new Date('2026-06-02T00:00:00Z'));
    await makeDueInvoices(app.db, clock.now(), { teacherId: teacher.id });
    const admin = await buildAdmin(app);
    const ADD = `mutation A($input: TeacherManualLineInput!) { adminAddTeacherPayLine(input: $input) { kind category amount date } }`;
    const health = await gql(app, admin, ADD, {
      input: {
        teacherId: teacher.id,
        kind: 'Adg',
        category: 'health',
        amountCents: 5000,
        description: 'Sick pay 28 May',
        date: '2026-05-28T10:00:00Z',
      },
    });
    expect(health.data).toEqual({
      adminAddTeacherPayLine: { kind: 'Adg', category: 'health', amount: 50, date: '2026-05-28T10:00:00.000Z' },
    });
    const bonus = await gql(app, admin, ADD, {
      input: {
        teacherId: teacher.id,
        kind: 'Bonus',
        amountCents: 1500,
        description: 'Thank you for covering',
        date: '2026-06-10T10:00:00Z',
      },
    });
    expect(bonus.errors).toBeUndefined();
    expect((await gql(app, teacher, ADD, { input: { teacherId: teacher.id, kind: 'Bonus', amountCents: 1, description: 'x' } })).code).toBe(
      'forbidden',
    );

    clock.set(new Date('2026-07-01T23:00:00Z'));
    expect(await makeDueInvoices(app.db, clock.now(), { teacherId: teacher.id })).toBe(1);
    const [, july] = await invoicesOf(teacher.id);
    expect(july).toMatchObject({ month: '2026-06', item_count: 3, total_cents: 2400 + 5000 + 1500 });
    const list = await gql<{ teacherInvoices: InvoiceData[] }>(app, teacher, INVOICES);
    const june = list.data!.teacherInvoices.find((i) => i.month === '2026-06')!;
    expect(june.categories).toEqual(
      expect.arrayContaining([
        { category: null, count: 1, amount: 24 },
        { category: 'health', count: 1, amount: 50 },
        { category: 'bonus', count: 1, amount: 15 },
      ]),
    );
    expect(june.items.find((i) => i.kind === 'Bonus')).toMatchObject({
      bonusType: 'default_bonus',
      description: 'Thank you for covering',
      classId: null,
    });
  });

  it('leaves a month without earnings without an invoice', async () => {
    clock.set(new Date('2026-08-10T00:00:00Z'));
    const teacher = await buildTeacher(app);
    expect(await makeInvoice(app.db, teacher.id, '2026-07', clock.now())).toEqual({ invoice: null, reason: 'nothing_to_invoice' });
    expect(await makeInvoice(app.db, teacher.id, '2026-08', clock.now())).toMatchObject({ invoice: null, reason: 'not_ready' });
  });
});

describe('the invoice PDF', () => {
  it('is served to its teacher only, as a PDF with the invoice in it', async () => {
    const { teacher } = await monthEndClasses();
    clock.set(new Date('2026-06-02T00:00:00Z'));
    await makeDueInvoices(app.db, clock.now(), { teacherId: teacher.id });
    const [invoice] = await invoicesOf(teacher.id);
    const url = `/api/teacher/pdf/${invoice.unique_id}`;
    const res = await app.inject({ method: 'GET', url, headers: { cookie: await loginCookies(app, teacher) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe(`Teacher invoice ${invoice.number}`);
    expect(pdf.getPageCount()).toBe(1);

    const again = await app.inject({
      method: 'GET',
      url,
      headers: { cookie: await loginCookies(app, teacher), 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const other = await buildTeacher(app);
    expect((await app.inject({ method: 'GET', url, headers: { cookie: await loginCookies(app, other) } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/teacher/pdf/not-a-real-id-at-all',
          headers: { cookie: await loginCookies(app, teacher) },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('runs over several pages for a busy month', async () => {
    const { teacher } = await monthEndClasses();
    const admin = await buildAdmin(app);
    for (let i = 0; i < 70; i++) {
      await gql(app, admin, `mutation A($input: TeacherManualLineInput!) { adminAddTeacherPayLine(input: $input) { kind } }`, {
        input: {
          teacherId: teacher.id,
          kind: 'Bonus',
          bonusType: 'default_bonus',
          amountCents: 100 + i,
          description: `Extra ${i}`,
          date: new Date(Date.UTC(2026, 4, 1 + (i % 28), 9)).toISOString(),
        },
      });
    }
    clock.set(new Date('2026-06-02T00:00:00Z'));
    await makeDueInvoices(app.db, clock.now(), { teacherId: teacher.id });
    const [invoice] = await invoicesOf(teacher.id);
    expect(invoice.item_count).toBe(71);
    const res = await app.inject({
      method: 'GET',
      url: `/api/teacher/pdf/${invoice.unique_id}`,
      headers: { cookie: await loginCookies(app, teacher) },
    });
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
  });
});

describe('an invoiced class', () => {
  it('cannot change its earning any more', async () => {
    const { may } = await monthEndClasses();
    clock.set(new Date('2026-06-02T00:00:00Z'));
    await makeDueInvoices(app.db, clock.now(), { teacherId: may.teacher.id });
    const { recordClassEarning } = await import('../src/modules/teacher-pay/earnings.service.ts');
    const [row] = await queryRows<Record<string, unknown>>(app.db, sql`select * from classes where id = ${may.klass.id}`);
    const klass = {
      ...(row as object),
      id: may.klass.id,
      teacherId: may.teacher.id,
      startAt: may.klass.startAt,
      endAt: may.klass.endAt,
      uid: may.klass.uid,
    } as Parameters<typeof recordClassEarning>[1];
    await expect(app.db.transaction((tx) => recordClassEarning(tx, klass, 'no_students', clock.now()))).rejects.toMatchObject({
      code: 'class_log_closed',
    });
    expect(HOUR).toBeGreaterThan(0);
  });
});
