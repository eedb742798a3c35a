import { INPUT_MESSAGE_VALUES as V, INPUT_MESSAGES as M } from './input-messages.ts';
import { BOOK_BEFORE_TRIAL_START_FLAG, LEARNING_LANGUAGE_CHANGE_FLAG, ROLES, SKIP_CARD_FOR_TRIAL_FLAG } from './enums.ts';
import { z } from './zod.ts';

// Feature flags (issue 19, decision 096): one mechanism, per environment, edited in the back office.

/** How a flag decides: nobody, everyone, a stable share of subjects, listed users, or one role. */
export const FEATURE_FLAG_RULES = ['nobody', 'everyone', 'percentage', 'users', 'role'] as const;
export type FeatureFlagRuleKind = (typeof FEATURE_FLAG_RULES)[number];

/** Environments a flag can be set for; the running one is configuration (FLAG_ENVIRONMENT, default NODE_ENV). */
export const FEATURE_FLAG_ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type FeatureFlagEnvironment = (typeof FEATURE_FLAG_ENVIRONMENTS)[number];

/**
 * The flags the code reads, with what they answer while no rule is stored (an environment where
 * nobody set them yet): the learning language change is open (decision 059), the trial flags closed.
 */
export const KNOWN_FEATURE_FLAGS: Record<string, { enabledByDefault: boolean }> = {
  [LEARNING_LANGUAGE_CHANGE_FLAG]: { enabledByDefault: true },
  [SKIP_CARD_FOR_TRIAL_FLAG]: { enabledByDefault: false },
  [BOOK_BEFORE_TRIAL_START_FLAG]: { enabledByDefault: false },
};

export const FEATURE_FLAG_KEY_PATTERN = /^[a-z][a-z0-9_]{2,79}$/;
/** At most this many users named in one flag (a longer list is a percentage or a role). */
export const FEATURE_FLAG_MAX_USERS = V.flagUsersMax;

const flagKey = z.string().trim().regex(FEATURE_FLAG_KEY_PATTERN, M.flagKeyInvalid);
const flagEnvironment = z.enum(FEATURE_FLAG_ENVIRONMENTS);
const flagRule = z.enum(FEATURE_FLAG_RULES);
const flagPercentage = z.number().int(M.percentageInvalid).min(0, M.percentageInvalid).max(100, M.percentageInvalid);
const flagUserIds = z.array(z.string().uuid(M.userIdInvalid)).max(FEATURE_FLAG_MAX_USERS, M.flagUsersTooMany);
const flagRole = z.enum(ROLES).nullable();
const flagDescription = z.string().trim().max(V.flagDescriptionMax, M.flagDescriptionTooLong);

/** The back office's flag form and `adminSetFeatureFlag`'s input: one schema for both. */
export const featureFlagInput = z
  .object({
    key: flagKey,
    environment: flagEnvironment,
    description: flagDescription,
    rule: flagRule,
    percentage: flagPercentage,
    userIds: flagUserIds,
    role: flagRole,
  })
  .superRefine((value, ctx) => {
    if (value.rule === 'users' && value.userIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: M.flagUsersRequired });
    if (value.rule === 'role' && !value.role) ctx.addIssue({ code: 'custom', path: ['role'], message: M.roleRequired });
  });
export type FeatureFlagInput = z.infer<typeof featureFlagInput>;

/** `/api/feature-flag/decide-on-demand`: which flags to decide (none named: every flag). */
export const decideFlagsBody = z.object({
  flags: z.array(flagKey).max(50).optional(),
});
export type DecideFlagsBody = z.infer<typeof decideFlagsBody>;
