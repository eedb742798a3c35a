import { INPUT_MESSAGES, grantCreditsInput } from '@parla/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditGrants, creditLedger } from '../src/db/schema/index.ts';
import { gql, ledgerMismatches } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  buildAdmin,
  buildCatalogue,
  buildClass,
  buildStudent,
  buildTeacher,
  type Catalogue,
  DAY,
  roundHourAhead,
} from './factories/index.ts';

const { app, clock } = await buildTestApp();
const GRANT = `mutation Grant($s: ID!, $k: CreditKind!, $a: Int!, $r: String!) {
  adminGrantCredits(studentId: $s, kind: $k, amount: $a, reason: $r) { groupCredits privateCredits canBuyExtraCredits nextExpiry }
}`;

let catalogue: Catalogue;
let teacherId: string;

beforeAll(async () => {
  clock.set(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 3 });
  teacherId = (await buildTeacher(app, catalogue)).id;
});

afterEach(async () => {
  expect(await ledgerMismatches(app)).toEqual([]);
});

describe('credits', () => {
  it('shows the balance per kind and the next expiry', async () => {
    const student = await buildStudent(app, { group: 3, private: 1, catalogue });
    const res = await gql<{ creditsInfo: Record<string, unknown> }>(
      app,
      student,
      '{ creditsInfo { groupCredits privateCredits canBuyExtraCredits nextExpiry } }',
    );
    expect(res.data?.creditsInfo).toMatchObject({ groupCredits: 3, privateCredits: 1, canBuyExtraCredits: false });
    // The fixture's grants run 365 days from the test clock.
    const expiry = Date.parse(String(res.data?.creditsInfo.nextExpiry));
    expect(Math.abs(expiry - (clock.now().getTime() + 365 * DAY))).toBeLessThan(60_000);
  });

  it('lets an admin grant credits for a year, with the reason on the ledger', async () => {
    const student = await buildStudent(app, { catalogue });
    const admin = await buildAdmin(app);
    expect((await gql(app, student, GRANT, { s: student.id, k: 'group', a: 2, r: 'Goodwill' })).code).toBe('forbidden');
    const res = await gql<{ adminGrantCredits: { groupCredits: number; nextExpiry: string } }>(app, admin, GRANT, {
      s: student.id,
      k: 'group',
      a: 2,
      r: 'Goodwill after an outage',
    });
    expect(res.data?.adminGrantCredits.groupCredits).toBe(2);
    expect(res.data?.adminGrantCredits.nextExpiry.slice(0, 10)).toBe('2027-05-04');
    const [row] = await app.db.select().from(creditLedger).where(eq(creditLedger.studentId, student.id));
    expect(row).toMatchObject({ delta: 2, reason: 'admin_grant', note: 'Goodwill after an outage' });
    expect((await gql(app, admin, GRANT, { s: student.id, k: 'group', a: 0, r: 'none' })).code).toBe('validation_failed');
    expect((await gql(app, admin, GRANT, { s: admin.id, k: 'group', a: 1, r: 'not a student' })).code).toBe('not_found');
  });

  it('refuses a grant by the contract the admin dialog checks: field and message from grantCreditsInput', async () => {
    const student = await buildStudent(app, { catalogue });
    const admin = await buildAdmin(app);
    for (const [vars, field, message] of [
      [{ a: 0, r: 'Goodwill after an outage' }, 'amount', INPUT_MESSAGES.creditAmountInvalid],
      [{ a: 1001, r: 'Goodwill after an outage' }, 'amount', INPUT_MESSAGES.creditAmountInvalid],
      [{ a: 2, r: '  ok  ' }, 'reason', INPUT_MESSAGES.grantReasonRequired],
      [{ a: 2, r: 'x'.repeat(501) }, 'reason', INPUT_MESSAGES.tooLong],
    ] as const) {
      const res = await gql(app, admin, GRANT, { s: student.id, k: 'group', ...vars });
      expect(res.code).toBe('validation_failed');
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { category: 'validate', field } });
      const parsed = grantCreditsInput.safeParse({ amount: vars.a, reason: vars.r });
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
    }
    expect(await app.db.select().from(creditLedger).where(eq(creditLedger.studentId, student.id))).toEqual([]);
  });

  it('spends from the grant that expires first and never below zero', async () => {
    const student = await buildStudent(app, { group: 1, catalogue });
    const admin = await buildAdmin(app);
    // The admin grant expires a year from now; move the fixture grant to expire sooner than that, and the admin one later.
    clock.advance(DAY);
    await gql(app, admin, GRANT, { s: student.id, k: 'group', a: 1, r: 'Second batch' });
    const grants = await app.db
      .select()
      .from(creditGrants)
      .where(eq(creditGrants.studentId, student.id))
      .orderBy(asc(creditGrants.expiresAt));
    const book = async (hours: number) => {
      const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, hours), teacherId });
      return gql(app, student, 'mutation($uid: ID!) { bookClass(input: { classUid: $uid }) { credits { groupCredits } } }', {
        uid: klass.uid,
      });
    };
    expect((await book(30)).data).toEqual({ bookClass: { credits: { groupCredits: 1 } } });
    const spent = await app.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.studentId, student.id), eq(creditLedger.reason, 'booking')));
    expect(spent.map((l) => l.grantId)).toEqual([grants[0].id]);
    expect((await book(40)).errors).toBeUndefined();
    expect((await book(50)).code).toBe('not_enough_credits');
    const after = await app.db
      .select({ remaining: creditGrants.remaining })
      .from(creditGrants)
      .where(eq(creditGrants.studentId, student.id));
    expect(after.every((g) => g.remaining === 0)).toBe(true);
  });

  it('ignores expired grants', async () => {
    const student = await buildStudent(app, { group: 2, catalogue });
    await app.db
      .update(creditGrants)
      .set({ expiresAt: new Date(clock.now().getTime() - 1) })
      .where(eq(creditGrants.studentId, student.id));
    const res = await gql<{ creditsInfo: { groupCredits: number; nextExpiry: string | null } }>(
      app,
      student,
      '{ creditsInfo { groupCredits nextExpiry } }',
    );
    expect(res.data?.creditsInfo).toEqual({ groupCredits: 0, nextExpiry: null });
  });
});
