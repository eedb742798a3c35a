import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import type { ResultOf } from '../../shared/graphql/graphql.ts';
import { ActionDialog } from './action-dialog.tsx';
import { ConsequenceList, useActionPreview } from './consequence-preview.tsx';
import { afterPayment } from './lifecycle-helpers.ts';
import { CHANGE_PLAN, MEMBERSHIP_TYPENAMES, PLAN_OPTIONS, ROLLOVER, type SubscriptionData } from './membership-documents.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { randomKey } from './random-key.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

/**
 * Start a new plan today ("roll over": the new plan starts and is paid now, unused credits carry
 * over) or change plan (from the next payment date). The cost comes from the server's preview.
 * A change the server refuses as not eligible says so: "complete current course first".
 */
export function PlanDialog({
  subscription,
  mode,
  onClose,
  onDone,
}: {
  subscription: SubscriptionData;
  mode: 'rollover' | 'change';
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['membership', 'store']);
  const errorText = useErrorText();
  const locale = useLocale();
  const viewer = useViewerTime();
  const navigate = useNavigate();
  const name = useId();
  // Both actions move between monthly (Flex) plans; a Sprint is bought with its start date in the store.
  const plansOf = (data: ResultOf<typeof PLAN_OPTIONS>) =>
    data.packages.filter((p) => p.id !== subscription.package.id && p.type === 'flex');
  const query = useDataQuery(
    { query: PLAN_OPTIONS, variables: { currency: subscription.price.currency } },
    (data) => plansOf(data).length === 0,
  );
  const [variantId, setVariantId] = useState('');
  const [, rollover] = useMutation(ROLLOVER);
  const [, change] = useMutation(CHANGE_PLAN);
  // One key per dialog: a retried click replays, a new dialog is a new attempt.
  const key = useRef(randomKey());
  const { preview, fetching: previewing } = useActionPreview(subscription.id, mode, { variantId }, Boolean(variantId));

  const confirm = async () => {
    if (!variantId) return t('plan.chooseFirst');
    if (mode === 'change') {
      const result = await change({ id: subscription.id, variantId }, { notifyErrors: false, ...MEMBERSHIP_TYPENAMES });
      if (result.error) return errorText(result.error);
      onDone();
      return null;
    }
    const result = await rollover({ id: subscription.id, variantId, key: key.current }, { notifyErrors: false, ...MEMBERSHIP_TYPENAMES });
    if (result.error) return errorText(result.error);
    const next = result.data ? afterPayment(result.data.rolloverSubscription) : null;
    if (next) navigate(buildPath(next.pattern, { locale, purchaseId: next.purchaseId }));
    else onDone();
    return null;
  };

  const when = subscription.nextPaymentDate ? viewer.dateTime(subscription.nextPaymentDate, { dateStyle: 'full', dateOnly: true }) : '';
  return (
    <ActionDialog
      title={t(`plan.${mode}.title`)}
      consequence={
        <p>
          {mode === 'rollover'
            ? t('plan.rollover.consequence')
            : when
              ? t('plan.change.consequence', { date: when })
              : t('plan.change.consequenceNoDate')}
        </p>
      }
      preview={variantId ? <ConsequenceList preview={preview} fetching={previewing} /> : null}
      confirmLabel={t(`plan.${mode}.confirm`)}
      onClose={onClose}
      onConfirm={confirm}
      canConfirm={Boolean(variantId)}
    >
      <QueryState
        query={query}
        skeleton={<Skeleton lines={3} barClassName="h-11" />}
        empty={<p className="text-slate-700">{t('plan.none')}</p>}
      >
        {(data) => (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold text-slate-900">{t('plan.legend')}</legend>
            {plansOf(data).map((plan) => (
              <label
                key={plan.id}
                className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg border border-slate-300 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name={name}
                    checked={variantId === plan.id}
                    onChange={() => setVariantId(plan.id)}
                    className="size-4 accent-brand-700"
                  />
                  {plan.displayName}
                </span>
                <span className="text-sm text-slate-700 tabular-nums">{formatMoney(plan.subTotal, locale)}</span>
              </label>
            ))}
          </fieldset>
        )}
      </QueryState>
    </ActionDialog>
  );
}
