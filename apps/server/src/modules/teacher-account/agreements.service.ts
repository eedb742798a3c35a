import { DomainError, currentAgreementVersions, pendingAgreements, notFound } from '@parla/domain';
import { asc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { agreements, teacherAgreementDecisions } from '../../db/schema/index.ts';
import type { Auth } from '../../plugins/auth.ts';
import { assertNotImpersonating } from './access.ts';

export interface AgreementView {
  id: string;
  type: string;
  version: number;
  title: string;
  body: string;
  required: boolean;
  publishedAt: Date;
  /** 000 §3 Agreement.isAccepted / acceptedAt. */
  isAccepted: boolean;
  acceptedAt: Date | null;
  /** Answered either way (a consent may be declined). */
  decidedAt: Date | null;
  /** The newest published version of its type. */
  isCurrent: boolean;
  /** Waiting for the teacher's answer before they can work (the gate). */
  isPending: boolean;
}

type AgreementRow = typeof agreements.$inferSelect;
type DecisionRow = typeof teacherAgreementDecisions.$inferSelect;

async function load(db: Db, teacherId: string, now: Date): Promise<{ published: AgreementRow[]; decisions: DecisionRow[] }> {
  const [published, decisions] = await Promise.all([
    db.select().from(agreements).where(lte(agreements.publishedAt, now)).orderBy(asc(agreements.type), asc(agreements.version)),
    db.select().from(teacherAgreementDecisions).where(eq(teacherAgreementDecisions.teacherId, teacherId)),
  ]);
  return { published, decisions };
}

function toViews(published: AgreementRow[], decisions: DecisionRow[], now: Date): AgreementView[] {
  const current = new Set(currentAgreementVersions(published, now).map((a) => a.id));
  const pending = new Set(pendingAgreements(published, decisions, now).map((a) => a.id));
  const byAgreement = new Map(decisions.map((d) => [d.agreementId, d]));
  return published.map((a) => {
    const decision = byAgreement.get(a.id);
    return {
      id: a.id,
      type: a.type,
      version: a.version,
      title: a.title,
      body: a.body,
      required: a.required,
      publishedAt: a.publishedAt,
      isAccepted: decision?.accepted === true,
      acceptedAt: decision?.accepted ? decision.decidedAt : null,
      decidedAt: decision?.decidedAt ?? null,
      isCurrent: current.has(a.id),
      isPending: pending.has(a.id),
    };
  });
}

/** Every published version with the teacher's answers; the account page lists the accepted ones. */
export async function teacherAgreements(db: Db, teacherId: string, now: Date): Promise<AgreementView[]> {
  const { published, decisions } = await load(db, teacherId, now);
  return toViews(published, decisions, now);
}

/** The agreements that stand between the teacher and their work, in a stable order. */
export async function pendingTeacherAgreements(db: Db, teacherId: string, now: Date): Promise<AgreementView[]> {
  const views = await teacherAgreements(db, teacherId, now);
  return views.filter((v) => v.isPending).sort((a, b) => Number(b.required) - Number(a.required) || a.type.localeCompare(b.type));
}

export async function teacherAgreement(db: Db, teacherId: string, agreementId: string, now: Date): Promise<AgreementView> {
  const view = (await teacherAgreements(db, teacherId, now)).find((v) => v.id === agreementId);
  if (!view) throw notFound();
  return view;
}

/**
 * Accepts (or, for a consent, declines) the current version of an agreement. Consent is the
 * teacher's own act: refused while an admin impersonates them. Answering again replaces the answer,
 * except that an accepted required agreement stays accepted.
 */
export async function decideAgreement(
  app: FastifyInstance,
  auth: Auth,
  agreementId: string,
  accept: boolean,
  meta: { ip?: string; userAgent?: string },
): Promise<AgreementView> {
  assertNotImpersonating(auth);
  const now = app.clock.now();
  const view = await teacherAgreement(app.db, auth.userId, agreementId, now);
  if (!view.isCurrent) throw new DomainError('agreement_not_current');
  if (!accept && view.required) throw new DomainError('agreement_cannot_be_declined');
  const values = { accepted: accept, decidedAt: now, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 500) ?? null };
  const insert = app.db.insert(teacherAgreementDecisions).values({ teacherId: auth.userId, agreementId, ...values });
  // A required agreement is accepted once (its first acceptance is the evidence); a consent can change.
  if (view.required) await insert.onConflictDoNothing();
  else
    await insert.onConflictDoUpdate({ target: [teacherAgreementDecisions.teacherId, teacherAgreementDecisions.agreementId], set: values });
  return teacherAgreement(app.db, auth.userId, agreementId, now);
}
