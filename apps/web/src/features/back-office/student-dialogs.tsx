import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { type CreditKind, GRANT_CREDITS } from './back-office-documents.ts';
import { type AdminStudentDetail, REMOVE_CREDITS, STUDENT_TYPENAMES } from './student-documents.ts';

/** Confirms an action; a refusal (e.g. "You are not allowed to change the position!") stays in the dialog. */
export function ConfirmDialog({
  title,
  body,
  confirm,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  confirm: string;
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminStudents');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setBusy(true);
    setError(await onConfirm());
    setBusy(false);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={<p>{body}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={busy} onClick={() => void go()}>
            {confirm}
          </Button>
        </>
      }
    >
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

/** Grants or removes credits with a reason kept on the ledger; removal never goes below zero (the server refuses). */
export function CreditsDialog({
  mode,
  student,
  name,
  onClose,
}: {
  mode: 'grant' | 'remove';
  student: AdminStudentDetail;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminStudents');
  const errorText = useErrorText();
  const [{ fetching: granting }, grant] = useMutation(GRANT_CREDITS);
  const [{ fetching: removing }, remove] = useMutation(REMOVE_CREDITS);
  const form = useForm(
    { kind: 'group' as CreditKind, amount: '1', reason: '' },
    {
      schema: () => import('./back-office-schemas.ts').then((m) => m.grantCreditsInput),
      toInput: ({ amount, reason }) => ({ amount: amount.trim() ? Number(amount) : Number.NaN, reason }),
      formErrorOf: (error) => errorText(error),
    },
  );
  const { values, errors, formError } = form;
  const submit = form.handleSubmit(async ({ kind, amount, reason }) => {
    const variables = { studentId: student.id, kind, amount: Number(amount), reason: reason.trim() };
    const context = { ...STUDENT_TYPENAMES, notifyErrors: false };
    const result = mode === 'grant' ? await grant(variables, context) : await remove(variables, context);
    if (result.error) return result;
    notify('success', t(`done.${mode}`, { count: Number(amount), name }));
    onClose();
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`credits.${mode}Title`, { name })}
      description={<p>{t(`credits.${mode}Description`)}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={granting || removing || form.submitting} onClick={() => void submit()}>
            {t(`credits.${mode}Submit`)}
          </Button>
        </>
      }
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset className="flex gap-4">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('credits.kind')}</legend>
          {(['group', 'private'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="credit-kind"
                value={value}
                checked={values.kind === value}
                onChange={() => form.setField('kind', value)}
              />
              {t(`credits.${value}`)}
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('credits.amount')}
          type="number"
          min={1}
          max={1000}
          value={values.amount}
          onValueChange={(value) => form.setField('amount', value)}
          error={errors.amount}
        />
        <TextField
          label={t('credits.reason')}
          value={values.reason}
          onValueChange={(value) => form.setField('reason', value)}
          error={errors.reason}
        />
        {formError ? (
          <p role="alert" className="text-sm text-red-800">
            {formError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
