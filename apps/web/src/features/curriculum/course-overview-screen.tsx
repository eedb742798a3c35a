import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { dataOf } from '../../shared/data/data-state.ts';
import type { DataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { moduleSlug, studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { COURSE_PAGE, COURSE_TYPENAMES, type CoursePageData } from './course-documents.ts';
import { LessonRow } from './lesson-row.tsx';

/**
 * course-overview/{moduleName} (001 §2): the URL names a module by its code (de-a1), the
 * API by id, so the student's own course page (which lists the curriculum's modules) maps one to the other.
 */
export function CourseOverviewScreen() {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const { moduleName } = useParams();
  const own = useDataQuery({ query: COURSE_PAGE, variables: {}, context: COURSE_TYPENAMES });
  const ownPage = dataOf(own.state)?.coursePage;
  const wanted = moduleName ? ownPage?.modules.find((m) => moduleSlug(m.code) === moduleName.toLowerCase()) : undefined;
  const isOwn = !moduleName || (ownPage !== undefined && moduleSlug(ownPage.module.code) === moduleName.toLowerCase());
  const other = useDataQuery({
    query: COURSE_PAGE,
    variables: { moduleId: wanted?.id },
    context: COURSE_TYPENAMES,
    pause: isOwn || !wanted,
  });

  if (!ownPage) return <CourseLoading query={own} />;
  if (!moduleName) return <Navigate replace to={buildPath(studentPaths.course, { locale, moduleName: moduleSlug(ownPage.module.code) })} />;
  if (isOwn) return <CourseView page={ownPage} />;
  if (!wanted) return <Failed message={t('course.unknownModule', { module: moduleName })} />;
  const otherPage = dataOf(other.state)?.coursePage;
  return otherPage ? <CourseView page={otherPage} /> : <CourseLoading query={other} />;
}

/** The course page's place while it loads, or its error with "Try again". */
function CourseLoading({ query }: { query: DataQuery<CoursePageData> }) {
  const { t } = useTranslation('student');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('course.title')}</PageTitle>
      <QueryState
        query={query}
        // The module switcher and a chapter of lesson rows.
        skeleton={
          <div className="flex flex-col gap-6">
            <Skeleton lines={1} barClassName="h-11 w-72" />
            <Skeleton lines={6} barClassName="h-14" className="gap-3 rounded-2xl border border-slate-200 bg-white p-6" />
          </div>
        }
      >
        {() => null}
      </QueryState>
    </div>
  );
}

function Failed({ message }: { message?: string }) {
  const { t } = useTranslation('student');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('course.title')}</PageTitle>
      <Alert>{message ?? t('course.loadFailed')}</Alert>
    </div>
  );
}

function CourseView({ page }: { page: CoursePageData['coursePage'] }) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const navigate = useNavigate();
  const switcherId = useId();
  const { module } = page;
  const percent = module.totalClasses > 0 ? Math.round((module.completedClasses / module.totalClasses) * 100) : 0;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-4 smw:flex-row smw:items-end smw:justify-between">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            {module.section.name} · {module.curriculum.name}
          </p>
          <PageTitle title={t('course.pageTitle', { module: module.name })}>{t('course.pageTitle', { module: module.name })}</PageTitle>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={switcherId} className="text-sm font-medium text-slate-800">
            {t('course.switchModule')}
          </label>
          <select
            id={switcherId}
            value={module.code}
            onChange={(event) => navigate(buildPath(studentPaths.course, { locale, moduleName: moduleSlug(event.target.value) }))}
            className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
          >
            {page.modules.map((m) => (
              <option key={m.id} value={m.code}>
                {t('course.moduleOption', { level: m.cefrLevelName, name: m.name })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Card className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('course.progressHeading')}</h2>
        <p className="text-slate-800">
          {t('course.progress', { completed: module.completedClasses, total: module.totalClasses, percent })}
        </p>
        <div
          role="progressbar"
          aria-label={t('course.progressHeading')}
          aria-valuemin={0}
          aria-valuemax={module.totalClasses}
          aria-valuenow={module.completedClasses}
          aria-valuetext={t('course.progress', { completed: module.completedClasses, total: module.totalClasses, percent })}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
        </div>
        {page.nextLesson ? <p className="text-sm text-slate-700">{t('course.nextLesson', { title: page.nextLesson.title })}</p> : null}
      </Card>
      {page.chapters.map((chapter) => (
        <section key={chapter.id} aria-labelledby={`chapter-${chapter.id}`} className="flex flex-col gap-3">
          <h2 id={`chapter-${chapter.id}`} className="text-xl font-semibold text-slate-900">
            {chapter.title}
          </h2>
          <ul className="flex flex-col gap-2">
            {chapter.lessons.map((lesson) => (
              <li key={lesson.id}>
                <LessonRow lesson={lesson} moduleId={module.id} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
