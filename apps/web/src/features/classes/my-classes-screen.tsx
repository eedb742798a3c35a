import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
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
    <div className="flex flex-col gap-3">
      {Array.from({ length: pages }, (_, page) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page is its offset; the index is the identity.
        <ClassPage key={page} view={view} page={page} isLast={page === pages - 1} onMore={() => setPages(pages + 1)} />
      ))}
    </div>
  );
}

/** One offset page; urql caches each, so "Load more" never refetches what is shown. */
function ClassPage({ view, page, isLast, onMore }: { view: ClassesView; page: number; isLast: boolean; onMore: () => void }) {
  const { t } = useTranslation('student');
  const { locale } = useViewerTime();
  const query = useDataQuery(
    { query: MY_CLASSES, variables: { view, limit: PAGE_SIZE, offset: page * PAGE_SIZE }, context: CLASS_TYPENAMES },
    (data) => page === 0 && data.myClasses.items.length === 0,
    // My classes opens offline with the list last loaded (issue 20).
    { offline: `my-classes:${view}:${page}` },
  );
  return (
    <QueryState
      query={query}
      // Two class rows: the height of a short list or of the empty message below.
      skeleton={<Skeleton lines={2} barClassName="h-16 rounded-xl" className="gap-3" />}
      empty={
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
          <p className="font-semibold text-slate-900">{t(`classes.empty.${view}`)}</p>
          {view === 'upcoming' ? (
            <Link to={buildPath(studentPaths.booking, { locale })} className={buttonClass('primary')}>
              {t('today.bookClass')}
            </Link>
          ) : null}
        </div>
      }
    >
      {({ myClasses: { items, total } }) => (
        <div className="flex flex-col gap-3">
          <ul className="flex flex-col gap-3">
            {items.map((klass) => (
              <li key={klass.uid}>
                <ClassRow klass={klass} />
              </li>
            ))}
          </ul>
          {isLast && total > (page + 1) * PAGE_SIZE ? (
            <div className="flex justify-center">
              <Button variant="secondary" onClick={onMore}>
                {t('classes.loadMore')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </QueryState>
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
