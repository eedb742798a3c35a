import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { COURSE_PAGES, type CoursePage, learnPaths } from '../area-config.ts';

const POINTS = ['live', 'small', 'curriculum', 'flexible'] as const;

function isCoursePage(value: unknown): value is CoursePage {
  return (COURSE_PAGES as readonly unknown[]).includes(value);
}

/** The route element: the course comes from the route's handle. */
export function CoursePageRoute() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle;
  const course = typeof handle === 'object' && handle !== null && 'course' in handle ? handle.course : undefined;
  return <CourseLanding course={isCoursePage(course) ? course : 'english'} />;
}

/** One landing page for every language course (and corporate training). */
export function CourseLanding({ course }: { course: CoursePage }) {
  const { t } = useTranslation('learn');
  const locale = useLocale();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-14">
      <div className="flex flex-col gap-4">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t(`courses.${course}.name`)}</p>
        <PageTitle className="text-3xl smw:text-4xl">{t(`courses.${course}.title`)}</PageTitle>
        <p className="text-lg text-slate-700">{t(`courses.${course}.lead`)}</p>
      </div>
      <ul className="grid gap-4 smw:grid-cols-2">
        {POINTS.map((point) => (
          <li key={point} className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 className="font-semibold text-slate-900">{t(`coursePoints.${point}.title`)}</h2>
            <p className="mt-1 text-slate-700">{t(`coursePoints.${point}.text`)}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link to={buildPath(learnPaths.register, { locale })} className={buttonClass('primary')}>
          {t('landing.ctaStart')}
        </Link>
        <Link to={buildPath(learnPaths.home, { locale })} className={buttonClass('ghost')}>
          {t('courses.allLanguages')}
        </Link>
      </div>
    </div>
  );
}
