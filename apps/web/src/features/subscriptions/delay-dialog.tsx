import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { addDaysToKey, zonedDateKey, startOfLocalDay } from '@parla/domain/time';
import { ActionDialog } from './action-dialog.tsx';
import { DELAY_NEXT, MEMBERSHIP_TYPENAMES, type SubscriptionData } from './membership-documents.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

/** Delay the next subscription's start (001 §4): it and its first payment move to the chosen day. */
export function DelayDialog({
  subscription,
  onClose,
  onDone,
}: {
  subscription: SubscriptionData;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['membership', 'store']);
  const errorText = useErrorText();
  const viewer = useViewerTime();
  const earliest = addDaysToKey(zonedDateKey(subscription.startsAt, viewer.timeZone), 1);
  const [key, setKey] = useState(addDaysToKey(earliest, 6));
  const [, delay] = useMutation(DELAY_NEXT);
  const id = useId();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(key) && key >= earliest;

  const confirm = async () => {
    if (!valid) return t('delay.invalid');
    const result = await delay(
      { id: subscription.id, startsAt: startOfLocalDay(key, viewer.timeZone).toISOString() },
      { notifyErrors: false, ...MEMBERSHIP_TYPENAMES },
    );
    if (result.error) return errorText(result.error);
    onDone();
    return null;
  };

  return (
    <ActionDialog
      title={t('delay.title')}
      consequence={<p>{t('delay.consequence', { date: viewer.dateTime(subscription.startsAt, { dateStyle: 'full', dateOnly: true }) })}</p>}
      confirmLabel={t('delay.confirm')}
      onClose={onClose}
      onConfirm={confirm}
      canConfirm={valid}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('delay.newStart')}
        </label>
        <input
          id={id}
          type="date"
          min={earliest}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          aria-invalid={valid ? undefined : true}
          className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-base"
        />
      </div>
    </ActionDialog>
  );
}
