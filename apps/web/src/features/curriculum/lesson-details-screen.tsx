import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { moduleSlug, studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import type { ResultOf } from '../../shared/graphql/graphql.ts';
import { COURSE_TYPENAMES, LESSON_DETAILS } from './course-documents.ts';
import { LessonPracticeSection } from './lesson-practice-section.tsx';
import { LessonStatusBadge } from './lesson-status-badge.tsx';

/** lesson/details/{lessonId}: what the lesson covers, its slides and a way to book it. */
export function LessonDetailsScreen() {
  const { t } = useTranslation('student');
  const { lessonId = '' } = useParams();
  const query = useDataQuery({ query: LESSON_DETAILS, variables: { id: lessonId }, context: COURSE_TYPENAMES });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      {query.state.kind === 'error' ? <PageTitle>{t('lesson.title')}</PageTitle> : null}
      <QueryState
        query={query}
        // The module line, the title, the description card and the buttons.
        skeleton={
          <div className="flex flex-col gap-6">
            <Skeleton lines={3} barClassName="h-7" />
            <Skeleton lines={6} className="rounded-2xl border border-slate-200 bg-white p-6" />
            <Skeleton lines={1} barClassName="h-11 w-64" />
          </div>
        }
      >
        {({ lesson }) => <LessonView lesson={lesson} />}
      </QueryState>
    </div>
  );
}

function LessonView({ lesson }: { lesson: ResultOf<typeof LESSON_DETAILS>['lesson'] }) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const bookable = lesson.studentStatus !== 'SKIP';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          {lesson.module.name}
          {lesson.chapterTitle ? ` · ${lesson.chapterTitle}` : ''}
        </p>
        <PageTitle>{lesson.title}</PageTitle>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <LessonStatusBadge status={lesson.studentStatus} />
          <span>
            {t('lesson.typeLine', {
              number: lesson.number,
              type: t(`course.lessonTypes.${lesson.type}`, { defaultValue: lesson.type }),
            })}
          </span>
        </div>
      </div>
      <Card className="flex flex-col gap-5">
        <section aria-labelledby="lesson-description" className="flex flex-col gap-2">
          <h2 id="lesson-description" className="text-lg font-semibold text-slate-900">
            {t('lesson.description')}
          </h2>
          <p className="whitespace-pre-line text-slate-800">{lesson.description}</p>
        </section>
        {lesson.learningOutcomes.length > 0 ? (
          <section aria-labelledby="lesson-outcomes" className="flex flex-col gap-2">
            <h2 id="lesson-outcomes" className="text-lg font-semibold text-slate-900">
              {t('lesson.outcomes')}
            </h2>
            <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-800">
              {lesson.learningOutcomes.map((outcome) => (
                <li key={outcome}>{outcome}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </Card>
      {lesson.studentStatus !== 'SKIP' ? <LessonPracticeSection lessonId={lesson.id} /> : null}
      <div className="flex flex-wrap gap-3">
        {bookable ? (
          <Link
            to={buildPath(studentPaths.booking, { locale, lesson: lesson.id, module: lesson.module.id })}
            className={buttonClass('primary')}
          >
            {t('course.book')}
          </Link>
        ) : null}
        {lesson.presentationUrl ? (
          <a href={lesson.presentationUrl} target="_blank" rel="noreferrer" className={buttonClass('secondary')}>
            {t('lesson.openSlides')}
          </a>
        ) : null}
        <Link to={buildPath(studentPaths.course, { locale, moduleName: moduleSlug(lesson.module.code) })} className={buttonClass('ghost')}>
          {t('lesson.backToCourse')}
        </Link>
      </div>
    </div>
  );
}
