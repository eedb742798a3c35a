import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { CLASS_LOG_TYPENAMES, SUBMIT_CLASS_LOG, type TeacherClassLog } from './class-log-documents.ts';
import {
  CHOOSE_AN_OPTION_KEY,
  type LogDraft,
  draftFromLog,
  logFieldAliases,
  missingAttendanceErrors,
  studentFieldErrors,
  studentsWithoutFeedback,
  toSubmitInput,
} from './log-form-model.ts';
import { StudentLogFields } from './student-log-fields.tsx';
import { TextArea } from './text-area.tsx';

/** The log itself: attendance for each booked student, feedback, notes and resources (000 §3). */
export function LogForm({ log }: { log: TeacherClassLog }) {
  const { t, i18n } = useTranslation('teacherLogs');
  const errorText = useErrorText();
  const [{ fetching }, submit] = useMutation(SUBMIT_CLASS_LOG);
  // The one form mechanism (decision 030): the contract checks the input by row, the missing
  // attendance is the domain's rule (checked here first, translated); the contract's row paths
  // and the server's student ids reach the same row through `logFieldAliases`.
  const form = useForm<LogDraft>(draftFromLog(log), {
    schema: () => import('./class-log-schemas.ts').then((m) => m.submitClassLogInput),
    toInput: (draft) => toSubmitInput(log.classUid, draft),
    validate: (draft) => missingAttendanceErrors(draft, t(CHOOSE_AN_OPTION_KEY)),
    fieldAliases: logFieldAliases(log.students),
    formErrorOf: (error) => errorText(error, t('errors.notSaved')),
  });
  const { values: draft, errors, formError } = form;
  // Feedback is what a student reads after class: sending a log without it for a student who took
  // part is asked about first (issue 12 point 10). `confirmed` lets the next submit through once.
  const [askFeedback, setAskFeedback] = useState<{ studentId: string; firstName: string }[] | null>(null);
  const confirmed = useRef(false);

  const onSubmit = form.handleSubmit(async (current) => {
    const silent = studentsWithoutFeedback(current, log.students);
    if (silent.length > 0 && !confirmed.current) {
      setAskFeedback(silent);
      return;
    }
    confirmed.current = false;
    const result = await submit({ input: toSubmitInput(log.classUid, current) }, { ...CLASS_LOG_TYPENAMES, notifyErrors: false });
    if (result.error) return result;
    const saved = result.data?.submitClassLog;
    notify('success', t(saved?.outcome === 'no_students' ? 'saved.noStudents' : log.outcome ? 'saved.updated' : 'saved.submitted'));
  });

  /** A row's change clears that row's errors only: the other students' still need an answer. */
  const updateStudent = (index: number, next: LogDraft['students'][number]) => {
    const otherRows = Object.entries(errors).filter(([path]) => path.startsWith('students.') && !path.startsWith(`students.${index}.`));
    form.setField(
      'students',
      draft.students.map((s, i) => (i === index ? next : s)),
    );
    if (otherRows.length > 0) form.setErrors((current) => ({ ...current, ...Object.fromEntries(otherRows) }));
  };

  const names = askFeedback ? new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(askFeedback.map((s) => s.firstName)) : '';
  return (
    <>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-labelledby="class-log-form-heading">
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
            errors={studentFieldErrors(errors, index)}
          />
        ))}
        <TextArea
          label={t('form.notes')}
          hint={t('form.notesHint')}
          value={draft.notes}
          onValueChange={(notes) => form.setField('notes', notes)}
          error={errors.notes}
          maxLength={5000}
        />
        <TextArea
          label={t('form.resources')}
          hint={t('form.resourcesHint')}
          value={draft.resources}
          onValueChange={(resources) => form.setField('resources', resources)}
          error={errors.resources}
          rows={2}
          maxLength={2000}
        />
        {formError ? <Alert>{formError}</Alert> : null}
        <div>
          <Button type="submit" busy={fetching || form.submitting}>
            {log.outcome ? t('form.update') : t('form.submit')}
          </Button>
        </div>
      </form>
      <Dialog
        open={askFeedback !== null}
        onClose={() => setAskFeedback(null)}
        title={t('form.noFeedback.title', { names, count: askFeedback?.length ?? 0 })}
        description={t('form.noFeedback.description', { count: askFeedback?.length ?? 0 })}
        actions={
          <>
            <Button
              onClick={() => {
                const first = askFeedback?.[0]?.studentId;
                setAskFeedback(null);
                // After the dialog has given the focus back to the submit button: on to the first empty feedback.
                setTimeout(() => form.formRef.current?.querySelector<HTMLElement>(`[name="feedback-${first}"]`)?.focus(), 0);
              }}
            >
              {t('form.noFeedback.addFeedback')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setAskFeedback(null);
                confirmed.current = true;
                form.formRef.current?.requestSubmit();
              }}
            >
              {t('form.noFeedback.submitAnyway')}
            </Button>
          </>
        }
      />
    </>
  );
}
