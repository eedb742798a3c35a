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
  placeholder?: string;
}

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

/** A file input with a visible label, the rules as hint and the chosen files listed. */
export function FileField({
  label,
  hint,
  error,
  multiple = false,
  files,
  onFilesChange,
  required,
}: {
  label: string;
  hint?: string;
  error?: string;
  multiple?: boolean;
  files: File[];
  onFilesChange: (files: File[]) => void;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        multiple={multiple}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onFilesChange(Array.from(event.target.files ?? []))}
        className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
      />
      {files.length > 0 ? <p className="text-sm text-slate-700">{files.map((f) => f.name).join(', ')}</p> : null}
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

export function FormSection({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <fieldset aria-labelledby={id} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm smn:p-8">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </fieldset>
  );
}
