import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { firstErrors, toFieldErrors } from '../../shared/forms/validation-errors.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { CLASS_LOG_TYPENAMES, SUBMIT_CLASS_LOG, type TeacherClassLog } from './class-log-documents.ts';
import {
  CHOOSE_AN_OPTION_KEY,
  type LogDraft,
  draftFromLog,
  missingAttendance,
  studentFieldErrors,
  toSubmitInput,
} from './log-form-model.ts';
import { StudentLogFields } from './student-log-fields.tsx';
import { TextArea } from './text-area.tsx';
import { useErrorText } from '../../shared/errors/error-text.ts';

/** The log itself: attendance for each booked student, feedback, notes and resources (000 §3). */
export function LogForm({ log }: { log: TeacherClassLog }) {
  const { t } = useTranslation('teacherLogs');
  const errorText = useErrorText();
  const [draft, setDraft] = useState<LogDraft>(() => draftFromLog(log));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, submit] = useMutation(SUBMIT_CLASS_LOG);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, [aria-invalid="true"]')?.focus());

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const missing = missingAttendance(draft);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((id) => [`attendance.${id}`, t(CHOOSE_AN_OPTION_KEY)])));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    const result = await submit({ input: toSubmitInput(log.classUid, draft) }, { ...CLASS_LOG_TYPENAMES, notifyErrors: false });
    if (result.error) {
      const fields = firstErrors(toFieldErrors(result.error));
      setErrors(fields);
      if (Object.keys(fields).length > 0) focusFirstInvalid();
      else setFormError(errorText(result.error, t('errors.notSaved')));
      return;
    }
    const saved = result.data?.submitClassLog;
    notify('success', t(saved?.outcome === 'no_students' ? 'saved.noStudents' : log.outcome ? 'saved.updated' : 'saved.submitted'));
  };

  const updateStudent = (index: number, next: LogDraft['students'][number]) => {
    setDraft((current) => ({ ...current, students: current.students.map((s, i) => (i === index ? next : s)) }));
    setErrors((current) => {
      const { [`attendance.${next.studentId}`]: _gone, ...rest } = current;
      return rest;
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-labelledby="class-log-form-heading">
      <h3 id="class-log-form-heading" className="text-lg font-semibold text-slate-900">
        {log.outcome ? t('form.updateTitle') : t('form.title')}
      </h3>
      {log.hasClassroomEvidence ? <p className="text-sm text-slate-700">{t('form.evidence')}</p> : null}
      {log.students.length === 0 ? <Alert tone="info">{t('form.noStudentsBooked')}</Alert> : null}
      {log.students.map((student, index) => (
        <StudentLogFields
          key={student.studentId}
          student={student}
          draft={draft.students[index]}
          onChange={(next) => updateStudent(index, next)}
          errors={studentFieldErrors(errors, student.studentId)}
        />
      ))}
      <TextArea
        label={t('form.notes')}
        hint={t('form.notesHint')}
        value={draft.notes}
        onValueChange={(notes) => setDraft((d) => ({ ...d, notes }))}
        error={errors.notes}
        maxLength={5000}
      />
      <TextArea
        label={t('form.resources')}
        hint={t('form.resourcesHint')}
        value={draft.resources}
        onValueChange={(resources) => setDraft((d) => ({ ...d, resources }))}
        error={errors.resources}
        rows={2}
        maxLength={2000}
      />
      {formError ? <Alert>{formError}</Alert> : null}
      <div>
        <Button type="submit" busy={fetching}>
          {log.outcome ? t('form.update') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
