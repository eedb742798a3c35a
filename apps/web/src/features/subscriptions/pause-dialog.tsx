import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { addDaysToKey, zonedDateKey, startOfLocalDay } from '@parla/domain/time';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { ConsequenceList, useActionPreview } from './consequence-preview.tsx';
import { DayField, isDayFrom } from './day-field.tsx';
import { pauseRange } from './lifecycle-helpers.ts';
import { MEMBERSHIP_TYPENAMES, SCHEDULE_PAUSE, type SubscriptionData } from './membership-documents.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

/** 001 §5: a pause of at most 4 weeks, once per payment cycle, scheduled ahead; classes in it are cancelled. */
export function PauseDialog({
  subscription,
  maxWeeks,
  onClose,
  onDone,
}: {
  subscription: SubscriptionData;
  maxWeeks: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['membership', 'store']);
  const errorText = useErrorText();
  const viewer = useViewerTime();
  const tomorrow = addDaysToKey(zonedDateKey(new Date(), viewer.timeZone), 1);
  const [startKey, setStartKey] = useState(tomorrow);
  const [weeks, setWeeks] = useState(Math.min(2, maxWeeks));
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string | undefined>();
  const [, schedule] = useMutation(SCHEDULE_PAUSE);
  const weeksId = useId();
  const validStart = isDayFrom(startKey, tomorrow);
  const range = validStart ? pauseRange(startKey, weeks, viewer.timeZone) : null;
  const { preview, fetching } = useActionPreview(
    subscription.id,
    'pause',
    range ? { dateFrom: range.from.toISOString(), dateTo: range.to.toISOString() } : {},
    range !== null,
  );
  const dateOnly = (key: string) => viewer.dateTime(startOfLocalDay(key, viewer.timeZone), { dateStyle: 'full', dateOnly: true });

  const confirm = async () => {
    if (!agreed) {
      setAgreeError(t('pause.agreeRequired'));
      return t('pause.agreeRequired');
    }
    if (!range) return t('pause.startInvalid');
    const result = await schedule(
      { id: subscription.id, from: range.from.toISOString(), to: range.to.toISOString(), accept: true },
      { notifyErrors: false, ...MEMBERSHIP_TYPENAMES },
    );
    if (result.error) return errorText(result.error);
    onDone();
    return null;
  };

  return (
    <ActionDialog
      title={t('pause.title')}
      consequence={<p>{t('pause.consequence', { count: maxWeeks })}</p>}
      preview={range ? <ConsequenceList preview={preview} fetching={fetching} /> : null}
      confirmLabel={t('pause.confirm')}
      onClose={onClose}
      onConfirm={confirm}
    >
      <div className="grid gap-4 smn:grid-cols-2">
        <DayField label={t('pause.start')} value={startKey} min={tomorrow} onChange={setStartKey} invalid={!validStart} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={weeksId} className="text-sm font-medium text-slate-800">
            {t('pause.length')}
          </label>
          <select
            id={weeksId}
            value={weeks}
            onChange={(event) => setWeeks(Number(event.target.value))}
            className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-base"
          >
            {Array.from({ length: maxWeeks }, (_, i) => i + 1).map((w) => (
              <option key={w} value={w}>
                {t('pause.weeks', { count: w })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {range ? (
        <p className="text-slate-800" aria-live="polite">
          {t('pause.summary', {
            from: dateOnly(startKey),
            until: dateOnly(addDaysToKey(range.resumeKey, -1)),
            resume: dateOnly(range.resumeKey),
          })}
        </p>
      ) : (
        <p className="text-sm font-medium text-red-700">{t('pause.startInvalid')}</p>
      )}
      <Checkbox
        checked={agreed}
        onCheckedChange={(checked) => {
          setAgreed(checked);
          if (checked) setAgreeError(undefined);
        }}
        label={t('pause.agree')}
        error={agreeError}
        required
      />
    </ActionDialog>
  );
}
