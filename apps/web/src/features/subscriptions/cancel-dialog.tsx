import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { CANCEL_SUBSCRIPTION, type CancelReason, MEMBERSHIP_TYPENAMES, type SubscriptionData } from './membership-documents.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

/** Cancel with reasons and feedback (001 §4): the plan ends on a date; what happens then is said before confirming. */
export function CancelDialog({
  subscription,
  reasons,
  onClose,
  onDone,
}: {
  subscription: SubscriptionData;
  reasons: CancelReason[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['membership', 'store']);
  const errorText = useErrorText();
  const viewer = useViewerTime();
  const [chosen, setChosen] = useState<CancelReason[]>([]);
  const [feedback, setFeedback] = useState('');
  const [, cancel] = useMutation(CANCEL_SUBSCRIPTION);
  const feedbackId = useId();
  const endsOn = subscription.nextPaymentDate ?? subscription.currentPeriodEnd ?? subscription.expiresAt;

  const confirm = async () => {
    const result = await cancel(
      { id: subscription.id, reasons: chosen, ...(feedback.trim() ? { feedback: feedback.trim() } : {}) },
      { notifyErrors: false, ...MEMBERSHIP_TYPENAMES },
    );
    if (result.error) return errorText(result.error);
    onDone();
    return null;
  };

  return (
    <ActionDialog
      title={t('cancel.title')}
      consequence={
        <>
          <p>{endsOn ? t('cancel.endsOn', { date: viewer.dateTime(endsOn, { dateStyle: 'full' }) }) : t('cancel.endsAtPeriodEnd')}</p>
          <p>{t('cancel.consequence')}</p>
        </>
      }
      confirmLabel={t('cancel.confirm')}
      onClose={onClose}
      onConfirm={confirm}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-slate-900">{t('cancel.reasonsLegend')}</legend>
        {reasons.map((reason) => (
          <Checkbox
            key={reason}
            checked={chosen.includes(reason)}
            onCheckedChange={(checked) => setChosen((current) => (checked ? [...current, reason] : current.filter((r) => r !== reason)))}
            label={t(`cancel.reasons.${reason}`)}
          />
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={feedbackId} className="text-sm font-medium text-slate-800">
          {t('cancel.feedback')}
        </label>
        <textarea
          id={feedbackId}
          value={feedback}
          maxLength={2000}
          rows={3}
          onChange={(event) => setFeedback(event.target.value)}
          className="rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
        />
      </div>
    </ActionDialog>
  );
}
