import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_VALUES, type Attendance, CEFR_VALUES, type CefrLevel, type ClassLogStudent } from './class-log-documents.ts';
import type { StudentDraft } from './log-form-model.ts';
import { TextArea } from './text-area.tsx';

interface StudentLogFieldsProps {
  student: ClassLogStudent;
  draft: StudentDraft;
  onChange: (next: StudentDraft) => void;
  errors: { attendance?: string; feedback?: string; recommendedLevel?: string };
}

/** One booked student: attendance (one option required), feedback and a recommended level. */
export function StudentLogFields({ student, draft, onChange, errors }: StudentLogFieldsProps) {
  const { t } = useTranslation('teacherLogs');
  const errorId = useId();
  const levelId = useId();
  const levelErrorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
      aria-describedby={errors.attendance ? errorId : undefined}
    >
      <legend className="px-1 text-base font-semibold text-slate-900">{student.shortName}</legend>
      <div
        role="radiogroup"
        aria-label={t('form.attendanceOf', { name: student.shortName })}
        aria-invalid={errors.attendance ? true : undefined}
        tabIndex={errors.attendance ? -1 : undefined}
        className="flex flex-wrap gap-x-5 gap-y-1"
      >
        {ATTENDANCE_VALUES.map((value: Attendance) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
            <input
              type="radio"
              name={`attendance-${student.studentId}`}
              value={value}
              checked={draft.attendance === value}
              onChange={() => onChange({ ...draft, attendance: value, suggested: false })}
              className="size-5 accent-brand-700"
            />
            {t(`attendance.${value}`)}
          </label>
        ))}
      </div>
      {draft.suggested ? <p className="text-sm text-slate-600">{t('form.suggested')}</p> : null}
      {errors.attendance ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {errors.attendance}
        </p>
      ) : null}
      <TextArea
        label={t('form.feedbackFor', { name: student.firstName })}
        name={`feedback-${student.studentId}`}
        hint={student.hasRated ? t('form.feedbackRated') : t('form.feedbackHint')}
        value={draft.feedback}
        onValueChange={(feedback) => onChange({ ...draft, feedback })}
        error={errors.feedback}
        maxLength={2000}
      />
      <div className="flex flex-col gap-1.5 smn:max-w-xs">
        <label htmlFor={levelId} className="text-sm font-medium text-slate-800">
          {t('form.recommendedLevel')}
        </label>
        <select
          id={levelId}
          value={draft.recommendedLevel ?? ''}
          onChange={(event) => onChange({ ...draft, recommendedLevel: (event.target.value || null) as CefrLevel | null })}
          aria-invalid={errors.recommendedLevel ? true : undefined}
          aria-describedby={errors.recommendedLevel ? levelErrorId : undefined}
          className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-base"
        >
          <option value="">{t('form.noRecommendation')}</option>
          {CEFR_VALUES.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
        {errors.recommendedLevel ? (
          <p id={levelErrorId} className="text-sm font-medium text-red-700">
            {errors.recommendedLevel}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
