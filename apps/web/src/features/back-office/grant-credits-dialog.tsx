import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ADMIN_TYPENAMES, type AdminStudent, type CreditKind, GRANT_CREDITS } from './back-office-documents.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

/** Grants credits (valid one year) with a reason that stays on the ledger row. */
export function GrantCreditsDialog({ student, onClose }: { student: AdminStudent; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [{ fetching }, grant] = useMutation(GRANT_CREDITS);
  const name = `${student.firstName} ${student.lastName}`.trim();
  // The one form mechanism (decision 030), checking the contract the server checks
  // (`grantCreditsInput`: 1 to 1000 credits, a reason of 3 to 500 characters).
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
    const count = Number(amount);
    const result = await grant(
      { studentId: student.id, kind, amount: count, reason: reason.trim() },
      { ...ADMIN_TYPENAMES, notifyErrors: false },
    );
    if (result.error) return result;
    notify('success', t('students.grant.done', { count, name }));
    onClose();
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('students.grant.title', { name })}
      description={<p>{t('students.grant.description')}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={fetching || form.submitting} onClick={() => void submit()}>
            {t('students.grant.submit')}
          </Button>
        </>
      }
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset className="flex gap-4">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('students.grant.kind')}</legend>
          {(['group', 'private'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="credit-kind"
                value={value}
                checked={values.kind === value}
                onChange={() => form.setField('kind', value)}
              />
              {t(`students.kind.${value}`)}
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('students.grant.amount')}
          type="number"
          min={1}
          max={1000}
          value={values.amount}
          onValueChange={(value) => form.setField('amount', value)}
          error={errors.amount}
        />
        <TextField
          label={t('students.grant.reason')}
          value={values.reason}
          onValueChange={(value) => form.setField('reason', value)}
          hint={t('students.grant.reasonHint')}
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
