import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { END_HOURS, HourSelect, START_HOURS } from './hour-select.tsx';
import { fieldErrorsOf } from './mutation-errors.ts';
import {
  type AvailabilityChangeInput,
  SCHEDULE_TYPENAMES,
  SET_EXACT_AVAILABILITY,
  SET_STANDARD_AVAILABILITY,
  type SlotSize,
  WEEKDAYS,
  type Weekday,
} from './schedule-documents.ts';

type Scope = 'standard' | 'exact';
type Choice = 'available' | 'unavailable' | 'clear';

/**
 * The form way to set availability (000 §3, §4): every week on a weekday, or one date; full
 * hours, a half day or the whole day; available, unavailable, or (for a date) back to the
 * weekly pattern. The server validates and answers per field.
 */
export function AvailabilityForm({ timeFormat, today }: { timeFormat: string; today: string }) {
  const { t } = useTranslation('teacherSchedule');
  const [scope, setScope] = useState<Scope>('standard');
  const [dayOfWeek, setDayOfWeek] = useState<Weekday>('monday');
  const [date, setDate] = useState('');
  const [slotSize, setSlotSize] = useState<SlotSize>('full');
  const [startHour, setStartHour] = useState(8);
  const [endHour, setEndHour] = useState(12);
  const [half, setHalf] = useState<'0' | '12'>('0');
  const [choice, setChoice] = useState<Choice>('available');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [standardState, setStandard] = useMutation(SET_STANDARD_AVAILABILITY);
  const [exactState, setExact] = useMutation(SET_EXACT_AVAILABILITY);
  const busy = standardState.fetching || exactState.fetching;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const clientErrors: Record<string, string> = {};
    if (scope === 'exact' && !date) clientErrors.date = t('form.dateRequired');
    if (slotSize === 'full' && endHour <= startHour) clientErrors.endHour = t('form.endAfterStart');
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) return;
    const change: AvailabilityChangeInput = {
      slotSize,
      ...(slotSize === 'full' ? { startHour, endHour } : slotSize === 'half' ? { startHour: Number(half) } : {}),
      ...(choice === 'clear' ? {} : { availability: choice }),
    };
    const result =
      scope === 'standard'
        ? await setStandard({ input: { ...change, dayOfWeek } }, SCHEDULE_TYPENAMES)
        : await setExact({ input: { ...change, date } }, SCHEDULE_TYPENAMES);
    if (result.error) {
      setErrors(fieldErrorsOf(result.error));
      return;
    }
    notify('success', t('form.saved'));
  };

  const fieldError = (name: string) => errors[name];
  const unmapped = Object.entries(errors).filter(([field]) => !['date', 'startHour', 'endHour', 'dayOfWeek'].includes(field));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5" aria-label={t('form.title')}>
      <ChoiceGroup<Scope>
        legend={t('form.scope')}
        name="availability-scope"
        value={scope}
        onChange={(value) => {
          setScope(value);
          if (value === 'standard' && choice === 'clear') setChoice('available');
        }}
        options={[
          { value: 'standard', label: t('form.scopeStandard') },
          { value: 'exact', label: t('form.scopeExact') },
        ]}
      />
      {scope === 'standard' ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="availability-weekday" className="text-sm font-medium text-slate-800">
            {t('form.dayOfWeek')}
          </label>
          <select
            id="availability-weekday"
            value={dayOfWeek}
            onChange={(event) => setDayOfWeek(event.target.value as Weekday)}
            className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 sm:max-w-xs"
          >
            {WEEKDAYS.map((day) => (
              <option key={day} value={day}>
                {t(`weekdays.${day}`)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <TextField
          label={t('form.date')}
          type="date"
          min={today}
          value={date}
          onValueChange={setDate}
          error={fieldError('date')}
          className="sm:max-w-xs"
        />
      )}
      <ChoiceGroup<SlotSize>
        legend={t('form.slotSize')}
        name="availability-slot-size"
        value={slotSize}
        onChange={setSlotSize}
        options={[
          { value: 'full', label: t('slotSizes.full') },
          { value: 'half', label: t('slotSizes.half') },
          { value: 'whole_day', label: t('slotSizes.whole_day') },
        ]}
      />
      {slotSize === 'full' ? (
        <div className="grid gap-4 smn:grid-cols-2 sm:max-w-md">
          <HourSelect
            label={t('form.from')}
            value={startHour}
            hours={START_HOURS}
            timeFormat={timeFormat}
            onChange={setStartHour}
            error={fieldError('startHour')}
          />
          <HourSelect
            label={t('form.to')}
            value={endHour}
            hours={END_HOURS}
            timeFormat={timeFormat}
            onChange={setEndHour}
            error={fieldError('endHour')}
          />
        </div>
      ) : null}
      {slotSize === 'half' ? (
        <ChoiceGroup<'0' | '12'>
          legend={t('form.whichHalf')}
          name="availability-half"
          value={half}
          onChange={setHalf}
          options={[
            { value: '0', label: t('form.morning') },
            { value: '12', label: t('form.afternoon') },
          ]}
        />
      ) : null}
      <ChoiceGroup<Choice>
        legend={t('form.availability')}
        name="availability-choice"
        value={choice}
        onChange={setChoice}
        options={[
          { value: 'available', label: t('availability.available') },
          { value: 'unavailable', label: t('availability.unavailable') },
          ...(scope === 'exact' ? [{ value: 'clear' as const, label: t('form.followWeekly') }] : []),
        ]}
      />
      {unmapped.length > 0 ? <Alert>{unmapped[0][1]}</Alert> : null}
      {fieldError('startHour') && slotSize !== 'full' ? <Alert>{fieldError('startHour')}</Alert> : null}
      <div>
        <Button type="submit" busy={busy}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
