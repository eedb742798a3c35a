import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type CombinedError, useMutation } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { ActionDialog } from './action-dialog.tsx';
import { ConsequenceList, useActionPreview } from './consequence-preview.tsx';
import { afterPayment } from './lifecycle-helpers.ts';
import {
  CANCEL_DELAY,
  CANCEL_SCHEDULED_PAUSE,
  CANCEL_TRIAL,
  DELETE_NEXT,
  MEMBERSHIP_TYPENAMES,
  type PaymentResultData,
  REACTIVATE,
  RESUME_CHARGES,
  SKIP_TRIAL,
  type SubscriptionData,
  UNPAUSE,
} from './membership-documents.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { randomKey } from './random-key.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

export type SimpleAction =
  | 'skipTrial'
  | 'cancelTrial'
  | 'cancelPause'
  | 'unpause'
  | 'reactivate'
  | 'cancelDelay'
  | 'deleteNext'
  | 'resumeCharges';

/** The yes/no lifecycle actions: one dialog each that states the consequence, then the mutation. */
export function SimpleActionDialog({
  action,
  subscription,
  onClose,
  onDone,
}: {
  action: SimpleAction;
  subscription: SubscriptionData;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['membership', 'store']);
  const errorText = useErrorText();
  const locale = useLocale();
  const viewer = useViewerTime();
  const navigate = useNavigate();
  const key = useRef(randomKey());
  const [, skipTrial] = useMutation(SKIP_TRIAL);
  const [, cancelTrial] = useMutation(CANCEL_TRIAL);
  const [, cancelPause] = useMutation(CANCEL_SCHEDULED_PAUSE);
  const [, unpause] = useMutation(UNPAUSE);
  const [, reactivate] = useMutation(REACTIVATE);
  const [, cancelDelay] = useMutation(CANCEL_DELAY);
  const [, deleteNext] = useMutation(DELETE_NEXT);
  const [, resumeCharges] = useMutation(RESUME_CHARGES);
  // Deleting the next plan can cost credits (when the current one ends with nothing after it).
  const { preview, fetching } = useActionPreview(subscription.id, 'delete_next', {}, action === 'deleteNext');

  const date = (value: string | null | undefined) => (value ? viewer.dateTime(value, { dateStyle: 'full', dateOnly: true }) : '');
  const price = formatMoney(subscription.price, locale);
  const values = {
    price,
    trialEnd: date(subscription.trialEndsAt),
    pauseFrom: date(subscription.pause?.dateFrom),
    pauseTo: date(subscription.pause?.dateTo),
    start: date(subscription.startsAt),
    originalStart: date(subscription.originalStartsAt),
    ends: date(subscription.expiresAt ?? subscription.currentPeriodEnd),
  };

  const context = { notifyErrors: false, ...MEMBERSHIP_TYPENAMES };
  /** A money action: paid -> done here; anything else continues on the payment pages. */
  const paid = (error: CombinedError | undefined, payment: PaymentResultData | undefined): string | null => {
    if (error) return errorText(error);
    const next = payment ? afterPayment(payment) : null;
    if (next) {
      navigate(buildPath(next.pattern, { locale, purchaseId: next.purchaseId }));
      return null;
    }
    notify('success', t(`actions.${action}.done`));
    onDone();
    return null;
  };
  const plain = (error: CombinedError | undefined): string | null => {
    if (error) return errorText(error);
    notify('success', t(`actions.${action}.done`));
    onDone();
    return null;
  };

  const confirm = async (): Promise<string | null> => {
    const id = subscription.id;
    switch (action) {
      case 'skipTrial': {
        const r = await skipTrial({ id, key: key.current }, context);
        return paid(r.error, r.data?.skipTrial);
      }
      case 'reactivate': {
        const r = await reactivate({ id, key: key.current }, context);
        return paid(r.error, r.data?.reactivateSubscription);
      }
      case 'resumeCharges': {
        const r = await resumeCharges({ id, key: key.current }, context);
        return paid(r.error, r.data?.resumeCharges);
      }
      case 'cancelTrial':
        return plain((await cancelTrial({ id }, context)).error);
      case 'cancelPause':
        return plain((await cancelPause({ id }, context)).error);
      case 'unpause':
        return plain((await unpause({ id }, context)).error);
      case 'cancelDelay':
        return plain((await cancelDelay({ id }, context)).error);
      case 'deleteNext':
        return plain((await deleteNext({ id }, context)).error);
    }
  };

  return (
    <ActionDialog
      title={t(`actions.${action}.title`)}
      consequence={<p>{t(`actions.${action}.consequence`, values)}</p>}
      preview={action === 'deleteNext' ? <ConsequenceList preview={preview} fetching={fetching} /> : null}
      risky={action === 'cancelTrial' || action === 'deleteNext'}
      confirmLabel={t(`actions.${action}.confirm`)}
      onClose={onClose}
      onConfirm={confirm}
    />
  );
}
