import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { type CheckoutData, type CreditKind, type PurchaseData, UPDATE_PURCHASE } from './checkout-documents.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

/** 001 §1: the 7-day trial is 3 group classes OR 1 private class; the student picks. */
export function TrialCreditChoice({ purchase, config }: { purchase: PurchaseData; config: CheckoutData['commerceConfig'] }) {
  const { t } = useTranslation('store');
  const errorText = useErrorText();
  const name = useId();
  const [{ fetching }, update] = useMutation(UPDATE_PURCHASE);
  const current: CreditKind = purchase.trialCreditKind ?? 'group';
  const choose = async (kind: CreditKind) => {
    if (kind === current) return;
    const result = await update({ id: purchase.id, input: { trialCreditKind: kind } }, { notifyErrors: false });
    if (result.error) notify('error', errorText(result.error));
  };
  const options: Array<{ kind: CreditKind; label: string }> = [
    { kind: 'group', label: t('trial.group', { count: config.trialGroupCredits }) },
    { kind: 'private', label: t('trial.private', { count: config.trialPrivateCredits }) },
  ];
  return (
    <fieldset className="flex flex-col gap-2" aria-busy={fetching || undefined}>
      <legend className="mb-2 text-lg font-semibold text-slate-900">{t('trial.heading', { days: config.trialDays })}</legend>
      {options.map((option) => (
        <label
          key={option.kind}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name={name}
            checked={current === option.kind}
            disabled={fetching}
            onChange={() => void choose(option.kind)}
            className="size-4 accent-brand-700"
          />
          {option.label}
        </label>
      ))}
      <p className="text-sm text-slate-700">{t('trial.note', { days: config.trialDays })}</p>
    </fieldset>
  );
}
