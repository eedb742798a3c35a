import { useId } from 'react';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { formatHour } from './schedule-format.ts';

interface HourSelectProps {
  label: string;
  value: number;
  hours: readonly number[];
  timeFormat: string;
  onChange: (hour: number) => void;
  error?: string;
}

export function HourSelect({ label, value, hours, timeFormat, onChange, error }: HourSelectProps) {
  const id = useId();
  const locale = useLocale();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={`min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 ${error ? 'border-red-700' : 'border-slate-400'}`}
      >
        {hours.map((hour) => (
          <option key={hour} value={hour}>
            {formatHour(hour, timeFormat, locale)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const START_HOURS = Array.from({ length: 24 }, (_, h) => h);
export const END_HOURS = Array.from({ length: 24 }, (_, h) => h + 1);
