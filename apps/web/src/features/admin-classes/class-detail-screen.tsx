import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TableFrame } from '../../shared/ui/table-frame.tsx';
import { ADMIN_CLASS, type AdminClassDetail } from './admin-classes-documents.ts';
import { AssignTeacherForm } from './assign-teacher-form.tsx';
import { ConfirmActionDialog } from './class-action-dialogs.tsx';
import { MoveClassDialog } from './move-class-dialog.tsx';
import { StatusBadge } from './class-search-screen.tsx';

type OpenDialog = 'invalidate' | 'release' | 'move' | null;

/** One class in the back office: facts, students, history, and the admin's actions on it. */
export function ClassDetailScreen() {
  const { t } = useTranslation('adminClasses');
  const { uid = '' } = useParams();
  const query = useDataQuery({ query: ADMIN_CLASS, variables: { uid } });
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <Link to=".." relative="path" className="text-teal-800 underline">
        {t('detail.back')}
      </Link>
      <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-10" className="gap-2" />}>
        {({ adminClass }) => <ClassDetail detail={adminClass} />}
      </QueryState>
    </div>
  );
}

function ClassDetail({ detail }: { detail: AdminClassDetail }) {
  const { t } = useTranslation('adminClasses');
  const viewer = useViewerTime();
  const [open, setOpen] = useState<OpenDialog>(null);
  const klass = detail.class;
  const upcoming = klass.status === 'active' && new Date(klass.startDate).getTime() > Date.now();
  const booked = detail.students.filter((s) => s.status === 'booked').length;

  return (
    <>
      <PageTitle>{klass.lessonTitle}</PageTitle>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-slate-800 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('column.when')}</dt>
        <dd data-testid="class-start">{viewer.dateTime(klass.startDate)}</dd>
        <dt className="font-medium">{t('column.language')}</dt>
        <dd>
          {klass.sectionName} · {klass.moduleName} · {t(`type.${klass.type}`, { defaultValue: klass.type })}
        </dd>
        <dt className="font-medium">{t('column.teacher')}</dt>
        <dd data-testid="class-teacher">{klass.teacherName ?? t('staffing.unstaffed')}</dd>
        <dt className="font-medium">{t('column.seats')}</dt>
        <dd>{t('seats', { taken: klass.seatsTaken, capacity: klass.capacity })}</dd>
        <dt className="font-medium">{t('column.status')}</dt>
        <dd data-testid="class-status">
          <StatusBadge status={klass.status} />
        </dd>
        {klass.movedAt ? (
          <>
            <dt className="font-medium">{t('detail.movedAt')}</dt>
            <dd>{viewer.dateTime(klass.movedAt)}</dd>
          </>
        ) : null}
        <dt className="font-medium">{t('detail.uid')}</dt>
        <dd className="font-mono">{klass.uid}</dd>
      </dl>

      {upcoming ? (
        <section aria-labelledby="class-actions" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="class-actions" className="text-lg font-semibold">
            {t('actions.title')}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setOpen('move')}>
              {t('actions.move')}
            </Button>
            {klass.teacherId ? (
              <Button variant="secondary" onClick={() => setOpen('release')}>
                {t('actions.release')}
              </Button>
            ) : null}
            <Button variant="danger" onClick={() => setOpen('invalidate')}>
              {t('actions.invalidate')}
            </Button>
          </div>
          <AssignTeacherForm klass={klass} />
        </section>
      ) : null}

      <section aria-labelledby="class-students" className="flex flex-col gap-2">
        <h2 id="class-students" className="text-lg font-semibold">
          {t('detail.students', { count: booked })}
        </h2>
        {detail.students.length === 0 ? (
          <p className="text-slate-700">{t('detail.noStudents')}</p>
        ) : (
          <TableFrame label={t('detail.studentsCaption')}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('detail.studentsCaption')}</caption>
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t('detail.student')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('detail.booking')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('detail.bookedAt')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {detail.students.map((s) => (
                  <tr key={s.appointmentId} className="border-b border-slate-200 align-top" data-testid="class-student">
                    <td className="py-2 pr-3">
                      <span className="font-medium text-slate-900">{s.name || s.email}</span>
                      <span className="block break-all text-slate-700">{s.email}</span>
                    </td>
                    <td className="py-2 pr-3">
                      {t(`booking.${s.status}`, { defaultValue: s.status })}
                      {s.refunded ? <span className="block text-slate-700">{t('detail.refunded')}</span> : null}
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">{viewer.dateTime(s.bookedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </section>

      <section aria-labelledby="class-history" className="flex flex-col gap-2">
        <h2 id="class-history" className="text-lg font-semibold">
          {t('detail.history')}
        </h2>
        {detail.history.length === 0 ? (
          <p className="text-slate-700">{t('detail.noHistory')}</p>
        ) : (
          <ol className="flex flex-col gap-1 text-sm text-slate-800">
            {detail.history.map((h) => (
              <li key={h.id} data-testid="class-history-entry">
                <span className="whitespace-nowrap text-slate-700">{viewer.dateTime(h.at)}</span> —{' '}
                {t(`history.${h.kind}`, { defaultValue: h.kind })}
                {h.actorName ? ` · ${h.actorName}` : ''}
                {h.detail ? ` (${h.detail})` : ''}
              </li>
            ))}
          </ol>
        )}
      </section>

      {open === 'invalidate' ? (
        <ConfirmActionDialog action="invalidate" klass={klass} booked={booked} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'release' ? <ConfirmActionDialog action="release" klass={klass} booked={booked} onClose={() => setOpen(null)} /> : null}
      {open === 'move' ? <MoveClassDialog detail={detail} booked={booked} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
