import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/data/query-state.tsx';
import type { DataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import type { LanguageLandingResult } from './language-landing-documents.ts';

const LEVEL_COUNT = 6;

/** The default curriculum's modules, A1 to C2, with their lesson counts and first lessons (from the database). */
export function LandingCurriculum({ query }: { query: DataQuery<LanguageLandingResult> }) {
  const { t } = useTranslation('landing');
  return (
    <QueryState
      query={query}
      skeleton={
        <ol className="grid gap-4 smw:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: LEVEL_COUNT }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder cards
            <li key={i} className="h-52 rounded-2xl border border-slate-200 bg-white p-5">
              <Skeleton lines={4} />
            </li>
          ))}
        </ol>
      }
    >
      {({ languageLanding: { modules } }) =>
        modules.length === 0 ? (
          <p className="text-slate-700">{t('curriculum.empty')}</p>
        ) : (
          <ol className="grid gap-4 smw:grid-cols-2 lg:grid-cols-3">
            {modules.map((module) => (
              <li key={module.code} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex items-center justify-between gap-3">
                  <h3 className="flex items-center gap-3 font-semibold text-slate-900">
                    <span className="rounded-lg bg-brand-700 px-2.5 py-1 text-sm font-bold text-white">{module.cefrLevel}</span>
                    {t(`levels.${module.cefrLevel}`, { defaultValue: module.cefrLevel })}
                  </h3>
                  <p className="shrink-0 text-sm font-medium text-slate-700">{t('curriculum.lessons', { count: module.lessonCount })}</p>
                </div>
                {module.sampleLessons.length > 0 ? (
                  <div>
                    <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('curriculum.samples')}</p>
                    <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm text-slate-800">
                      {module.sampleLessons.map((title) => (
                        <li key={title}>{title}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )
      }
    </QueryState>
  );
}
