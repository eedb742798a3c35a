/** The two credit currencies a student holds (001 §3 Credits info: groupCredits, privateCredits). */
export const CREDIT_KINDS = ['group', 'private'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** Where a grant came from; `source_ref` then names the purchase, referral, appointment... */
export const CREDIT_SOURCES = ['purchase', 'trial', 'admin', 'referral', 'refund', 'conversion', 'seed', 'challenge'] as const;
export type CreditSource = (typeof CREDIT_SOURCES)[number];
