import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useNow } from '../../shared/time/use-now.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { chooseCancellationMessage } from './cancellation-message.ts';
import { CANCEL_CLASS, CLASS_TYPENAMES, type CancellationPreview } from './classes-documents.ts';

interface CancelClassDialogProps {
  open: boolean;
  onClose: () => void;
  appointmentId: string;
  cancellation: CancellationPreview;
  lateHours: number;
}

/** The student sees what cancelling costs before confirming (001 §9). */
export function CancelClassDialog({ open, onClose, appointmentId, cancellation, lateHours }: CancelClassDialogProps) {
  const { t } = useTranslation('student');
  const now = useNow(15_000);
  const [state, cancelClass] = useMutation(CANCEL_CLASS);
  const choice = chooseCancellationMessage(cancellation, now);

  const confirm = async () => {
    const result = await cancelClass({ appointmentId, immediate: choice.kind === 'grace' ? true : undefined }, CLASS_TYPENAMES);
    // Errors already reach the banner through the client; the dialog just stays open.
    if (result.data) {
      notify('success', result.data.cancelClass.refunded ? t('classes.cancel.doneRefunded') : t('classes.cancel.done'));
      onClose();
    }
  };

  const description =
    choice.kind === 'grace' ? (
      <>
        <p>{t('classes.cancel.refund')}</p>
        <p>{t('classes.cancel.grace')}</p>
      </>
    ) : choice.kind === 'refund' ? (
      <p>{t('classes.cancel.refund')}</p>
    ) : choice.kind === 'lose' ? (
      <p role="alert" className="rounded-lg border-l-4 border-amber-700 bg-amber-50 px-3 py-2 font-medium text-amber-900">
        <span aria-hidden="true">⚠ </span>
        {t('classes.cancel.lose', { hours: lateHours })}
      </p>
    ) : (
      <p>{t('classes.cancel.notAllowed')}</p>
    );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('classes.cancel.title')}
      description={description}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} autoFocus>
            {t('classes.cancel.keep')}
          </Button>
          {choice.kind === 'not-allowed' ? null : (
            <Button busy={state.fetching} onClick={() => void confirm()}>
              {choice.kind === 'lose' ? t('classes.cancel.confirmAnyway') : t('classes.cancel.confirm')}
            </Button>
          )}
        </>
      }
    />
  );
}
