import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { firstErrors, toFieldErrors } from '../../shared/forms/validation-errors.ts';
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
  const [reason, setReason] = useState<MissedClassReason | null>(null);
  const [explanation, setExplanation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, report] = useMutation(REPORT_MISSED_CLASS);

  const send = async () => {
    setFormError(null);
    const local: Record<string, string> = {};
    if (!reason) local.reason = t('form.chooseOption');
    if (reason === 'other' && !explanation.trim()) local.explanation = t('missed.explain');
    setErrors(local);
    if (!reason || Object.keys(local).length > 0) return;
    const result = await report(
      { input: { classUid, reason, explanation: explanation.trim() } },
      { ...CLASS_LOG_TYPENAMES, notifyErrors: false },
    );
    if (result.error) {
      const fields = firstErrors(toFieldErrors(result.error));
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(errorText(result.error, t('errors.notSaved')));
      return;
    }
    notify('success', t('saved.missed'));
    onClose();
  };

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
          <Button onClick={send} busy={fetching}>
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
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setErrors(({ reason: _gone, ...rest }) => rest);
                }}
                className="size-5 accent-brand-700"
              />
              {t(`missed.reasons.${value}`)}
            </label>
          ))}
          {errors.reason ? <p className="text-sm font-medium text-red-700">{errors.reason}</p> : null}
        </fieldset>
        <TextArea
          label={t('missed.explanation')}
          value={explanation}
          onValueChange={(value) => {
            setExplanation(value);
            setErrors(({ explanation: _gone, ...rest }) => rest);
          }}
          error={errors.explanation}
          maxLength={1000}
        />
        {formError ? <Alert>{formError}</Alert> : null}
      </div>
    </Dialog>
  );
}
