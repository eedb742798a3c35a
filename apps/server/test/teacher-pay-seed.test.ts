import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { freshDatabase } from './helper.ts';

const database = await freshDatabase();
afterAll(async () => {
  await database.close();
  await database.drop();
});
const { db } = database;

// The 20th: last month (April) lies wholly outside the class seed's two-week window.
const now = new Date('2026-05-20T14:10:00Z');
const count = async (query: SQL) => (await queryRows<{ n: number }>(db, query))[0].n;
const demo = sql`(select id from users where email = 'teacher@example.com')`;

async function snapshot() {
  return (
    await queryRows<Record<string, number>>(
      db,
      sql`select (select count(*)::int from class_logs) as logs, (select count(*)::int from appointment_logs) as student_logs,
        (select count(*)::int from teacher_credits) as credits, (select coalesce(sum(amount_cents), 0)::int from teacher_credits) as cents,
        (select count(*)::int from teacher_invoices) as invoices, (select count(*)::int from classes) as classes,
        (select count(*)::int from credit_grants) as grants`,
    )
  )[0];
}

describe('class-log and teacher-pay demo data', () => {
  it('gives the demo teacher past logs with earnings, three open logs and last month’s invoice', async () => {
    await seedDemo(db, now);
    expect(
      await count(sql`select count(*)::int as n from classes c join class_logs l on l.class_id = c.id
        where c.teacher_id = ${demo} and l.outcome = 'submitted' and exists (select 1 from teacher_credits t where t.class_id = c.id)`),
    ).toBeGreaterThan(10);
    expect(
      await count(sql`select count(*)::int as n from classes c where c.teacher_id = ${demo} and c.status = 'active'
        and c.end_at <= ${now.toISOString()}::timestamptz and c.end_at > ${new Date(now.getTime() - 20 * 3600e3).toISOString()}::timestamptz`),
    ).toBe(3);
    const [invoice] = await queryRows<{ month: string; total_cents: number; item_count: number }>(
      db,
      sql`select month, total_cents, item_count from teacher_invoices where teacher_id = ${demo}`,
    );
    expect(invoice.month).toBe('2026-04');
    expect(invoice.item_count).toBeGreaterThan(10);
    expect(invoice.total_cents).toBe(
      await count(
        sql`select sum(amount_cents)::int as n from teacher_credits where invoice_id = (select id from teacher_invoices where teacher_id = ${demo})`,
      ),
    );
  });

  it('keeps logs, attendance and earnings consistent with the class statuses', async () => {
    // Every finished class with a teacher has a log, and every log a class line.
    expect(
      await count(sql`select count(*)::int as n from classes c where c.teacher_id is not null
        and c.status in ('completed', 'no_students', 'technical_issue', 'missed') and not exists (select 1 from class_logs l where l.class_id = c.id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from class_logs l where not exists
        (select 1 from teacher_credits t where t.class_id = l.class_id and t.kind <> 'Bonus')`),
    ).toBe(0);
    // Open logs have no attendance yet; logged ones mirror appointment_logs.
    expect(
      await count(sql`select count(*)::int as n from appointments a join classes c on c.id = a.class_id
        where c.status = 'active' and c.end_at <= ${now.toISOString()}::timestamptz and a.attendance is not null`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from appointment_logs l join appointments a on a.id = l.appointment_id
        where l.attendance is distinct from a.attendance`),
    ).toBe(0);
    // The ledger still sums per grant and every booking spent one credit.
    expect(
      await count(sql`select count(*)::int as n from credit_grants g
        where g.remaining <> (select coalesce(sum(l.delta), 0) from credit_ledger l where l.grant_id = g.id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from appointments a
        where (select count(*) from credit_ledger l where l.appointment_id = a.id and l.delta = -1) <> 1`),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from (select 1 from classes where teacher_id is not null group by teacher_id, start_at having count(*) > 1) d`,
      ),
    ).toBe(0);
  });

  it('changes nothing when run again, the same day or later', async () => {
    const before = await snapshot();
    await seedDemo(db, new Date(now.getTime() + 60_000));
    expect(await snapshot()).toEqual(before);
    const later = await seedDemo(db, new Date(now.getTime() + 3 * 24 * 3600e3));
    const after = await snapshot();
    expect(after.grants).toBe(before.grants);
    expect(after.invoices).toBe(before.invoices);
    expect(later.added.classes).toBeGreaterThan(0);
  });
});
