import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../shared/time/use-now.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { DelayDialog } from './delay-dialog.tsx';
import type { CancelReason, SubscriptionData } from './membership-documents.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { PauseDialog } from './pause-dialog.tsx';
import { PlanDialog } from './plan-dialog.tsx';
import { type SimpleAction, SimpleActionDialog } from './simple-action-dialog.tsx';
import {
  isDestructive,
  type SubscriptionAction,
  type SubscriptionSlot,
  statusLine,
  subscriptionActions,
  trialCountdown,
} from './subscription-actions.ts';
import { WithdrawDialog } from './withdraw-dialog.tsx';
import { useErrorText } from '../../shared/errors/error-text.ts';

interface Props {
  subscription: SubscriptionData;
  slot: SubscriptionSlot;
  maxPauseWeeks: number;
  withdrawalDays: number;
  cancelReasons: CancelReason[];
}

/** One subscription (current, next or latest) with its display state and every action its state allows. */
export function SubscriptionCard({ subscription: s, slot, maxPauseWeeks, withdrawalDays, cancelReasons }: Props) {
  const { t } = useTranslation(['membership', 'store']);
  const errorText = useErrorText();
  const viewer = useViewerTime();
  const locale = useLocale();
  const now = useNow(60_000);
  const [open, setOpen] = useState<SubscriptionAction | null>(null);
  const status = statusLine(s);
  const actions = subscriptionActions(s, slot).filter((a) => a !== 'withdraw' || Boolean(s.purchaseId));
  const countdown = s.isInTrial ? trialCountdown(s.trialEndsAt, now.getTime()) : null;
  const headingId = `subscription-${slot}-heading`;
  const date = (value: string | null) => (value ? viewer.dateTime(value, { dateStyle: 'full', dateOnly: true }) : '');
  const close = () => setOpen(null);
  const weeks = s.package.recurrenceIntervalWeeks ?? 4;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid={`subscription-${slot}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t(`slots.${slot}`)}</p>
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {s.displayName}
          </h2>
        </div>
        <Badge tone={status.tone}>{t(`badges.${status.key}`)}</Badge>
      </div>
      <p className="text-slate-800" data-testid="subscription-status">
        {t(`state.${status.key}`, { date: date(status.date) })}
      </p>
      {countdown ? (
        <p className="font-semibold text-brand-900" data-testid="trial-countdown">
          {t('trial.countdown', { days: countdown.days, hours: countdown.hours, count: countdown.days })}
        </p>
      ) : null}
      {s.pause && s.pause.status === 'scheduled' ? (
        <Alert tone="info">{t('pause.scheduled', { from: date(s.pause.dateFrom), until: date(s.pause.dateTo) })}</Alert>
      ) : null}
      {(s.displayState === 'payment_failed' || s.displayState === 'payment_pending') && s.lastTransaction ? (
        <Alert>{errorText({ code: s.lastTransaction.errorCode ?? 'payment_failed', message: s.lastTransaction.errorMessage })}</Alert>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 text-slate-800 smn:grid-cols-[12rem_1fr]">
        <dt className="font-medium text-slate-700">{t('details.price')}</dt>
        <dd>{t('details.pricePer', { price: formatMoney(s.price, locale), count: weeks })}</dd>
        <dt className="font-medium text-slate-700">{t('details.credits')}</dt>
        <dd>
          {[
            s.package.groupCredits > 0 ? t('store:package.groupCredits', { count: s.package.groupCredits }) : null,
            s.package.privateCredits > 0 ? t('store:package.privateCredits', { count: s.package.privateCredits }) : null,
          ]
            .filter(Boolean)
            .join(t('store:package.and'))}
        </dd>
        {s.sprint ? (
          <>
            <dt className="font-medium text-slate-700">{t('details.sprint')}</dt>
            <dd>{t('details.sprintDates', { from: date(s.sprint.startDate), to: date(s.sprint.endDate) })}</dd>
          </>
        ) : null}
        {s.nextPaymentDate ? (
          <>
            <dt className="font-medium text-slate-700">{t('details.nextPayment')}</dt>
            <dd>{date(s.nextPaymentDate)}</dd>
          </>
        ) : null}
        {s.paymentMethod ? (
          <>
            <dt className="font-medium text-slate-700">{t('details.paymentMethod')}</dt>
            <dd>{s.paymentMethod.label}</dd>
          </>
        ) : null}
        {s.couponCode ? (
          <>
            <dt className="font-medium text-slate-700">{t('details.coupon')}</dt>
            <dd>{s.couponCode}</dd>
          </>
        ) : null}
        {s.originalStartsAt && slot === 'next' ? (
          <>
            <dt className="font-medium text-slate-700">{t('details.originalStart')}</dt>
            <dd>{date(s.originalStartsAt)}</dd>
          </>
        ) : null}
      </dl>
      {actions.length > 0 ? (
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          {actions.map((action) => (
            <Button
              key={action}
              variant={isDestructive(action) ? 'ghost' : action === actions[0] ? 'primary' : 'secondary'}
              onClick={() => setOpen(action)}
            >
              {t(`actions.${action}.button`)}
            </Button>
          ))}
        </div>
      ) : null}
      {open === 'pause' ? <PauseDialog subscription={s} maxWeeks={maxPauseWeeks} onClose={close} onDone={close} /> : null}
      {open === 'cancel' ? (
        <CancelDialog subscription={s} reasons={cancelReasons} onClose={close} onDone={close} onAlternative={setOpen} />
      ) : null}
      {open === 'rollover' || open === 'change' ? <PlanDialog subscription={s} mode={open} onClose={close} onDone={close} /> : null}
      {open === 'delayStart' ? <DelayDialog subscription={s} onClose={close} onDone={close} /> : null}
      {open === 'withdraw' ? <WithdrawDialog subscription={s} withdrawalDays={withdrawalDays} onClose={close} onDone={close} /> : null}
      {open && isSimple(open) ? <SimpleActionDialog action={open} subscription={s} onClose={close} onDone={close} /> : null}
    </section>
  );
}

const SIMPLE = new Set<SubscriptionAction>([
  'skipTrial',
  'cancelTrial',
  'cancelPause',
  'unpause',
  'reactivate',
  'cancelDelay',
  'deleteNext',
  'resumeCharges',
]);
function isSimple(action: SubscriptionAction): action is SimpleAction {
  return SIMPLE.has(action);
}
