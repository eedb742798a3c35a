import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
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
  const [kind, setKind] = useState<CreditKind>('group');
  const [amount, setAmount] = useState('1');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, grant] = useMutation(GRANT_CREDITS);
  const name = `${student.firstName} ${student.lastName}`.trim();

  const submit = async () => {
    const count = Number(amount);
    if (!Number.isInteger(count) || count < 1 || count > 1000) return setError(t('students.grant.amountInvalid'));
    if (reason.trim().length < 3) return setError(t('students.grant.reasonRequired'));
    setError(null);
    const result = await grant(
      { studentId: student.id, kind, amount: count, reason: reason.trim() },
      { ...ADMIN_TYPENAMES, notifyErrors: false },
    );
    if (result.error) return setError(errorText(result.error));
    notify('success', t('students.grant.done', { count, name }));
    onClose();
  };

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
          <Button busy={fetching} onClick={submit}>
            {t('students.grant.submit')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <fieldset className="flex gap-4">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('students.grant.kind')}</legend>
          {(['group', 'private'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="credit-kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
              {t(`students.kind.${value}`)}
            </label>
          ))}
        </fieldset>
        <TextField label={t('students.grant.amount')} type="number" min={1} max={1000} value={amount} onValueChange={setAmount} />
        <TextField label={t('students.grant.reason')} value={reason} onValueChange={setReason} hint={t('students.grant.reasonHint')} />
        {error ? (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
