import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { addDaysToKey, zonedDateKey, startOfLocalDay } from '@parla/domain/time';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { ConsequenceList, useActionPreview } from './consequence-preview.tsx';
import { isDayFrom } from './day-key.ts';
import { DateField, FieldRow, SelectField } from '../../shared/ui/form-fields.tsx';
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
      <FieldRow>
        <DateField
          label={t('pause.start')}
          value={startKey}
          min={tomorrow}
          onValueChange={setStartKey}
          aria-invalid={validStart ? undefined : true}
        />
        <SelectField
          label={t('pause.length')}
          value={String(weeks)}
          onValueChange={(value) => setWeeks(Number(value))}
          options={Array.from({ length: maxWeeks }, (_, i) => ({ value: String(i + 1), label: t('pause.weeks', { count: i + 1 }) }))}
        />
      </FieldRow>
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
