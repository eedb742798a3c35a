import { flagBucket } from './flag-bucket.ts';

export type FlagRuleKind = 'nobody' | 'everyone' | 'percentage' | 'users' | 'role';

/** A flag's stored rule in one environment. */
export interface FlagRule {
  rule: FlagRuleKind;
  /** 0-100: the share of subjects on, for `percentage`. */
  percentage: number;
  /** The users on, for `users`. */
  userIds: readonly string[];
  /** The role on, for `role`. */
  role: string | null;
}

/** Who asks: a signed-in user (id and roles) or an anonymous visitor (a stable anonymous id, no roles). */
export interface FlagSubject {
  userId: string | null;
  anonymousId: string | null;
  roles: readonly string[];
}

/**
 * Whether a flag is on for a subject. Percentages bucket by the user id, or by the anonymous id
 * for a visitor (so the answer stays the same across their visits); 0 is nobody, 100 everybody.
 * Listed users and roles need a signed-in user.
 */
export function isFlagOn(flagKey: string, rule: FlagRule, subject: FlagSubject): boolean {
  switch (rule.rule) {
    case 'nobody':
      return false;
    case 'everyone':
      return true;
    case 'percentage': {
      if (rule.percentage >= 100) return true;
      if (rule.percentage <= 0) return false;
      const id = subject.userId ?? subject.anonymousId;
      return id !== null && flagBucket(flagKey, id) < rule.percentage;
    }
    case 'users':
      return subject.userId !== null && rule.userIds.includes(subject.userId);
    case 'role':
      return subject.userId !== null && rule.role !== null && subject.roles.includes(rule.role);
  }
}
