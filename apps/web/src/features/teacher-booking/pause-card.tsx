import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { DateField, FieldRow } from '../../shared/ui/form-fields.tsx';
import {
  END_PAUSE,
  REMOVE_PAUSE,
  SET_PAUSE,
  TEACHER_BOOKING_TYPENAMES,
  TEACHER_STATUS,
  type TeachingPause,
} from './teacher-booking-documents.ts';
import { useTeacherTime } from './use-teacher-time.ts';

/** The teaching pause on the teacher home (000 §3, §4): set, edit, end, remove; at most 60 days. */
export function PauseCard() {
  const { t } = useTranslation('teacherBooking');
  const time = useTeacherTime();
  const query = useDataQuery({ query: TEACHER_STATUS });
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<'end' | 'remove' | null>(null);
  const [ending, endPause] = useMutation(END_PAUSE);
  const [removing, removePause] = useMutation(REMOVE_PAUSE);
  const pause = dataOf(query.state)?.teacherBookingStatus.pause;

  const confirm = async () => {
    const result = confirming === 'end' ? await endPause({}, TEACHER_BOOKING_TYPENAMES) : await removePause({}, TEACHER_BOOKING_TYPENAMES);
    if (result.data) {
      notify('success', t(confirming === 'end' ? 'pause.ended' : 'pause.removed'));
      setConfirming(null);
    }
  };

  return (
    <section
      aria-labelledby="pause-heading"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="pause-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="pause-heading" className="text-lg font-semibold text-slate-900">
          {t('pause.heading')}
        </h2>
        {pause?.state === 'active' ? <Badge tone="warning">{t('pause.stateActive')}</Badge> : null}
        {pause?.state === 'planned' ? <Badge tone="info">{t('pause.statePlanned')}</Badge> : null}
      </div>
      {/* Until the pause is known: a skeleton the height of its line and button, or the error with Try again. */}
      {!pause ? (
        <QueryState query={query} skeleton={<Skeleton lines={2} barClassName="h-6" />}>
          {() => null}
        </QueryState>
      ) : null}
      {pause?.state === 'none' ? <p className="text-slate-700">{t('pause.none')}</p> : null}
      {pause?.state === 'planned' && pause.startDate && pause.endDate ? (
        <p className="text-slate-800">{t('pause.planned', { from: time.date(pause.startDate), until: time.date(pause.endDate) })}</p>
      ) : null}
      {pause?.state === 'active' && pause.endDate ? (
        <p className="font-medium text-slate-900">{t('pause.active', { until: time.date(pause.endDate) })}</p>
      ) : null}
      {pause?.state !== 'none' && pause ? <p className="text-sm text-slate-600">{t('pause.noCommitments')}</p> : null}
      {pause && editing ? (
        <PauseForm pause={pause} onDone={() => setEditing(false)} />
      ) : pause ? (
        <div className="flex flex-wrap gap-3">
          <Button variant={pause.state === 'none' ? 'primary' : 'secondary'} onClick={() => setEditing(true)}>
            {pause.state === 'none' ? t('pause.set') : t('pause.edit')}
          </Button>
          {pause.state === 'active' ? (
            <Button variant="ghost" onClick={() => setConfirming('end')}>
              {t('pause.end')}
            </Button>
          ) : null}
          {pause.state === 'planned' ? (
            <Button variant="ghost" onClick={() => setConfirming('remove')}>
              {t('pause.remove')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t(confirming === 'end' ? 'pause.confirmEndTitle' : 'pause.confirmRemoveTitle')}
        description={<p>{t(confirming === 'end' ? 'pause.confirmEnd' : 'pause.confirmRemove')}</p>}
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {t('common.keep')}
            </Button>
            <Button busy={ending.fetching || removing.fetching} onClick={() => void confirm()}>
              {t(confirming === 'end' ? 'pause.end' : 'pause.remove')}
            </Button>
          </>
        }
      />
    </section>
  );
}

function PauseForm({ pause, onDone }: { pause: TeachingPause; onDone: () => void }) {
  const { t } = useTranslation('teacherBooking');
  const [state, setPause] = useMutation(SET_PAUSE);
  const active = pause.state === 'active';
  const form = useForm(
    { startDate: pause.startDate ?? '', endDate: pause.endDate ?? '' },
    // The server names the dates from/to; refusals that name neither are in the client's feed.
    { fieldAliases: { from: 'startDate', to: 'endDate' }, formErrorOf: () => null },
  );
  const { values, errors } = form;
  const save = form.handleSubmit(async (current) => {
    const result = await setPause({ input: current }, TEACHER_BOOKING_TYPENAMES);
    if (result.data) {
      notify('success', t('pause.saved'));
      onDone();
    }
    return result;
  });
  const notSaved = Object.keys(errors).length > 0 ? t('common.changesNotSaved') : null;

  return (
    <form className="flex flex-col gap-4" noValidate ref={form.formRef} onSubmit={save}>
      <FieldRow>
        <DateField
          label={t('pause.startLabel')}
          value={values.startDate}
          onValueChange={(value) => form.setField('startDate', value)}
          disabled={active}
          hint={active ? t('pause.startFixed') : undefined}
          error={errors.startDate}
          required
        />
        <DateField
          label={t('pause.endLabel')}
          value={values.endDate}
          onValueChange={(value) => form.setField('endDate', value)}
          hint={t('pause.endHint', { days: pause.maxDays })}
          error={errors.endDate}
          required
        />
      </FieldRow>
      {notSaved ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {notSaved}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={state.fetching}>
          {t('pause.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
