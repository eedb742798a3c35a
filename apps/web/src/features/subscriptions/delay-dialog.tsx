import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { addDaysToKey, zonedDateKey, startOfLocalDay } from '@parla/domain/time';
import { ActionDialog } from './action-dialog.tsx';
import { ConsequenceList, useActionPreview } from './consequence-preview.tsx';
import { isDayFrom } from './day-key.ts';
import { DateField } from '../../shared/ui/form-fields.tsx';
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
  const valid = isDayFrom(key, earliest);
  const startsAt = valid ? startOfLocalDay(key, viewer.timeZone).toISOString() : undefined;
  const { preview, fetching } = useActionPreview(subscription.id, 'delay', { startsAt }, valid);

  const confirm = async () => {
    if (!valid) return t('delay.invalid');
    const result = await delay({ id: subscription.id, startsAt: startsAt! }, { notifyErrors: false, ...MEMBERSHIP_TYPENAMES });
    if (result.error) return errorText(result.error);
    onDone();
    return null;
  };

  return (
    <ActionDialog
      title={t('delay.title')}
      consequence={<p>{t('delay.consequence', { date: viewer.dateTime(subscription.startsAt, { dateStyle: 'full', dateOnly: true }) })}</p>}
      preview={valid ? <ConsequenceList preview={preview} fetching={fetching} /> : null}
      confirmLabel={t('delay.confirm')}
      onClose={onClose}
      onConfirm={confirm}
      canConfirm={valid}
    >
      <DateField
        label={t('delay.newStart')}
        value={key}
        min={earliest}
        onValueChange={setKey}
        error={valid ? undefined : t('delay.invalid')}
      />
    </ActionDialog>
  );
}
