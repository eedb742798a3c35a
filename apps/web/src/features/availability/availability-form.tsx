import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { END_HOURS, HourSelect, START_HOURS } from './hour-select.tsx';
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
  const [standardState, setStandard] = useMutation(SET_STANDARD_AVAILABILITY);
  const [exactState, setExact] = useMutation(SET_EXACT_AVAILABILITY);
  const busy = standardState.fetching || exactState.fetching;
  const form = useForm(
    {
      scope: 'standard' as Scope,
      dayOfWeek: 'monday' as Weekday,
      date: '',
      slotSize: 'full' as SlotSize,
      startHour: 8,
      endHour: 12,
      half: '0' as '0' | '12',
      choice: 'available' as Choice,
    },
    {
      validate: (v) => ({
        date: v.scope === 'exact' && !v.date ? t('form.dateRequired') : undefined,
        endHour: v.slotSize === 'full' && v.endHour <= v.startHour ? t('form.endAfterStart') : undefined,
      }),
    },
  );
  const { values, errors, setField } = form;
  const { scope, dayOfWeek, date, slotSize, startHour, endHour, half, choice } = values;
  const setScope = (value: Scope) => setField('scope', value);
  const setDayOfWeek = (value: Weekday) => setField('dayOfWeek', value);
  const setDate = (value: string) => setField('date', value);
  const setSlotSize = (value: SlotSize) => setField('slotSize', value);
  const setStartHour = (value: number) => setField('startHour', value);
  const setEndHour = (value: number) => setField('endHour', value);
  const setHalf = (value: '0' | '12') => setField('half', value);
  const setChoice = (value: Choice) => setField('choice', value);

  const submit = form.handleSubmit(async (v) => {
    const change: AvailabilityChangeInput = {
      slotSize: v.slotSize,
      ...(v.slotSize === 'full'
        ? { startHour: v.startHour, endHour: v.endHour }
        : v.slotSize === 'half'
          ? { startHour: Number(v.half) }
          : {}),
      ...(v.choice === 'clear' ? {} : { availability: v.choice }),
    };
    const result =
      v.scope === 'standard'
        ? await setStandard({ input: { ...change, dayOfWeek: v.dayOfWeek } }, SCHEDULE_TYPENAMES)
        : await setExact({ input: { ...change, date: v.date } }, SCHEDULE_TYPENAMES);
    if (!result.error) notify('success', t('form.saved'));
    return result;
  });

  const fieldError = (name: string) => errors[name];
  const unmapped = [
    ...Object.entries(errors).filter(([field]) => !['date', 'startHour', 'endHour', 'dayOfWeek'].includes(field)),
    ...(form.formError ? [['form', form.formError] as const] : []),
  ];

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label={t('form.title')}>
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
