import type { SectionSlug } from '@parla/contracts';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { FUNNEL_CATALOGUE } from './funnel-documents.ts';
import { sectionOf } from './section-funnels.ts';

export interface SectionChoice {
  section: SectionSlug;
  /** The curriculum of the URL, known to be one of the section's. */
  curriculum?: { id: string; name: string };
}

/**
 * The `{section}` (and `{curriculum}`) of a funnel URL: an unknown language, or a course that
 * is not one of its, leads to `{section}/error/language` (001 §2) instead of a form that can only fail.
 */
export function SectionGate({ children }: { children: (choice: SectionChoice) => ReactNode }) {
  const locale = useLocale();
  const { section: sectionParam = '', curriculum } = useParams();
  const section = sectionOf(sectionParam);
  const toError = <Navigate replace to={`/${locale}/${encodeURIComponent(sectionParam)}/error/language`} />;
  if (!section) return toError;
  if (!curriculum) return children({ section });
  return <CurriculumGate section={section} curriculumId={curriculum} fallback={toError} render={children} />;
}

function CurriculumGate({
  section,
  curriculumId,
  fallback,
  render,
}: {
  section: SectionSlug;
  curriculumId: string;
  fallback: ReactNode;
  render: (choice: SectionChoice) => ReactNode;
}) {
  const query = useDataQuery({ query: FUNNEL_CATALOGUE, variables: {} });
  return (
    <QueryState
      query={query}
      skeleton={
        <div className="mx-auto w-full max-w-md px-4 py-10">
          <Skeleton lines={8} barClassName="h-10" />
        </div>
      }
    >
      {({ languageCatalogue }) => {
        const found = languageCatalogue.find((s) => s.slug === section)?.curricula.find((c) => c.id === curriculumId);
        return found ? render({ section, curriculum: { id: found.id, name: found.name } }) : fallback;
      }}
    </QueryState>
  );
}
