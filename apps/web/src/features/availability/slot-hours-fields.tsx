import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { FieldRow, SelectField } from '../../shared/ui/form-fields.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { formatHour } from './schedule-format.ts';
import { END_HOURS, type SlotDraft, START_HOURS } from './slot-hours-model.ts';
import type { SlotSize } from './schedule-documents.ts';

interface SlotHoursFieldsProps<T extends SlotDraft> {
  /** A prefix for the radio groups' names, unique on the page. */
  name: string;
  legend: string;
  /** The slot sizes in the order this form offers them. */
  sizes: readonly SlotSize[];
  values: T;
  errors: Partial<Record<string, string>>;
  /** The form's setField: the fields live in the form's own values. */
  onChange: <K extends keyof T & string>(field: K, value: T[K]) => void;
  timeFormat: string;
}

/**
 * How much of the day: whole day, a half (morning or afternoon) or a run of full hours in the
 * teacher's time format. The hours' errors (the contract's, or the server's) sit under the
 * hour they concern; a half day's start error is said under the choice.
 */
export function SlotHoursFields<T extends SlotDraft>({
  name,
  legend,
  sizes,
  values,
  errors,
  onChange,
  timeFormat,
}: SlotHoursFieldsProps<T>) {
  const { t } = useTranslation('teacherSchedule');
  // The form's values extend SlotDraft, so its setter takes these four fields with their types.
  const set = onChange as unknown as <K extends keyof SlotDraft>(field: K, value: SlotDraft[K]) => void;
  const locale = useLocale();
  const hourOptions = (hours: readonly number[]) =>
    hours.map((hour) => ({ value: String(hour), label: formatHour(hour, timeFormat, locale) }));
  return (
    <>
      <ChoiceGroup<SlotSize>
        legend={legend}
        name={`${name}-slot-size`}
        value={values.slotSize}
        onChange={(value) => set('slotSize', value)}
        options={sizes.map((size) => ({ value: size, label: t(`slotSizes.${size}`) }))}
      />
      {values.slotSize === 'half' ? (
        <ChoiceGroup<'0' | '12'>
          legend={t('form.whichHalf')}
          name={`${name}-half`}
          value={values.half}
          onChange={(value) => set('half', value)}
          options={[
            { value: '0', label: t('form.morning') },
            { value: '12', label: t('form.afternoon') },
          ]}
        />
      ) : null}
      {values.slotSize === 'full' ? (
        <FieldRow className="sm:max-w-md">
          <SelectField
            label={t('form.from')}
            value={String(values.startHour)}
            options={hourOptions(START_HOURS)}
            onValueChange={(value) => set('startHour', Number(value))}
            error={errors.startHour}
          />
          <SelectField
            label={t('form.to')}
            value={String(values.endHour)}
            options={hourOptions(END_HOURS)}
            onValueChange={(value) => set('endHour', Number(value))}
            error={errors.endHour}
          />
        </FieldRow>
      ) : null}
      {errors.startHour && values.slotSize !== 'full' ? <Alert>{errors.startHour}</Alert> : null}
    </>
  );
}
