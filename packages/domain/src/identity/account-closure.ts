/**
 * Account closure (issue 14, decision 057). A closed account keeps its personal data for
 * `ACCOUNT_ERASURE_DELAY_DAYS`: long enough to answer a chargeback, a dispute or a "that was a
 * mistake" to support, short enough to honour GDPR art. 17 "without undue delay". Then the
 * personal data are anonymised; invoices stay unchanged for the ten years of § 147 AO / § 257 HGB.
 */
export const ACCOUNT_ERASURE_DELAY_DAYS = 30;

const DAY_MS = 86_400_000;

/** When a closed account's personal data are anonymised. */
export function accountErasureAt(closedAt: Date): Date {
  return new Date(closedAt.getTime() + ACCOUNT_ERASURE_DELAY_DAYS * DAY_MS);
}

/** The placeholder address an anonymised account keeps: unique, and undeliverable by RFC 2606. */
export function erasedEmailOf(userId: string): string {
  return `erased-${userId}@erased.invalid`;
}
