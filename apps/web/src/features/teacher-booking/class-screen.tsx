import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { isJoinOpen } from '../../shared/classes/join-window.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useNow } from '../../shared/time/use-now.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { StudentProfileCard } from '../../shared/ui/student-profile-card.tsx';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { blockerText } from './blocker-text.ts';
import { CancelCommitmentDialog } from './cancel-commitment-dialog.tsx';
import { DisplayStatusBadge } from './display-status-badge.tsx';
import { PenaltyBanner } from './penalty-banner.tsx';
import { TEACHER_BOOKING_TYPENAMES, TEACHER_CLASS, type TeacherClassDetails } from './teacher-booking-documents.ts';
import { TEACHER_BOOKING_PATH } from './teacher-booking-paths.ts';
import { formatMoney } from './teacher-week.ts';
import { useCommitments } from './use-commitments.ts';
import { useTeacherTime } from './use-teacher-time.ts';

interface TeacherClassScreenProps {
  /** The class log panel of the class-logs feature, composed in by the area. */
  logPanel?: (classUid: string) => ReactNode;
}

/** classes/{classId} (000 §2 Teacher Class): the lesson, the students, preparation, slides, joining, and the commitment. */
export function TeacherClassScreen({ logPanel }: TeacherClassScreenProps) {
  const { t } = useTranslation('teacherBooking');
  const locale = useLocale();
  const { classId = '' } = useParams();
  const query = useDataQuery({
    query: TEACHER_CLASS,
    variables: { uid: classId },
    context: TEACHER_BOOKING_TYPENAMES,
  });
  const data = dataOf(query.state);
  const backLink = (
    <Link to={buildPath(TEACHER_BOOKING_PATH, { locale })} className="text-sm font-semibold text-brand-800 underline">
      {t('class.back')}
    </Link>
  );
  if (!data) {
    // Loading: the header, the two cards and the note keep their place. Failed: the reason
    // (not found, not allowed) or "could not load" with Try again, and the way back.
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-10">
        {query.state.kind === 'error' ? <PageTitle>{t('class.notFoundTitle')}</PageTitle> : null}
        <QueryState query={query} skeleton={<Skeleton lines={8} barClassName="h-8" className="min-h-96 gap-4" />}>
          {() => null}
        </QueryState>
        {backLink}
      </div>
    );
  }
  const klass = data.teacherClass;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      {backLink}
      <ClassHeader klass={klass} onChanged={() => query.retry()} />
      {klass.isMine ? null : <PenaltyBanner />}
      <div className="grid gap-6 md:grid-cols-2">
        <PrepareSection klass={klass} />
        <StudentsSection klass={klass} />
      </div>
      {klass.classNote || klass.labels.length > 0 ? (
        <section aria-labelledby="class-note-heading" className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5">
          <h2 id="class-note-heading" className="text-lg font-semibold text-slate-900">
            {t('class.noteHeading')}
          </h2>
          {klass.classNote ? <p className="whitespace-pre-line text-slate-800">{klass.classNote}</p> : null}
          {klass.labels.length > 0 ? (
            <ul aria-label={t('class.labels')} className="flex flex-wrap gap-2">
              {klass.labels.map((label) => (
                <li key={label}>
                  <Badge tone="neutral">{label}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {klass.isMine && logPanel ? logPanel(klass.uid) : null}
    </div>
  );
}

function ClassHeader({ klass, onChanged }: { klass: TeacherClassDetails; onChanged: () => void }) {
  const { t } = useTranslation('teacherBooking');
  const time = useTeacherTime();
  const now = useNow(30_000);
  const [cancelling, setCancelling] = useState(false);
  const commitments = useCommitments();
  const joinOpen = klass.isMine && klass.status === 'active' && isJoinOpen(klass, now);

  const doCommit = async () => {
    if (await commitments.commit(klass, 'commit')) onChanged();
  };
  const openCancel = () => {
    // The policy depends on the time: read it fresh before showing it.
    onChanged();
    setCancelling(true);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {t('class.lessonNumber', { number: klass.lesson.number })} ·{' '}
          {t(`lessonTypes.${klass.lesson.type}`, { defaultValue: klass.lesson.type })}
        </p>
        <PageTitle>{klass.lesson.title}</PageTitle>
        <p className="text-lg text-slate-800">
          <time dateTime={klass.startDate}>{time.dateTime(klass.startDate)}</time>–{time.time(klass.endDate)}
        </p>
        <p className="text-slate-700">
          {t('classes.moduleLine', { section: klass.module.section.name, module: klass.module.name, level: klass.module.cefrLevelName })}
          {klass.courseName ? ` · ${t('classes.courseLine', { course: klass.courseName })}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone="neutral">{t(`types.${klass.type}`)}</Badge>
        <DisplayStatusBadge status={klass.displayStatus} />
        {klass.isMine ? <Badge tone="success">{t('classes.yours')}</Badge> : null}
        {klass.statusByTeacher === 'open' ? <Badge tone="warning">{t('class.needsTeacher')}</Badge> : null}
        {klass.price ? (
          <Badge tone="info">
            {t('class.pay', {
              attended: formatMoney(klass.price.attendedCents, klass.price.currency, time.locale),
              missed: formatMoney(klass.price.missedCents, klass.price.currency, time.locale),
            })}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-wrap items-start gap-3">
        {klass.isMine && klass.status === 'active' ? (
          joinOpen ? (
            <a href={klass.classroomUrl} className={buttonClass('primary')}>
              {t('class.join')}
            </a>
          ) : (
            <div className="flex flex-col gap-1">
              <button type="button" disabled aria-describedby="join-hint" className={buttonClass('primary')}>
                {t('class.join')}
              </button>
              <p id="join-hint" className="text-sm text-slate-600">
                {new Date(klass.endDate).getTime() <= now.getTime()
                  ? t('class.joinEnded')
                  : t('class.joinOpensAt', { time: time.dateTime(klass.joinOpensAt) })}
              </p>
            </div>
          )
        ) : null}
        <a href={klass.sourcePresentation} className={buttonClass('secondary')} target="_blank" rel="noreferrer">
          {t('class.slides')}
        </a>
        {klass.statusByTeacher === 'open' ? (
          <div className="flex flex-col gap-1">
            <Button
              onClick={() => void doCommit()}
              busy={commitments.committing === klass.uid}
              disabled={klass.commitBlocker !== null || commitments.committing !== null}
              aria-describedby={klass.commitBlocker ? 'commit-blocker' : undefined}
            >
              {t('classes.commit')}
            </Button>
            {klass.commitBlocker ? (
              <p id="commit-blocker" className="max-w-72 text-sm text-slate-700">
                {blockerText(klass.commitBlocker, t)}
              </p>
            ) : null}
          </div>
        ) : null}
        {klass.isMine && klass.cancellation?.allowed ? (
          <Button variant="ghost" onClick={openCancel}>
            {t('class.cancelCommitment')}
          </Button>
        ) : null}
      </div>
      {klass.cancellation ? (
        <CancelCommitmentDialog
          open={cancelling}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false);
            onChanged();
          }}
          classUid={klass.uid}
          policy={klass.cancellation}
        />
      ) : null}
    </div>
  );
}

function PrepareSection({ klass }: { klass: TeacherClassDetails }) {
  const { t } = useTranslation('teacherBooking');
  const info = klass.prepareClassInfo;
  return (
    <section aria-labelledby="prepare-heading" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="prepare-heading" className="text-lg font-semibold text-slate-900">
        {t('class.prepareHeading')}
      </h2>
      <p className="text-slate-800">{klass.lesson.description}</p>
      {info.newStudents > 0 ? <Alert tone="info">{t('class.newStudents', { count: info.newStudents })}</Alert> : null}
      {info.learningOutcomes.length > 0 ? (
        <>
          <h3 className="font-semibold text-slate-900">{t('class.outcomes')}</h3>
          <ul className="list-disc pl-5 text-slate-800">
            {info.learningOutcomes.map((outcome) => (
              <li key={outcome}>{outcome}</li>
            ))}
          </ul>
        </>
      ) : null}
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        <li>{t('class.prepareSlides')}</li>
        <li>{t('class.prepareJoin', { minutes: 5 })}</li>
        <li>{t('class.prepareLog')}</li>
      </ul>
    </section>
  );
}

function StudentsSection({ klass }: { klass: TeacherClassDetails }) {
  const { t } = useTranslation('teacherBooking');
  const time = useTeacherTime();
  return (
    <section aria-labelledby="students-heading" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="students-heading" className="text-lg font-semibold text-slate-900">
        {t('class.studentsHeading', { count: klass.students.length, capacity: klass.capacity })}
      </h2>
      {klass.appointments.length === 0 ? <p className="text-slate-700">{t('class.noStudents')}</p> : null}
      <ul className="flex flex-col gap-2">
        {klass.appointments.map((appointment) => {
          const student = klass.students.find((s) => s.id === appointment.student.id);
          return (
            <li key={appointment.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
              <div className="flex flex-col">
                <span className="font-medium text-slate-900">{appointment.student.shortName}</span>
                {student ? <span className="text-xs text-slate-600">{t('class.studentZone', { timeZone: student.timezone })}</span> : null}
                <span className="text-xs text-slate-600">{t('class.bookedAt', { time: time.dateTime(appointment.createdAt) })}</span>
                {student?.publicProfile ? (
                  <details className="mt-1" data-testid="student-profile">
                    <summary className="cursor-pointer text-sm font-semibold text-brand-800">
                      {t('class.studentProfile', { name: appointment.student.shortName })}
                    </summary>
                    <div className="mt-3 rounded-lg bg-white p-3">
                      <StudentProfileCard profile={student.publicProfile} headingLevel={3} />
                    </div>
                  </details>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-1">
                {appointment.isNewStudent ? <Badge tone="info">{t('class.newStudent')}</Badge> : null}
                <Badge tone={appointment.status === 'booked' ? 'success' : 'muted'}>
                  {t(`appointmentStatus.${appointment.status}`, { defaultValue: appointment.status })}
                </Badge>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
