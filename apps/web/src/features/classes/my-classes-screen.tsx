import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useParams } from 'react-router';
import { useQuery } from 'urql';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { CalendarLink } from './calendar-link.tsx';
import { ClassStatusBadge } from './class-status.tsx';
import { Badge } from '../../shared/ui/badge.tsx';
import { CLASS_TYPENAMES, type ClassesView, type ClassSummary, MY_CLASSES } from './classes-documents.ts';

const VIEWS: ClassesView[] = ['upcoming', 'past', 'cancelled'];
const PAGE_SIZE = 20;

function isView(value: string | undefined): value is ClassesView {
  return VIEWS.includes(value as ClassesView);
}

/** My classes (001 §2 classes/{view}): upcoming, past and cancelled, each with its empty state. */
export function MyClassesScreen() {
  const { t } = useTranslation('student');
  const { view } = useParams();
  const { locale } = useViewerTime();
  if (!isView(view)) return <Navigate replace to={buildPath(studentPaths.classes, { locale, view: 'upcoming' })} />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('classes.title')}</PageTitle>
      <nav aria-label={t('classes.viewsLabel')}>
        <ul className="flex gap-1 border-b border-slate-200">
          {VIEWS.map((v) => (
            <li key={v}>
              <NavLink
                to={buildPath(studentPaths.classes, { locale, view: v })}
                className={({ isActive }) =>
                  `-mb-px inline-block border-b-2 px-4 py-2 text-sm font-semibold ${isActive ? 'border-brand-700 text-brand-900' : 'border-transparent text-slate-700 hover:text-slate-900'}`
                }
              >
                {t(`classes.views.${v}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* A fresh list per view: the key drops the pages loaded for another tab. */}
      <ClassPages key={view} view={view} />
      <CalendarLink />
    </div>
  );
}

function ClassPages({ view }: { view: ClassesView }) {
  const [pages, setPages] = useState(1);
  return (
    <ul className="flex flex-col gap-3">
      {Array.from({ length: pages }, (_, page) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page is its offset; the index is the identity.
        <ClassPage key={page} view={view} page={page} isLast={page === pages - 1} onMore={() => setPages(pages + 1)} />
      ))}
    </ul>
  );
}

/** One offset page; urql caches each, so "Load more" never refetches what is shown. */
function ClassPage({ view, page, isLast, onMore }: { view: ClassesView; page: number; isLast: boolean; onMore: () => void }) {
  const { t } = useTranslation('student');
  const { locale } = useViewerTime();
  const [{ data, fetching, error }] = useQuery({
    query: MY_CLASSES,
    variables: { view, limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    context: CLASS_TYPENAMES,
  });
  if (fetching && !data)
    return (
      <li>
        <PageSpinner />
      </li>
    );
  if (error && !data)
    return (
      <li>
        <Alert>{t('classes.loadFailed')}</Alert>
      </li>
    );
  if (!data) return null;
  const { items, total } = data.myClasses;
  if (page === 0 && items.length === 0) {
    return (
      <li className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
        <p className="font-semibold text-slate-900">{t(`classes.empty.${view}`)}</p>
        {view === 'upcoming' ? (
          <Link to={buildPath(studentPaths.booking, { locale })} className={buttonClass('primary')}>
            {t('today.bookClass')}
          </Link>
        ) : null}
      </li>
    );
  }
  return (
    <>
      {items.map((klass) => (
        <li key={klass.uid}>
          <ClassRow klass={klass} />
        </li>
      ))}
      {isLast && total > (page + 1) * PAGE_SIZE ? (
        <li className="flex justify-center">
          <Button variant="secondary" onClick={onMore}>
            {t('classes.loadMore')}
          </Button>
        </li>
      ) : null}
    </>
  );
}

function ClassRow({ klass }: { klass: ClassSummary }) {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  return (
    <Link
      to={buildPath(studentPaths.classDetails, { locale: viewer.locale, classId: klass.uid })}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-700 smn:flex-row smn:items-center smn:justify-between"
    >
      <span className="flex flex-col gap-1">
        <span className="font-semibold text-slate-900">{klass.lesson.title}</span>
        <span className="text-sm text-slate-700">
          {viewer.dateTime(klass.startDate, { dateStyle: 'full' })} ·{' '}
          {klass.teacher ? `${klass.teacher.firstName} ${klass.teacher.lastName}`.trim() : t('classes.waitingForTeacher')}
        </span>
      </span>
      <span className="flex flex-wrap items-center gap-2">
        {klass.appointment?.reviewState === 'awaiting_rating' ? (
          <Badge tone="warning" icon="★">
            {t('classes.past.rateBadge')}
          </Badge>
        ) : null}
        <ClassStatusBadge klass={klass} />
      </span>
    </Link>
  );
}
