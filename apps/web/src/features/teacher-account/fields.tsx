import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

function Described({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: { value: string; label: string }[];
  error?: string;
  hint?: string;
  /** A first, empty choice ("Please choose"). */
  placeholder?: string;
}

/** A native select: the most robust choice for keyboards, screen readers and phones. */
export function SelectField({ label, value, onValueChange, options, error, hint, placeholder, className = '', ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm ${error ? 'border-red-700' : 'border-slate-400'}`}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
}

export function TextAreaField({ label, value, onValueChange, error, hint, className = '', rows = 5, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm ${error ? 'border-red-700' : 'border-slate-400'}`}
        {...rest}
      />
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

/** An on/off setting: a checkbox with switch semantics, label and explanation. */
export function SwitchField({
  label,
  description,
  checked,
  onCheckedChange,
}: {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-200 py-4 last:border-b-0">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-sm text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="mt-1 size-6 shrink-0 accent-brand-700"
      />
    </div>
  );
}

/** A part of a profile page (the page's own title is the h2 above it). */
export function SectionHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {intro ? <p className="text-slate-700">{intro}</p> : null}
    </div>
  );
}
