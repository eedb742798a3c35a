import { MIN_APPEAL_REASON_LENGTH } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { SUBMIT_APPEAL, TEACHER_BOOKING_TYPENAMES } from './teacher-booking-documents.ts';
import { TextAreaField } from '../../shared/ui/form-fields.tsx';

/** The penalty appeal (000 §4, §5): a reason of at least 50 characters; the server has the last word. */
export function AppealDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('teacherBooking');
  // The one form mechanism (decision 030), checking the contract the server checks (`appealInput`:
  // 50 to 2000 characters). A form-level failure (`_`) is said under the reason, the dialog's only
  // field; other failures are already notified by the client, so no form-level text.
  const form = useForm(
    { reason: '' },
    {
      schema: () => import('./teacher-booking-schemas.ts').then((m) => m.appealInput),
      fieldAliases: { _: 'reason' },
      formErrorOf: () => null,
    },
  );
  const { reason } = form.values;
  const [state, submit] = useMutation(SUBMIT_APPEAL);
  const length = reason.trim().length;

  const send = form.handleSubmit(async (values) => {
    const result = await submit({ reason: values.reason }, TEACHER_BOOKING_TYPENAMES);
    if (!result.data) return result;
    notify('success', t('appeal.sent'));
    form.setField('reason', '');
    onClose();
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('appeal.title')}
      description={<p>{t('appeal.intro')}</p>}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button busy={state.fetching} onClick={() => void send()}>
            {t('appeal.submit')}
          </Button>
        </>
      }
    >
      <TextAreaField
        label={t('appeal.reasonLabel')}
        value={reason}
        onValueChange={(value) => form.setField('reason', value)}
        hint={t('appeal.reasonHint', { count: length, min: MIN_APPEAL_REASON_LENGTH })}
        error={form.errors.reason}
        rows={6}
        maxLength={2000}
      />
    </Dialog>
  );
}
