import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { displayName } from './display-names.ts';
import { TEACHER } from './teacher-documents.ts';
import { RatingSummary, TeacherClasses, TeacherReviews } from './teacher-sections.tsx';

const FLUENCY_KEYS = new Set(['native', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'fluent', 'basic', 'intermediate', 'advanced']);

/** teacher/{uid}: who teaches the class: photo, rating, reviews, languages and levels, and their classes to book. */
export function TeacherProfileScreen() {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const { uid = '' } = useParams();
  const query = useDataQuery({ query: TEACHER, variables: { uid } });
  const data = dataOf(query.state);
  if (!data) {
    // Loading: photo, name and rating keep their place. Failed: the reason (no such teacher) or Try again.
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
        <PageTitle>{t('teacher.title')}</PageTitle>
        <QueryState query={query} skeleton={<Skeleton lines={5} barClassName="h-6" className="min-h-48 gap-3" />}>
          {() => null}
        </QueryState>
      </div>
    );
  }
  const { teacher } = data;
  const name = `${teacher.firstName} ${teacher.lastName}`.trim();
  const initials = `${teacher.firstName.slice(0, 1)}${teacher.lastName.slice(0, 1)}`.toUpperCase();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col items-start gap-4 smn:flex-row smn:items-center">
        {teacher.photo ? (
          <img src={teacher.photo} alt="" className="size-24 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-24 items-center justify-center rounded-full bg-brand-700 text-3xl font-bold text-white"
          >
            {initials}
          </span>
        )}
        <div className="flex flex-col gap-1">
          <PageTitle>{name}</PageTitle>
          <p className="text-slate-700">{t('teacher.role')}</p>
          <RatingSummary rating={teacher.rating} />
          {teacher.country ? (
            <p className="text-slate-700">{t('teacher.from', { country: displayName('region', teacher.country, locale) })}</p>
          ) : null}
        </div>
      </div>
      <Card className="flex flex-col gap-5">
        <section aria-labelledby="teacher-about" className="flex flex-col gap-2">
          <h2 id="teacher-about" className="text-lg font-semibold text-slate-900">
            {t('teacher.aboutMe')}
          </h2>
          <p className="whitespace-pre-line text-slate-800">{teacher.aboutMe || t('teacher.noAboutMe')}</p>
        </section>
        <section aria-labelledby="teacher-languages" className="flex flex-col gap-2">
          <h2 id="teacher-languages" className="text-lg font-semibold text-slate-900">
            {t('teacher.languages')}
          </h2>
          {teacher.languages.length > 0 ? (
            <ul className="flex flex-col gap-1 text-slate-800">
              {teacher.languages.map((l) => (
                <li key={l.language}>
                  {t('teacher.languageLine', {
                    language: displayName('language', l.language, locale),
                    fluency: FLUENCY_KEYS.has(l.fluency) ? t(`teacher.fluency.${l.fluency}`) : l.fluency,
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">{t('teacher.noLanguages')}</p>
          )}
        </section>
        <section aria-labelledby="teacher-levels" className="flex flex-col gap-2">
          <h2 id="teacher-levels" className="text-lg font-semibold text-slate-900">
            {t('teacher.levels')}
          </h2>
          {teacher.levelsTaught.length > 0 ? (
            <ul className="flex flex-wrap gap-2" data-testid="teacher-levels">
              {teacher.levelsTaught.map((level) => (
                <li key={level} className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-sm font-semibold text-slate-800">
                  {level}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">{t('teacher.noLevels')}</p>
          )}
        </section>
      </Card>
      <TeacherClasses classes={teacher.bookableClasses} />
      <TeacherReviews reviews={teacher.reviews} />
    </div>
  );
}
