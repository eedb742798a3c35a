import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { ActionDialog } from './action-dialog.tsx';
import { ConsequenceList, useActionPreview } from './consequence-preview.tsx';
import { MEMBERSHIP_TYPENAMES, type SubscriptionData, WITHDRAW } from './membership-documents.ts';
import { randomKey } from './random-key.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

/** Withdrawal within 14 days (001 §9): the money back minus the classes taken; the plan ends now. */
export function WithdrawDialog({
  subscription,
  withdrawalDays,
  onClose,
  onDone,
}: {
  subscription: SubscriptionData;
  withdrawalDays: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['membership', 'store']);
  const errorText = useErrorText();
  const [, withdraw] = useMutation(WITHDRAW);
  const key = useRef(randomKey());
  const purchaseId = subscription.purchaseId;
  const { preview, fetching } = useActionPreview(subscription.id, 'withdraw');
  const confirm = async () => {
    if (!purchaseId) return t('common:errors.generic');
    const result = await withdraw({ purchaseId, key: key.current }, { notifyErrors: false, ...MEMBERSHIP_TYPENAMES });
    if (result.error) return errorText(result.error);
    notify('success', t('actions.withdraw.done'));
    onDone();
    return null;
  };
  return (
    <ActionDialog
      title={t('actions.withdraw.title')}
      consequence={<p>{t('actions.withdraw.consequence', { count: withdrawalDays })}</p>}
      preview={<ConsequenceList preview={preview} fetching={fetching} />}
      risky
      confirmLabel={t('actions.withdraw.confirm')}
      onClose={onClose}
      onConfirm={confirm}
    />
  );
}
