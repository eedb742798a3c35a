import { type ReactNode, useId } from 'react';

interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  error?: string;
  required?: boolean;
}

export function Checkbox({ label, checked, onCheckedChange, name, error, required }: CheckboxProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          required={required}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-500 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="pl-8 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
