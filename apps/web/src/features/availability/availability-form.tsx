import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { DateField, SelectField } from '../../shared/ui/form-fields.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { useRunScheduleWrite } from './schedule-writes.ts';
import { SCHEDULE_TYPENAMES, SET_EXACT_AVAILABILITY, SET_STANDARD_AVAILABILITY, WEEKDAYS, type Weekday } from './schedule-documents.ts';
import { SlotHoursFields } from './slot-hours-fields.tsx';
import { SLOT_DRAFT, type SlotDraft, slotChangeOf } from './slot-hours-model.ts';

type Scope = 'standard' | 'exact';
type Choice = 'available' | 'unavailable' | 'clear';
type AvailabilityValues = SlotDraft & { scope: Scope; dayOfWeek: Weekday; date: string; choice: Choice };

/** The hours and the state (none clears them) as both mutations send them. */
function changeOf(v: AvailabilityValues) {
  return { ...slotChangeOf(v), ...(v.choice === 'clear' ? {} : { availability: v.choice }) };
}

/** What the contract checks: the change on the weekday or on the date. */
function toInput(v: AvailabilityValues) {
  return { ...changeOf(v), ...(v.scope === 'standard' ? { dayOfWeek: v.dayOfWeek } : { date: v.date }) };
}

/**
 * The form way to set availability (000 §3, §4): every week on a weekday, or one date; full
 * hours, a half day or the whole day; available, unavailable, or (for a date) back to the
 * weekly pattern. The contract's rules are checked before sending; the server answers per field.
 */
export function AvailabilityForm({ timeFormat, today }: { timeFormat: string; today: string }) {
  const { t } = useTranslation('teacherSchedule');
  const [standardState, setStandard] = useMutation(SET_STANDARD_AVAILABILITY);
  const [exactState, setExact] = useMutation(SET_EXACT_AVAILABILITY);
  const runWrite = useRunScheduleWrite();
  const busy = standardState.fetching || exactState.fetching;
  const form = useForm<AvailabilityValues>(
    { scope: 'standard', dayOfWeek: 'monday', date: '', choice: 'available', ...SLOT_DRAFT },
    { schema: () => import('./availability-schemas.ts').then((m) => m.availabilityChangeInput), toInput },
  );
  const { values, errors, setField } = form;
  const { scope, dayOfWeek, date, choice } = values;

  const submit = form.handleSubmit(async (v) => {
    const change = changeOf(v);
    const result = await runWrite(async () =>
      v.scope === 'standard'
        ? await setStandard({ input: { ...change, dayOfWeek: v.dayOfWeek } }, SCHEDULE_TYPENAMES)
        : await setExact({ input: { ...change, date: v.date } }, SCHEDULE_TYPENAMES),
    );
    if (!result.error) notify('success', t('form.saved'));
    return result;
  });

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
          setField('scope', value);
          if (value === 'standard' && choice === 'clear') setField('choice', 'available');
        }}
        options={[
          { value: 'standard', label: t('form.scopeStandard') },
          { value: 'exact', label: t('form.scopeExact') },
        ]}
      />
      {scope === 'standard' ? (
        <SelectField
          label={t('form.dayOfWeek')}
          value={dayOfWeek}
          onValueChange={(value) => setField('dayOfWeek', value as Weekday)}
          options={WEEKDAYS.map((day) => ({ value: day, label: t(`weekdays.${day}`) }))}
          error={errors.dayOfWeek}
          className="sm:max-w-xs"
        />
      ) : (
        <DateField label={t('form.date')} min={today} value={date} onValueChange={(value) => setField('date', value)} error={errors.date} />
      )}
      <SlotHoursFields
        name="availability"
        legend={t('form.slotSize')}
        sizes={['full', 'half', 'whole_day']}
        values={values}
        errors={errors}
        onChange={setField}
        timeFormat={timeFormat}
      />
      <ChoiceGroup<Choice>
        legend={t('form.availability')}
        name="availability-choice"
        value={choice}
        onChange={(value) => setField('choice', value)}
        options={[
          { value: 'available', label: t('availability.available') },
          { value: 'unavailable', label: t('availability.unavailable') },
          ...(scope === 'exact' ? [{ value: 'clear' as const, label: t('form.followWeekly') }] : []),
        ]}
      />
      {unmapped.length > 0 ? <Alert>{unmapped[0][1]}</Alert> : null}
      <div>
        <Button type="submit" busy={busy}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
