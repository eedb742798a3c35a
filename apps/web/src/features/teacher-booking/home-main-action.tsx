import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { teacherPaths } from '../../shared/routing/teacher-paths.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { AppealDialog } from './appeal-dialog.tsx';
import type { LogDue, TeacherStatus } from './teacher-booking-documents.ts';
import { TEACHER_BOOKING_PATH, TEACHER_CLASS_PATH, TEACHER_SCHEDULE_PATH } from './teacher-booking-paths.ts';
import { useTeacherTime } from './use-teacher-time.ts';

/** What the home's first button should be, from the teacher's state (issue 12 point 10). */
export type HomeAction = 'write_logs' | 'penalised' | 'book';

export function homeAction(status: TeacherStatus | undefined, logsDue: number, now: Date): HomeAction {
  if (logsDue > 0) return 'write_logs';
  const until = status?.penaltyInfo.penaltyUntil;
  if (until && new Date(until).getTime() > now.getTime()) return 'penalised';
  return 'book';
}

interface HomeMainActionProps {
  status: TeacherStatus | undefined;
  logs: readonly LogDue[];
  now: Date;
}

/**
 * The home's main action fits the teacher's state: logs due come first ("Write 2 class logs": a
 * missed log is a missed class and a 2-week penalty); a penalised teacher, who cannot commit to
 * new classes, reads why and until when, and is offered the appeal or their schedule instead of
 * "Book classes"; everyone else books classes.
 */
export function HomeMainAction({ status, logs, now }: HomeMainActionProps) {
  const { t } = useTranslation('teacherBooking');
  const locale = useLocale();
  const time = useTeacherTime();
  const [appealing, setAppealing] = useState(false);
  const action = homeAction(status, logs.length, now);
  const penalty = status?.penaltyInfo;
  const penalised = penalty?.penaltyUntil && new Date(penalty.penaltyUntil).getTime() > now.getTime() ? penalty : null;
  const schedule = (
    <Link to={buildPath(TEACHER_SCHEDULE_PATH, { locale })} className={buttonClass('secondary')}>
      {t('home.schedule')}
    </Link>
  );

  return (
    <div className="flex flex-col gap-3" data-testid="home-main-action" data-action={action}>
      {action === 'write_logs' ? (
        <Link
          to={
            logs.length === 1
              ? buildPath(TEACHER_CLASS_PATH, { locale, classId: logs[0].classUid })
              : buildPath(teacherPaths.payments, { locale })
          }
          className={buttonClass('primary')}
        >
          {t('home.writeLogs', { count: logs.length })}
        </Link>
      ) : null}
      {penalised ? (
        <div className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{t('home.blocked', { date: time.dateTime(penalised.penaltyUntil ?? '') })}</p>
          <p>{t('home.blockedWhat')}</p>
          {penalised.canAppealPenalty && action === 'penalised' ? (
            <Button onClick={() => setAppealing(true)}>{t('penalty.appeal')}</Button>
          ) : null}
          {penalised.isAppealInProgress ? <p>{t('penalty.appealInProgress')}</p> : null}
          <AppealDialog open={appealing} onClose={() => setAppealing(false)} />
        </div>
      ) : null}
      {action === 'book' ? (
        <Link to={buildPath(TEACHER_BOOKING_PATH, { locale })} className={buttonClass('primary')}>
          {t('home.bookClasses')}
        </Link>
      ) : null}
      {schedule}
      {action === 'write_logs' && !penalised ? (
        <Link to={buildPath(TEACHER_BOOKING_PATH, { locale })} className="text-sm font-semibold text-brand-800 underline">
          {t('home.bookClasses')}
        </Link>
      ) : null}
    </div>
  );
}
