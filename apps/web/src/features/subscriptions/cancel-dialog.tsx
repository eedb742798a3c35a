import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Button } from '../../shared/ui/button.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { ConsequenceList, useActionPreview } from './consequence-preview.tsx';
import { CANCEL_SUBSCRIPTION, type CancelReason, MEMBERSHIP_TYPENAMES, type SubscriptionData } from './membership-documents.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

/**
 * Cancel with reasons and feedback (001 §4): the plan ends on a date and what is lost then (the
 * server's numbers: credits per kind, classes after the end) is said before confirming. Keeping
 * the membership is the primary button; pausing or another plan are offered instead.
 */
export function CancelDialog({
  subscription,
  reasons,
  onClose,
  onDone,
  onAlternative,
}: {
  subscription: SubscriptionData;
  reasons: CancelReason[];
  onClose: () => void;
  onDone: () => void;
  /** Opens the pause or change-plan dialog in place of this one. */
  onAlternative: (action: 'pause' | 'change') => void;
}) {
  const { t } = useTranslation(['membership', 'store']);
  const errorText = useErrorText();
  const { preview, fetching } = useActionPreview(subscription.id, 'cancel');
  const [chosen, setChosen] = useState<CancelReason[]>([]);
  const [feedback, setFeedback] = useState('');
  const [, cancel] = useMutation(CANCEL_SUBSCRIPTION);
  const feedbackId = useId();

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
      consequence={<p>{t('cancel.consequence')}</p>}
      preview={<ConsequenceList preview={preview} fetching={fetching} />}
      confirmLabel={t('cancel.confirm')}
      keepLabel={t('cancel.keep')}
      risky
      onClose={onClose}
      onConfirm={confirm}
      alternatives={
        subscription.canPause || subscription.canChange ? (
          <div className="flex flex-col gap-2 rounded-lg border border-slate-300 bg-slate-50 p-3">
            <p className="font-semibold text-slate-900">{t('cancel.alternativesTitle')}</p>
            <div className="flex flex-wrap gap-2">
              {subscription.canPause ? (
                <Button variant="secondary" onClick={() => onAlternative('pause')}>
                  {t('cancel.pauseInstead')}
                </Button>
              ) : null}
              {subscription.canChange ? (
                <Button variant="secondary" onClick={() => onAlternative('change')}>
                  {t('cancel.smallerPlan')}
                </Button>
              ) : null}
            </div>
          </div>
        ) : null
      }
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
