import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { ACTIVATE_LESSON, COMPLETE_LESSON, COURSE_TYPENAMES, type CourseLesson, SKIP_LESSON } from './course-documents.ts';
import { LessonProgress } from './lesson-progress.tsx';
import { LessonStatusBadge } from './lesson-status-badge.tsx';

const small = 'min-h-9 px-3 py-1.5';

/** One lesson of a chapter with what the student can do with it now. */
export function LessonRow({ lesson, moduleId }: { lesson: CourseLesson; moduleId: string }) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const [confirmSkip, setConfirmSkip] = useState(false);
  const [skip, skipLesson] = useMutation(SKIP_LESSON);
  const [activate, activateLesson] = useMutation(ACTIVATE_LESSON);
  const [complete, completeLesson] = useMutation(COMPLETE_LESSON);
  const status = lesson.studentStatus ?? 'NOT_TAKEN';
  const skipped = status === 'SKIP';
  const label = { title: lesson.title };

  const onSkip = async () => {
    const result = await skipLesson({ lessonId: lesson.id }, COURSE_TYPENAMES);
    setConfirmSkip(false);
    if (result.data) notify('success', t('course.skipped', label));
  };
  const onActivate = async () => {
    const result = await activateLesson({ lessonId: lesson.id }, COURSE_TYPENAMES);
    if (result.data) notify('success', t('course.activated', label));
  };
  const onComplete = async () => {
    const result = await completeLesson({ lessonId: lesson.id }, COURSE_TYPENAMES);
    if (result.data) notify('success', t('course.completed', label));
  };

  return (
    <div
      data-testid="lesson-row"
      className={`flex flex-col gap-3 rounded-xl border bg-white p-4 smw:flex-row smw:items-center smw:justify-between ${skipped ? 'border-dashed border-slate-300' : 'border-slate-200'}`}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={buildPath(studentPaths.lessonDetails, { locale, lessonId: lesson.id })}
          className={`font-semibold underline-offset-2 hover:underline ${skipped ? 'text-slate-600' : 'text-slate-900'}`}
        >
          {t('course.lessonTitle', { number: lesson.number, title: lesson.title })}
        </Link>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <LessonStatusBadge status={lesson.studentStatus} />
          <span>{t(`course.lessonTypes.${lesson.type}`, { defaultValue: lesson.type })}</span>
        </div>
        <LessonProgress progress={lesson.practiceProgress} />
      </div>
      <div className="flex flex-wrap gap-2">
        {!skipped && status !== 'BOOKED' && status !== 'COMPLETED' ? (
          <Link
            to={buildPath(studentPaths.booking, { locale, lesson: lesson.id, module: moduleId })}
            className={buttonClass('primary', small)}
            aria-label={t('course.bookLesson', label)}
          >
            {t('course.book')}
          </Link>
        ) : null}
        {skipped ? (
          <Button variant="secondary" className={small} busy={activate.fetching} onClick={() => void onActivate()}>
            {t('course.activate')}
          </Button>
        ) : (
          <Button variant="ghost" className={small} onClick={() => setConfirmSkip(true)}>
            {t('course.skip')}
          </Button>
        )}
        {!skipped && status !== 'COMPLETED' ? (
          <Button variant="ghost" className={small} busy={complete.fetching} onClick={() => void onComplete()}>
            {t('course.markCompleted')}
          </Button>
        ) : null}
      </div>
      <Dialog
        open={confirmSkip}
        onClose={() => setConfirmSkip(false)}
        title={t('course.skipDialog.title')}
        description={<p>{t('course.skipDialog.text', label)}</p>}
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirmSkip(false)} autoFocus>
              {t('course.skipDialog.cancel')}
            </Button>
            <Button busy={skip.fetching} onClick={() => void onSkip()}>
              {t('course.skipDialog.confirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}
