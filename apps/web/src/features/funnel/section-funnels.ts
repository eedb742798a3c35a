import { SECTION_SLUGS, type SectionSlug } from '@parla/contracts';
import type { FunnelDestination } from '../../shared/routing/register-params.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';

/**
 * The per-section funnels (001 §2, decision 064). A *-signup page is a landing: what the plan
 * is, its prices, a button per plan. A *-register page is the form, with the language (and
 * course) fixed by the URL; after it the new student is in that plan's purchase step.
 */
export const SECTION_FUNNELS = {
  direct: { destination: { path: studentPaths.store } },
  m2m: { destination: { path: `${studentPaths.store}#store-flex-heading` }, plans: { store: 'store', type: 'flex' } },
  sprint: {
    destination: { path: `${studentPaths.store}#store-sprint-heading`, packagePath: studentPaths.sprintPackage },
    plans: { store: 'store', type: 'sprint' },
  },
  teams: {
    destination: { path: '/:locale/teams/prices', packagePath: studentPaths.teamsPackage },
    plans: { store: 'teams', type: 'teams' },
  },
} as const satisfies Record<string, { destination: FunnelDestination; plans?: { store: string; type: string } }>;
export type SectionFunnel = keyof typeof SECTION_FUNNELS;

/** The register page of a funnel: `{section}/{kind}-register[/{curriculum}]`. */
export function registerPathOf(kind: Exclude<SectionFunnel, 'direct'>, locale: string, section: string, curriculum?: string): string {
  const base = `/${locale}/${encodeURIComponent(section)}/${kind}-register`;
  return curriculum ? `${base}/${encodeURIComponent(curriculum)}` : base;
}

export function sectionOf(value: string | undefined): SectionSlug | undefined {
  return SECTION_SLUGS.find((slug) => slug === value);
}
