import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';

const { app, clock } = await buildTestApp();

async function teacher(email: string) {
  const [user] = await app.db.select({ id: users.id, roles: users.roles }).from(users).where(eq(users.email, email));
  return user;
}

beforeAll(async () => {
  await seedDemo(app.db, clock.now());
});

describe('teacher account demo data', () => {
  it('lets the demo teacher work: every current agreement answered, payout details, a certificate, reviews', async () => {
    const res = await gql<{
      teacherAccount: {
        pendingAgreements: unknown[];
        agreements: { type: string }[];
        payoutDetails: { iban: string } | null;
        certificates: unknown[];
        rating: { personalAverage: number | null; classesTaught: number };
        feedback: unknown[];
      };
    }>(
      app,
      await teacher('teacher@example.com'),
      '{ teacherAccount { pendingAgreements { id } agreements(acceptedOnly: true) { type } payoutDetails { iban } certificates { id } rating { personalAverage classesTaught } feedback { feedback } } }',
    );
    const account = res.data!.teacherAccount;
    expect(account.pendingAgreements).toEqual([]);
    expect(account.agreements.map((a) => a.type)).toContain('teacher_terms');
    expect(account.payoutDetails?.iban).toBe('DE89 3704 0044 0532 0130 00');
    expect(account.certificates).toHaveLength(1);
    expect(account.rating.personalAverage).toBeGreaterThanOrEqual(3);
    expect(account.rating.classesTaught).toBeGreaterThan(0);
    expect(account.feedback.length).toBeGreaterThan(0);
  });

  it('sends Daniel Ortega to the new teacher terms first (the gate)', async () => {
    const res = await gql<{ teacherAccount: { pendingAgreements: { type: string; version: number }[] } }>(
      app,
      await teacher('daniel.ortega@example.com'),
      '{ teacherAccount { pendingAgreements { type version } } }',
    );
    expect(res.data?.teacherAccount.pendingAgreements).toEqual([{ type: 'teacher_terms', version: 2 }]);
  });

  it('has applications for the back office', async () => {
    const res = await gql<{ teacherApplications: { total: number } }>(
      app,
      await teacher('admin@example.com'),
      '{ teacherApplications { total } }',
    );
    expect(res.data?.teacherApplications.total).toBe(2);
  });
});
