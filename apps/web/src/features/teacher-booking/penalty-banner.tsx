import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Button } from '../../shared/ui/button.tsx';
import { AppealDialog } from './appeal-dialog.tsx';
import { TEACHER_STATUS } from './teacher-booking-documents.ts';
import { useTeacherTime } from './use-teacher-time.ts';

/**
 * The penalty banner (000 §2, §4): while a penalty is in effect the teacher cannot commit to new
 * classes. Offers the appeal once, then shows that it is in progress; names the teacher manager.
 */
export function PenaltyBanner() {
  const { t } = useTranslation('teacherBooking');
  const [{ data }] = useQuery({ query: TEACHER_STATUS });
  const time = useTeacherTime();
  const [appealing, setAppealing] = useState(false);
  const status = data?.teacherBookingStatus;
  const penalty = status?.penaltyInfo;
  if (!status || !penalty?.penaltyUntil) return null;
  return (
    <section
      aria-labelledby="penalty-banner-heading"
      className="flex flex-col gap-3 rounded-xl border-l-4 border-amber-700 bg-amber-50 px-5 py-4 text-amber-950"
      data-testid="penalty-banner"
    >
      <h2 id="penalty-banner-heading" className="text-lg font-semibold">
        <span aria-hidden="true">⚠ </span>
        {t('penalty.title', { date: time.dateTime(penalty.penaltyUntil) })}
      </h2>
      <p>
        {t(penalty.kind === 'missed_class' ? 'penalty.whyMissed' : penalty.kind === 'manual' ? 'penalty.whyManual' : 'penalty.whyLate')}
      </p>
      <p>{t('penalty.bookedStay')}</p>
      {penalty.isAppealInProgress ? (
        <p role="status" className="rounded-lg bg-white/70 px-3 py-2 font-medium">
          {t('penalty.appealInProgress')}
        </p>
      ) : penalty.appealStatus === 'rejected' ? (
        <p className="font-medium">{t('penalty.appealRejected')}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {penalty.canAppealPenalty ? (
          <Button variant="secondary" onClick={() => setAppealing(true)}>
            {t('penalty.appeal')}
          </Button>
        ) : null}
        <p className="text-sm">
          {t('penalty.contact', { name: status.teacherManager.name })}{' '}
          <a className="font-semibold underline" href={`mailto:${status.teacherManager.email}`}>
            {status.teacherManager.email}
          </a>
        </p>
      </div>
      <AppealDialog open={appealing} onClose={() => setAppealing(false)} />
    </section>
  );
}
