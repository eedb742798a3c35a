import type { AdminFeatureFlag, FeatureFlagEnvironment, FeatureFlagRole, FeatureFlagRule } from './feature-flags-documents.ts';

export interface FlagFormValues {
  key: string;
  description: string;
  rule: FeatureFlagRule;
  percentage: string;
  /** One user id per line (or separated by commas or spaces). */
  userIds: string;
  role: FeatureFlagRole | '';
}

export const NEW_FLAG: FlagFormValues = { key: '', description: '', rule: 'nobody', percentage: '0', userIds: '', role: '' };

export function formValuesOf(flag: AdminFeatureFlag): FlagFormValues {
  return {
    key: flag.key,
    description: flag.description,
    rule: flag.rule,
    percentage: String(flag.percentage),
    userIds: flag.userIds.join('\n'),
    role: flag.role ?? '',
  };
}

/** The values as `adminSetFeatureFlag` (and the contract's featureFlagInput) read them. */
export function flagInputOf(values: FlagFormValues, environment: FeatureFlagEnvironment) {
  const percentage = values.percentage.trim();
  return {
    key: values.key.trim(),
    environment,
    description: values.description.trim(),
    rule: values.rule,
    percentage: values.rule !== 'percentage' ? 0 : percentage && /^\d+$/.test(percentage) ? Number(percentage) : Number.NaN,
    userIds: values.rule === 'users' ? values.userIds.split(/[\s,]+/).filter(Boolean) : [],
    role: values.rule === 'role' && values.role ? values.role : null,
  };
}

/** Saving turns the flag off for everyone where it was on for someone: the admin confirms first. */
export function turnsOffForEveryone(before: AdminFeatureFlag | null, values: FlagFormValues): boolean {
  return values.rule === 'nobody' && before !== null && before.rule !== 'nobody';
}
