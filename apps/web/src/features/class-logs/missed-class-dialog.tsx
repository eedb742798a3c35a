import { CLASS_LOG_LIMITS } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { CLASS_LOG_TYPENAMES, MISSED_REASONS, type MissedClassReason, REPORT_MISSED_CLASS } from './class-log-documents.ts';
import { TextArea } from './text-area.tsx';
import { useErrorText } from '../../shared/errors/error-text.ts';

/** The missed-class report (000 §7): the teacher says why; no pay and the 2-week penalty (000 §9), so it is confirmed first. */
export function MissedClassDialog({ classUid, open, onClose }: { classUid: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('teacherLogs');
  const errorText = useErrorText();
  // The one form mechanism (decision 030): the contract the server parses (a reason; "other"
  // explained) is checked first; the server's validation errors land on the same fields.
  const form = useForm(
    { reason: null as MissedClassReason | null, explanation: '' },
    {
      schema: () => import('./class-log-schemas.ts').then((m) => m.missedClassReportInput),
      toInput: ({ reason, explanation }) => ({ classUid, reason: reason ?? undefined, explanation }),
      formErrorOf: (error) => errorText(error, t('errors.notSaved')),
    },
  );
  const { values, errors, formError } = form;
  const [{ fetching }, report] = useMutation(REPORT_MISSED_CLASS);

  const send = form.handleSubmit(async ({ reason, explanation }) => {
    if (!reason) return;
    const result = await report(
      { input: { classUid, reason, explanation: explanation.trim() } },
      { ...CLASS_LOG_TYPENAMES, notifyErrors: false },
    );
    if (result.error) return result;
    notify('success', t('saved.missed'));
    onClose();
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('missed.title')}
      description={
        <>
          <p>{t('missed.body')}</p>
          <p className="font-semibold">{t('missed.penalty')}</p>
        </>
      }
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.back')}
          </Button>
          <Button onClick={() => send()} busy={fetching}>
            {t('missed.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-1" aria-invalid={errors.reason ? true : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('missed.reason')}</legend>
          {MISSED_REASONS.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
              <input
                type="radio"
                name="missed-reason"
                value={value}
                checked={values.reason === value}
                onChange={() => form.setField('reason', value)}
                className="size-5 accent-brand-700"
              />
              {t(`missed.reasons.${value}`)}
            </label>
          ))}
          {errors.reason ? <p className="text-sm font-medium text-red-700">{errors.reason}</p> : null}
        </fieldset>
        <TextArea
          label={t('missed.explanation')}
          value={values.explanation}
          onValueChange={(value) => form.setField('explanation', value)}
          error={errors.explanation}
          maxLength={CLASS_LOG_LIMITS.missedExplanation}
        />
        {formError ? <Alert>{formError}</Alert> : null}
      </div>
    </Dialog>
  );
}
