import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { JoinClassButton } from '../../shared/classes/join-class-button.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { CancelClassDialog } from './cancel-class-dialog.tsx';
import { ClassStatusBadge } from './class-status.tsx';
import { PastClassSection } from './past-class-section.tsx';
import { CLASS_CONFIG, CLASS_TYPENAMES, type ClassDetails, STUDENT_CLASS } from './classes-documents.ts';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** What the booking page's navigation leaves in the history entry: the class was booked just now. */
export interface JustBookedState {
  justBooked?: boolean;
}

/**
 * class/details/{class_id}: everything about one booked class, with join and cancel; after it, the
 * review and feedback. `afterBooking` (placed by the area: the review question of decision 090)
 * shows when the booking page has just brought the student here.
 */
export function ClassDetailsScreen({ afterBooking }: { afterBooking?: ReactNode }) {
  const { t } = useTranslation('student');
  const { classId = '' } = useParams();
  const query = useDataQuery({ query: STUDENT_CLASS, variables: { uid: classId }, context: CLASS_TYPENAMES });
  const data = dataOf(query.state);
  if (!data) {
    // Loading: the title and the details card keep their place. Failed: the reason or Try again.
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
        <PageTitle>{t('classes.details.title')}</PageTitle>
        <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-6" className="min-h-64 gap-3" />}>
          {() => null}
        </QueryState>
      </div>
    );
  }
  return <ClassDetailsView klass={data.studentClass} onRefresh={query.retry} afterBooking={afterBooking} />;
}

function ClassDetailsView({ klass, onRefresh, afterBooking }: { klass: ClassDetails; onRefresh: () => void; afterBooking?: ReactNode }) {
  const { t } = useTranslation('student');
  const justBooked = (useLocation().state as JustBookedState | null)?.justBooked === true;
  const viewer = useViewerTime();
  const [cancelling, setCancelling] = useState(false);
  const config = dataOf(useDataQuery({ query: CLASS_CONFIG, variables: {} }).state);
  const minutes = Math.round((new Date(klass.endDate).getTime() - new Date(klass.startDate).getTime()) / 60_000);
  const booked = klass.appointment?.status === 'booked';
  const upcoming = new Date(klass.endDate).getTime() > Date.now() && klass.status === 'active';
  const teacherName = klass.teacher ? `${klass.teacher.firstName} ${klass.teacher.lastName}`.trim() : null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{klass.module.name}</p>
        <PageTitle>{klass.lesson.title}</PageTitle>
        <div>
          <ClassStatusBadge klass={klass} />
        </div>
      </div>
      <Card className="flex flex-col gap-5">
        <dl className="grid gap-3 smn:grid-cols-[9rem_1fr]">
          <dt className="font-semibold text-slate-700">{t('classes.details.time')}</dt>
          <dd>
            {viewer.dateTime(klass.startDate, { dateStyle: 'full' })} – {viewer.time(klass.endDate)}
          </dd>
          <dt className="font-semibold text-slate-700">{t('classes.details.duration')}</dt>
          <dd>{t('classes.details.minutes', { count: minutes })}</dd>
          <dt className="font-semibold text-slate-700">{t('classes.details.type')}</dt>
          <dd>{t(`classes.types.${klass.type}`)}</dd>
          <dt className="font-semibold text-slate-700">{t('classes.details.teacher')}</dt>
          <dd>
            {klass.teacher && teacherName ? (
              <Link to={buildPath(studentPaths.teacher, { locale: viewer.locale, uid: klass.teacher.uid })} className={linkClass}>
                {teacherName}
              </Link>
            ) : (
              t('classes.waitingForTeacher')
            )}
          </dd>
          <dt className="font-semibold text-slate-700">{t('classes.details.students')}</dt>
          <dd>{klass.students.length > 0 ? klass.students.map((s) => s.firstName).join(', ') : t('classes.details.noStudents')}</dd>
          <dt className="font-semibold text-slate-700">{t('classes.details.lesson')}</dt>
          <dd className="flex flex-wrap gap-x-4 gap-y-1">
            <Link to={buildPath(studentPaths.lessonDetails, { locale: viewer.locale, lessonId: klass.lesson.id })} className={linkClass}>
              {t('classes.details.aboutLesson')}
            </Link>
            {klass.lesson.presentationUrl ? (
              <a href={klass.lesson.presentationUrl} target="_blank" rel="noreferrer" className={linkClass}>
                {t('classes.openSlides')}
              </a>
            ) : null}
          </dd>
        </dl>
      </Card>
      {!upcoming ? <PastClassSection klass={klass} onReviewed={onRefresh} /> : null}
      {booked && upcoming ? (
        <div className="flex flex-wrap items-start gap-3">
          <JoinClassButton klass={klass} />
          <Link to={buildPath(studentPaths.preClass, { locale: viewer.locale, classId: klass.uid })} className={buttonClass('secondary')}>
            {t('classes.details.prepare')}
          </Link>
          {klass.appointment ? (
            <Button
              variant="ghost"
              onClick={() => {
                onRefresh();
                setCancelling(true);
              }}
            >
              {t('classes.cancel.open')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {justBooked && booked ? afterBooking : null}
      {klass.appointment ? (
        <CancelClassDialog
          open={cancelling}
          onClose={() => setCancelling(false)}
          appointmentId={klass.appointment.id}
          cancellation={klass.appointment.cancellation}
          lateHours={(config?.classConfig.refundableDaysBeforeStart ?? 3) * 24}
        />
      ) : null}
      <p>
        <Link to={buildPath(studentPaths.classes, { locale: viewer.locale, view: 'upcoming' })} className={linkClass}>
          {t('classes.details.back')}
        </Link>
      </p>
    </div>
  );
}
