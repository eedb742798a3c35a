import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { firstErrors, toFieldErrors } from '../../shared/forms/validation-errors.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { SUBMIT_APPEAL, TEACHER_BOOKING_TYPENAMES } from './teacher-booking-documents.ts';
import { TextAreaField } from '../../shared/ui/form-fields.tsx';

const MIN_LENGTH = 50;

/** The penalty appeal (000 §4, §5): a reason of at least 50 characters; the server has the last word. */
export function AppealDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('teacherBooking');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, submit] = useMutation(SUBMIT_APPEAL);
  const length = reason.trim().length;

  const send = async () => {
    setError(undefined);
    const result = await submit({ reason }, TEACHER_BOOKING_TYPENAMES);
    if (result.data) {
      notify('success', t('appeal.sent'));
      setReason('');
      onClose();
      return;
    }
    const fields = firstErrors(toFieldErrors(result.error));
    setError(fields.reason ?? fields._);
  };

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
        onValueChange={setReason}
        hint={t('appeal.reasonHint', { count: length, min: MIN_LENGTH })}
        error={error}
        rows={6}
        maxLength={2000}
      />
    </Dialog>
  );
}
