import {
  REGISTER_QUERY,
  REGISTRATION_GOALS,
  SECTION_SLUGS,
  START_LEVELS,
  type SectionSlug,
  type StartLevel,
  safeNextPath,
} from '@parla/contracts';
import { buildPath } from './build-path.ts';
import { studentPaths } from './student-paths.ts';

export type RegistrationGoal = (typeof REGISTRATION_GOALS)[number];

/**
 * What a visitor brings to registration (decision 064): the language, course and level they
 * chose, the plan they want, a friend's code and where to go next. Read from the URL so that
 * errors, a refresh and the "log in instead" link keep it; anything malformed is dropped.
 */
export interface RegisterParams {
  section?: SectionSlug;
  curriculum?: string;
  packageId?: string;
  trial: boolean;
  referralCode?: string;
  next?: string;
  level?: StartLevel;
  goals: RegistrationGoal[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = /^[A-Za-z0-9]{1,40}$/;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((item) => item === value);

export function readRegisterParams(search: URLSearchParams): RegisterParams {
  const q = REGISTER_QUERY;
  const curriculum = search.get(q.curriculum) ?? '';
  const packageId = search.get(q.package) ?? '';
  const code = search.get(q.referralCode)?.trim() ?? '';
  const goals = (search.get(q.goals) ?? '').split(',').flatMap((g) => oneOf(REGISTRATION_GOALS, g) ?? []);
  return {
    section: oneOf(SECTION_SLUGS, search.get(q.section)),
    curriculum: UUID.test(curriculum) ? curriculum : undefined,
    packageId: UUID.test(packageId) ? packageId : undefined,
    trial: search.get(q.trial) === '1' || search.get(q.trial) === 'true',
    referralCode: CODE.test(code) ? code.toUpperCase() : undefined,
    next: safeNextPath(search.get(q.next)) ?? undefined,
    level: oneOf(START_LEVELS, search.get(q.level)),
    goals: [...new Set(goals)],
  };
}

/** The same params as a query object for buildPath (only what is set). */
export function registerQuery(params: Partial<RegisterParams>): Record<string, string | undefined> {
  const q = REGISTER_QUERY;
  return {
    [q.section]: params.section,
    [q.curriculum]: params.curriculum,
    [q.package]: params.packageId,
    [q.trial]: params.trial ? '1' : undefined,
    [q.referralCode]: params.referralCode,
    [q.next]: params.next,
    [q.level]: params.level,
    [q.goals]: params.goals?.length ? params.goals.join(',') : undefined,
  };
}

/** Where a funnel page sends the new student when no `next` or plan says otherwise. */
export interface FunnelDestination {
  /** A route pattern with :locale (the store, the monthly plans); default the onboarding flow. */
  path?: string;
  /** The purchase entry of a plan of this funnel, with :locale and :packageId; default package/{id}. */
  packagePath?: string;
}

/**
 * After registering: a safe `next`; else the chosen plan's purchase entry (the free-trial
 * purchase with trial=1); else the funnel's own destination; else the onboarding flow (decision 069).
 */
export function afterRegisterPath(params: RegisterParams, locale: string, funnel: FunnelDestination = {}): string {
  if (params.next) return params.next;
  if (params.packageId) {
    const pattern = params.trial ? studentPaths.freeTrialPurchase : (funnel.packagePath ?? studentPaths.package);
    return buildPath(pattern, { locale, packageId: params.packageId });
  }
  return buildPath(funnel.path ?? studentPaths.onboarding, { locale });
}
