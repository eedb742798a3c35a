// Form fields beside the kit's TextField: a date, a native select and a textarea, with the same
// label, hint and error conventions. Shared by every feature's forms.
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

/** The hint and the error under a field, linked to it by aria-describedby. */
export function Described({ id, hint, error }: { id: string; hint?: string; error?: string }) {
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

export const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** What a field's control takes from its frame: its id and the links to its hint and error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The frame every field shares: the visible label, the control, then hint and error linked to it. */
function FieldFrame({
  label,
  hint,
  error,
  className = '',
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) })}
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

/** The look of a text-like control, red-bordered while it has an error. */
const controlClass = (error?: string) =>
  `block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm ${error ? 'border-red-700' : 'border-slate-400'}`;

/** A file input with a visible label, the rules as hint and the chosen files listed. */
export function FileField({
  label,
  hint,
  error,
  multiple = false,
  files,
  onFilesChange,
  required,
  accept = 'application/pdf,.pdf',
}: {
  label: string;
  hint?: string;
  error?: string;
  multiple?: boolean;
  files: File[];
  onFilesChange: (files: File[]) => void;
  required?: boolean;
  /** The file types offered by the picker; PDF by default (CVs, certificates). */
  accept?: string;
}) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <>
          <input
            {...control}
            type="file"
            accept={accept}
            multiple={multiple}
            required={required}
            onChange={(event) => onFilesChange(Array.from(event.target.files ?? []))}
            className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
          />
          {files.length > 0 ? <p className="text-sm text-slate-700">{files.map((f) => f.name).join(', ')}</p> : null}
        </>
      )}
    </FieldFrame>
  );
}

interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'type'> {
  label: string;
  /** The local day as the date input gives it (YYYY-MM-DD), '' when none is chosen. */
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/**
 * A whole local day with the browser's date picker. The input keeps the width its placeholder and
 * picker button need (11 rem: "mm/dd/yyyy" or "tt.mm.jjjj" and the icon at 16 px), so two of them
 * side by side wrap instead of clipping on a 390 px phone; it never grows past 20 rem.
 */
export function DateField({ label, value, onValueChange, error, hint, className = '', ...rest }: DateFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={`min-w-44 max-w-xs ${className}`}>
      {(control) => (
        <input
          {...control}
          type="date"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={`${controlClass(error)} min-w-44 disabled:bg-slate-100 disabled:text-slate-600`}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}

/** Fields side by side while each keeps its own minimum width (11 rem), one under the other when they do not fit. */
export function FieldRow({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`grid grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] gap-4 ${className}`}>{children}</div>;
}

/** The IANA zones this browser knows (Intl), the list a time-zone field offers. */
export function timeZoneNames(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return supported.includes('UTC') ? supported : [...supported, 'UTC'];
}

interface TimeZoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'list'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/**
 * An IANA time zone chosen from the list (typing "Berl" finds Europe/Berlin): a native input with
 * a datalist, searchable on every device and read by screen readers as a combo box. The server
 * checks the zone with the same rule (contracts' isValidTimezone).
 */
export function TimeZoneField({ label, value, onValueChange, error, hint, className = '', ...rest }: TimeZoneFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <>
          <input
            {...control}
            list={`${control.id}-zones`}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            className={controlClass(error)}
            {...rest}
          />
          <datalist id={`${control.id}-zones`}>
            {timeZoneNames().map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </>
      )}
    </FieldFrame>
  );
}

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
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={controlClass(error)}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled textarea; hint and error are linked for assistive tech (as the kit's TextField). */
export function TextAreaField({ label, value, onValueChange, error, hint, className = '', rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={controlClass(error).replace('min-h-11 ', '')}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
