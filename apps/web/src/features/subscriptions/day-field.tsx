import { useId } from 'react';

/**
 * A whole local day chosen with the browser's date picker, no earlier than `min`: the start of
 * a pause, the delayed start of the next plan. Shared by the dialogs that schedule a day.
 */
export function DayField({
  label,
  value,
  min,
  onChange,
  invalid,
}: {
  label: string;
  value: string;
  min: string;
  onChange: (key: string) => void;
  invalid: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        min={min}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-base"
      />
    </div>
  );
}

/** A day key as the date input gives it, and not before `min`. */
export function isDayFrom(key: string, min: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(key) && key >= min;
}
