import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import type { CourseAssignResult } from './teacher-booking-documents.ts';
import { useTeacherTime } from './use-teacher-time.ts';

/** 000 §3 Course assign result: booked classes, errors with reasons, overridden classes. */
export function CourseResultDialog({ result, onClose }: { result: CourseAssignResult | null; onClose: () => void }) {
  const { t } = useTranslation('teacherBooking');
  const time = useTeacherTime();
  if (!result) return null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('courses.resultTitle', { name: result.course.name })}
      description={<p>{t('courses.resultBooked', { count: result.bookedClasses.length })}</p>}
      actions={
        <Button onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      }
    >
      <div className="flex max-h-[50vh] flex-col gap-4 overflow-y-auto text-sm">
        {result.bookedClasses.length > 0 ? (
          <section aria-labelledby="result-booked" className="flex flex-col gap-1">
            <h3 id="result-booked" className="font-semibold text-slate-900">
              {t('courses.bookedClasses')}
            </h3>
            <ul className="list-disc pl-5 text-slate-800">
              {result.bookedClasses.map((c) => (
                <li key={c.uid}>{time.dateTime(c.startDate)}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {result.overriddenClasses.length > 0 ? (
          <section aria-labelledby="result-overridden" className="flex flex-col gap-1">
            <h3 id="result-overridden" className="font-semibold text-slate-900">
              {t('courses.overriddenClasses')}
            </h3>
            <p className="text-slate-700">{t('courses.overriddenHint')}</p>
            <ul className="list-disc pl-5 text-slate-800">
              {result.overriddenClasses.map((c) => (
                <li key={c.uid}>{time.dateTime(c.startDate)}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {result.errors.length > 0 ? (
          <section aria-labelledby="result-errors" className="flex flex-col gap-1">
            <h3 id="result-errors" className="font-semibold text-slate-900">
              {t('courses.errorClasses')}
            </h3>
            <ul className="list-disc pl-5 text-slate-800">
              {result.errors.map((e) => (
                <li key={e.class.uid}>
                  {time.dateTime(e.class.startDate)}: {e.message}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}
