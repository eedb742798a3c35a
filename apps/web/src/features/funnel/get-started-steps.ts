import { buildPath } from '../../shared/routing/build-path.ts';
import { type RegisterParams, registerQuery } from '../../shared/routing/register-params.ts';

/** get-started/{stepName} (001 §2): language, goal, level or the language test, account. */
export const GET_STARTED_STEPS = ['language', 'goal', 'level', 'account'] as const;
export type GetStartedStep = (typeof GET_STARTED_STEPS)[number];

export const GET_STARTED_PATH = '/:locale/get-started/:stepName';

export function isGetStartedStep(value: string | undefined): value is GetStartedStep {
  return GET_STARTED_STEPS.some((step) => step === value);
}

/**
 * The first step whose answer is missing: a refresh, a bookmark or a hand-typed URL on a later
 * step never shows it without the answers it builds on.
 */
export function firstMissingStep(params: RegisterParams): GetStartedStep {
  if (!params.section) return 'language';
  if (params.goals.length === 0) return 'goal';
  if (!params.level) return 'level';
  return 'account';
}

/** A step's URL with every answer so far (they live in the URL: back, forward and refresh keep them). */
export function stepPath(step: GetStartedStep, locale: string, params: Partial<RegisterParams>): string {
  return buildPath(GET_STARTED_PATH, { locale, stepName: step, ...registerQuery(params) });
}
