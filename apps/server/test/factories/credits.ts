import { randomUUID } from 'node:crypto';
import { appointments, classes, creditGrants, creditLedger } from '../../src/db/schema/index.ts';
import { sql } from 'drizzle-orm';
import { DAY, type FactoryApp } from './context.ts';
import type { CreditOverrides as SharedCreditOverrides } from './overrides.ts';

/** The shared overrides (./overrides.ts, as e2e's buildCredits), plus an expiry the back office does not set. */
export interface CreditOverrides extends SharedCreditOverrides {
  /** Days until the grant expires (default 365). */
  expiresInDays?: number;
}

/**
 * Credit grants with their opening ledger rows (+amount), as the store writes them
 * (decision 003: for every grant, sum(ledger delta) = remaining). One grant per student.
 */
export async function buildCredits(app: FactoryApp, studentIds: string[], overrides: CreditOverrides = {}): Promise<void> {
  if (studentIds.length === 0) return;
  const now = app.clock.now();
  const kind = overrides.kind ?? 'group';
  const amount = overrides.amount ?? 1;
  const values = studentIds.map((studentId) => ({
    id: randomUUID(),
    studentId,
    kind,
    amount,
    remaining: amount,
    expiresAt: new Date(now.getTime() + (overrides.expiresInDays ?? 365) * DAY),
    source: 'admin',
    createdAt: now,
  }));
  await app.db.insert(creditGrants).values(values);
  await app.db
    .insert(creditLedger)
    .values(values.map((g) => ({ studentId: g.studentId, grantId: g.id, kind, delta: amount, reason: 'grant', createdAt: now })));
}

/**
 * Seats taken by earlier bookings of these students: each spent one credit (grant +1, booking
 * -1), so the class keeps seats_taken = booked appointments and every ledger sums up.
 */
export async function buildBookedSeats(app: FactoryApp, classId: string, studentIds: string[]): Promise<void> {
  const expiresAt = new Date(app.clock.now().getTime() + 365 * DAY);
  for (const studentId of studentIds) {
    const grantId = randomUUID();
    const appointmentId = randomUUID();
    await app.db
      .insert(creditGrants)
      .values({ id: grantId, studentId, kind: 'group', amount: 1, remaining: 0, expiresAt, source: 'admin' });
    await app.db.insert(appointments).values({ id: appointmentId, classId, studentId, status: 'booked', creditKind: 'group' });
    await app.db.insert(creditLedger).values([
      { studentId, grantId, kind: 'group', delta: 1, reason: 'grant' },
      { studentId, grantId, kind: 'group', delta: -1, reason: 'booking', appointmentId },
    ]);
  }
  await app.db
    .update(classes)
    .set({ seatsTaken: sql`${classes.seatsTaken} + ${studentIds.length}` })
    .where(sql`${classes.id} = ${classId}`);
}
