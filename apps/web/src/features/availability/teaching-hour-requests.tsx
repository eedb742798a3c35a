import { TEACHING_HOUR_REQUEST_NOTE_MAX } from '@parla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { useForm } from '../../shared/forms/use-form.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { DateField, TextAreaField } from '../../shared/ui/form-fields.tsx';
import {
  CANCEL_TEACHING_HOUR_REQUEST,
  REQUEST_TEACHING_HOURS,
  REQUEST_TYPENAMES,
  type RequestStatus,
  TEACHING_HOUR_REQUESTS,
  type TeachingHourRequest,
} from './schedule-documents.ts';
import { formatDay, formatHour } from './schedule-format.ts';
import { SlotHoursFields } from './slot-hours-fields.tsx';
import { SLOT_DRAFT, type SlotDraft, slotChangeOf } from './slot-hours-model.ts';

const STATUS_TONES: Record<RequestStatus, BadgeTone> = {
  requested: 'info',
  scheduled: 'success',
  completed: 'neutral',
  cancelled: 'muted',
  unsuccessful: 'warning',
};

/** Requests for more teaching hours (000 §3, §6): ask for a date, see the answers, withdraw an open one. */
export function TeachingHourRequests({ timeFormat, today }: { timeFormat: string; today: string }) {
  const { t } = useTranslation('teacherSchedule');
  const query = useDataQuery(
    { query: TEACHING_HOUR_REQUESTS, context: REQUEST_TYPENAMES },
    (data) => data.teachingHourRequests.length === 0,
  );
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
        <QueryState
          query={query}
          skeleton={<Skeleton lines={2} barClassName="h-10" className="gap-3" />}
          empty={<p className="text-sm text-slate-600">{t('requests.empty')}</p>}
        >
          {(data) => (
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
          )}
        </QueryState>
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

type RequestValues = SlotDraft & { date: string; note: string };

/** The request as the mutation sends it (and the contract checks it): the date, the hours, a note if any. */
function toRequestInput(v: RequestValues) {
  return { date: v.date, ...slotChangeOf(v), ...(v.note.trim() ? { note: v.note.trim() } : {}) };
}

function RequestForm({ timeFormat, today }: { timeFormat: string; today: string }) {
  const { t } = useTranslation('teacherSchedule');
  const [state, requestHours] = useMutation(REQUEST_TEACHING_HOURS);
  const form = useForm<RequestValues>(
    { date: '', note: '', ...SLOT_DRAFT, slotSize: 'whole_day' },
    {
      schema: () => import('./availability-schemas.ts').then((m) => m.teachingHourRequestInput),
      toInput: toRequestInput,
      // Refusals that name no field are in the client's feed (the GraphQL error policy).
      formErrorOf: () => null,
    },
  );
  const { values, errors, setField } = form;

  const submit = form.handleSubmit(async (v) => {
    const result = await requestHours({ input: toRequestInput(v) }, REQUEST_TYPENAMES);
    if (!result.error) {
      notify('success', t('requests.sent'));
      setField('date', '');
      setField('note', '');
    }
    return result;
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5" aria-labelledby="request-form-heading">
      <h3 id="request-form-heading" className="text-base font-semibold text-slate-900">
        {t('requests.formTitle')}
      </h3>
      <p className="text-sm text-slate-700">{t('requests.intro')}</p>
      <DateField
        label={t('form.date')}
        min={today}
        value={values.date}
        onValueChange={(value) => setField('date', value)}
        error={errors.date}
      />
      <SlotHoursFields
        name="request"
        legend={t('requests.howMuch')}
        sizes={['whole_day', 'half', 'full']}
        values={values}
        errors={errors}
        onChange={setField}
        timeFormat={timeFormat}
      />
      <TextAreaField
        label={t('requests.note')}
        value={values.note}
        rows={3}
        maxLength={TEACHING_HOUR_REQUEST_NOTE_MAX + 50}
        onValueChange={(value) => setField('note', value)}
        error={errors.note}
      />
      <div>
        <Button type="submit" busy={state.fetching}>
          {t('requests.send')}
        </Button>
      </div>
    </form>
  );
}
