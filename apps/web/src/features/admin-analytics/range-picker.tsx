import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/forms/use-form.ts';
import { Button } from '../../shared/ui/button.tsx';
import { DateField, SelectField } from '../../shared/ui/form-fields.tsx';
import {
  type AnalyticsRange,
  customRangeProblem,
  MAX_RANGE_DAYS,
  RANGE_PRESETS,
  type RangeChoice,
  type RangePreset,
} from './analytics-range.ts';

/**
 * The period of the analytics page: the last 7, 30 or 90 days apply at once; custom days apply
 * with the button, after the form checked them (both days, in order, at most a year).
 */
export function RangePicker({
  choice,
  range,
  onChoice,
}: {
  choice: RangeChoice;
  range: AnalyticsRange;
  onChoice: (next: RangeChoice) => void;
}) {
  const { t } = useTranslation('admin');
  const form = useForm<{ fromDay: string; toDay: string }>(
    { fromDay: range.days[0] ?? '', toDay: range.days[range.days.length - 1] ?? '' },
    {
      validate: ({ fromDay, toDay }) => {
        const problem = customRangeProblem(fromDay, toDay);
        if (problem === 'missingDay')
          return fromDay ? { toDay: t('analytics.range.missingDay') } : { fromDay: t('analytics.range.missingDay') };
        if (problem === 'reversed') return { toDay: t('analytics.range.reversed') };
        if (problem === 'tooLong') return { toDay: t('analytics.range.tooLong', { count: MAX_RANGE_DAYS }) };
        return {};
      },
    },
  );
  const choose = (preset: RangePreset) => {
    if (preset !== 'custom') return onChoice({ preset, fromDay: '', toDay: '' });
    // The custom days start as the period shown, so the page stays as it is until others are applied.
    const shown = { fromDay: range.days[0] ?? '', toDay: range.days[range.days.length - 1] ?? '' };
    form.setValues(shown);
    onChoice({ preset: 'custom', ...shown });
  };
  return (
    <search>
      <form
        ref={form.formRef}
        className="flex flex-wrap items-start gap-3"
        onSubmit={form.handleSubmit(async (values) => onChoice({ preset: 'custom', ...values }))}
      >
        <SelectField
          className="w-full max-w-xs"
          label={t('analytics.range.label')}
          value={choice.preset}
          onValueChange={(value) => choose(value as RangePreset)}
          options={RANGE_PRESETS.map((preset) => ({
            value: preset,
            label: preset === 'custom' ? t('analytics.range.custom') : t('analytics.range.lastDays', { count: Number(preset) }),
          }))}
        />
        {choice.preset === 'custom' ? (
          <>
            <DateField
              label={t('analytics.range.from')}
              value={form.values.fromDay}
              onValueChange={(value) => form.setField('fromDay', value)}
              error={form.errors.fromDay}
            />
            <DateField
              label={t('analytics.range.to')}
              value={form.values.toDay}
              onValueChange={(value) => form.setField('toDay', value)}
              error={form.errors.toDay}
            />
            <Button type="submit" className="sm:mt-[1.625rem]">
              {t('analytics.range.apply')}
            </Button>
          </>
        ) : null}
      </form>
    </search>
  );
}
