export interface AgreementVersion {
  id: string;
  type: string;
  version: number;
  publishedAt: Date;
  /** Required agreements must be accepted; the others are consents that may be declined. */
  required: boolean;
}

export interface AgreementDecision {
  agreementId: string;
  accepted: boolean;
}

/** The current version of each type: the highest version already published at `now`. */
export function currentAgreementVersions<T extends AgreementVersion>(versions: T[], now: Date): T[] {
  const byType = new Map<string, T>();
  for (const version of versions) {
    if (version.publishedAt.getTime() > now.getTime()) continue;
    const seen = byType.get(version.type);
    if (!seen || version.version > seen.version) byType.set(version.type, version);
  }
  return [...byType.values()].sort((a, b) => a.type.localeCompare(b.type));
}

/**
 * The agreements a teacher must accept before working (the gate): the current version of each
 * required type that the teacher has not accepted. Accepting an older version does not count: a
 * new version asks again. Consents (not required) never block work; they are answered on the
 * account page, and a consent with no answer yet is `unanswered`.
 */
export function pendingAgreements<T extends AgreementVersion>(versions: T[], decisions: AgreementDecision[], now: Date): T[] {
  const accepted = new Set(decisions.filter((d) => d.accepted).map((d) => d.agreementId));
  return currentAgreementVersions(versions, now).filter((version) => version.required && !accepted.has(version.id));
}

/** Current consents the teacher has not answered either way (shown, never blocking). */
export function unansweredConsents<T extends AgreementVersion>(versions: T[], decisions: AgreementDecision[], now: Date): T[] {
  const answered = new Set(decisions.map((d) => d.agreementId));
  return currentAgreementVersions(versions, now).filter((version) => !version.required && !answered.has(version.id));
}
