import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useForm } from '../../shared/forms/use-form.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { END_HOURS, HourSelect, START_HOURS } from './hour-select.tsx';
import {
  CANCEL_TEACHING_HOUR_REQUEST,
  REQUEST_TEACHING_HOURS,
  REQUEST_TYPENAMES,
  type RequestStatus,
  type SlotSize,
  TEACHING_HOUR_REQUESTS,
  type TeachingHourRequest,
} from './schedule-documents.ts';
import { formatDay, formatHour } from './schedule-format.ts';

const STATUS_TONES: Record<RequestStatus, BadgeTone> = {
  requested: 'info',
  scheduled: 'success',
  completed: 'neutral',
  cancelled: 'muted',
  unsuccessful: 'warning',
};
const NOTE_MAX = 500;

/** Requests for more teaching hours (000 §3, §6): ask for a date, see the answers, withdraw an open one. */
export function TeachingHourRequests({ timeFormat, today }: { timeFormat: string; today: string }) {
  const { t } = useTranslation('teacherSchedule');
  const [{ data, fetching, error }, refetch] = useQuery({ query: TEACHING_HOUR_REQUESTS, context: REQUEST_TYPENAMES });
  const [cancelling, setCancelling] = useState<TeachingHourRequest | null>(null);
  const [cancelState, cancel] = useMutation(CANCEL_TEACHING_HOUR_REQUEST);
  const locale = useLocale();

  const confirmCancel = async () => {
    if (!cancelling) return;
    const result = await cancel({ id: cancelling.id }, REQUEST_TYPENAMES);
    if (!result.error) {
      notify('success', t('requests.cancelled'));
      setCancelling(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <RequestForm timeFormat={timeFormat} today={today} />
      <section aria-labelledby="requests-list-heading" className="flex flex-col gap-2">
        <h3 id="requests-list-heading" className="text-base font-semibold text-slate-900">
          {t('requests.listTitle')}
        </h3>
        {error && !data ? (
          <Alert>
            {t('requests.loadFailed')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => refetch({ requestPolicy: 'network-only' })}>
              {t('retry')}
            </button>
          </Alert>
        ) : null}
        {fetching && !data ? <Spinner /> : null}
        {data && data.teachingHourRequests.length === 0 ? <p className="text-sm text-slate-600">{t('requests.empty')}</p> : null}
        {data && data.teachingHourRequests.length > 0 ? (
          <ul className="divide-y divide-slate-100">
            {data.teachingHourRequests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex flex-col gap-1 text-sm">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{formatDay(request.date, locale, 'long')}</span>
                    <span>{describeHours(request, timeFormat, locale, t)}</span>
                    <Badge tone={STATUS_TONES[request.status]}>{t(`requests.statuses.${request.status}`)}</Badge>
                  </span>
                  {request.note ? <span className="text-slate-700">{request.note}</span> : null}
                </div>
                {request.canCancel ? (
                  <Button variant="secondary" className="min-h-9 px-3" onClick={() => setCancelling(request)}>
                    {t('requests.cancel')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t('requests.confirmTitle')}
        description={cancelling ? <p>{t('requests.confirmText', { date: formatDay(cancelling.date, locale, 'long') })}</p> : null}
        actions={
          <>
            <Button variant="ghost" onClick={() => setCancelling(null)} autoFocus>
              {t('requests.keep')}
            </Button>
            <Button busy={cancelState.fetching} onClick={() => void confirmCancel()}>
              {t('requests.confirmCancel')}
            </Button>
          </>
        }
      />
    </div>
  );
}

function describeHours(
  request: Pick<TeachingHourRequest, 'slotSize' | 'startHour' | 'endHour'>,
  timeFormat: string,
  locale: ReturnType<typeof useLocale>,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (request.slotSize === 'whole_day') return t('slotSizes.whole_day');
  if (request.slotSize === 'half') return request.startHour === 0 ? t('form.morning') : t('form.afternoon');
  return t('list.range', { from: formatHour(request.startHour, timeFormat, locale), to: formatHour(request.endHour, timeFormat, locale) });
}

function RequestForm({ timeFormat, today }: { timeFormat: string; today: string }) {
  const { t } = useTranslation('teacherSchedule');
  const noteId = useId();
  const [state, requestHours] = useMutation(REQUEST_TEACHING_HOURS);
  const form = useForm(
    { date: '', slotSize: 'whole_day' as SlotSize, half: '0' as '0' | '12', startHour: 8, endHour: 12, note: '' },
    {
      validate: (v) => ({
        date: v.date ? undefined : t('form.dateRequired'),
        endHour: v.slotSize === 'full' && v.endHour <= v.startHour ? t('form.endAfterStart') : undefined,
        note: v.note.length > NOTE_MAX ? t('requests.noteTooLong', { max: NOTE_MAX }) : undefined,
      }),
      // Refusals that name no field are in the client's feed (the GraphQL error policy).
      formErrorOf: () => null,
    },
  );
  const { values, errors, setField } = form;
  const { date, slotSize, half, startHour, endHour, note } = values;
  const setDate = (value: string) => setField('date', value);
  const setSlotSize = (value: SlotSize) => setField('slotSize', value);
  const setHalf = (value: '0' | '12') => setField('half', value);
  const setStartHour = (value: number) => setField('startHour', value);
  const setEndHour = (value: number) => setField('endHour', value);
  const setNote = (value: string) => setField('note', value);

  const submit = form.handleSubmit(async (v) => {
    const result = await requestHours(
      {
        input: {
          date: v.date,
          slotSize: v.slotSize,
          ...(v.slotSize === 'full'
            ? { startHour: v.startHour, endHour: v.endHour }
            : v.slotSize === 'half'
              ? { startHour: Number(v.half) }
              : {}),
          ...(v.note.trim() ? { note: v.note.trim() } : {}),
        },
      },
      REQUEST_TYPENAMES,
    );
    if (!result.error) {
      notify('success', t('requests.sent'));
      setDate('');
      setNote('');
    }
    return result;
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5" aria-labelledby="request-form-heading">
      <h3 id="request-form-heading" className="text-base font-semibold text-slate-900">
        {t('requests.formTitle')}
      </h3>
      <p className="text-sm text-slate-700">{t('requests.intro')}</p>
      <TextField
        label={t('form.date')}
        type="date"
        min={today}
        value={date}
        onValueChange={setDate}
        error={errors.date}
        className="sm:max-w-xs"
      />
      <ChoiceGroup<SlotSize>
        legend={t('requests.howMuch')}
        name="request-slot-size"
        value={slotSize}
        onChange={setSlotSize}
        options={[
          { value: 'whole_day', label: t('slotSizes.whole_day') },
          { value: 'half', label: t('slotSizes.half') },
          { value: 'full', label: t('slotSizes.full') },
        ]}
      />
      {slotSize === 'half' ? (
        <ChoiceGroup<'0' | '12'>
          legend={t('form.whichHalf')}
          name="request-half"
          value={half}
          onChange={setHalf}
          options={[
            { value: '0', label: t('form.morning') },
            { value: '12', label: t('form.afternoon') },
          ]}
        />
      ) : null}
      {slotSize === 'full' ? (
        <div className="grid gap-4 smn:grid-cols-2 sm:max-w-md">
          <HourSelect
            label={t('form.from')}
            value={startHour}
            hours={START_HOURS}
            timeFormat={timeFormat}
            onChange={setStartHour}
            error={errors.startHour}
          />
          <HourSelect
            label={t('form.to')}
            value={endHour}
            hours={END_HOURS}
            timeFormat={timeFormat}
            onChange={setEndHour}
            error={errors.endHour}
          />
        </div>
      ) : null}
      {errors.startHour && slotSize !== 'full' ? <Alert>{errors.startHour}</Alert> : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={noteId} className="text-sm font-medium text-slate-800">
          {t('requests.note')}
        </label>
        <textarea
          id={noteId}
          value={note}
          rows={3}
          maxLength={NOTE_MAX + 50}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${noteId}-error` : undefined}
          className={`rounded-lg border bg-white px-3 py-2 text-base text-slate-900 ${errors.note ? 'border-red-700' : 'border-slate-400'}`}
        />
        {errors.note ? (
          <p id={`${noteId}-error`} className="text-sm font-medium text-red-700">
            {errors.note}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" busy={state.fetching}>
          {t('requests.send')}
        </Button>
      </div>
    </form>
  );
}
