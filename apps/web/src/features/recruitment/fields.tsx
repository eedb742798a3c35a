import { type ReactNode, useId } from 'react';
import { Described, describedBy } from '../../shared/ui/form-fields.tsx';

export { SelectField, TextAreaField } from '../../shared/ui/form-fields.tsx';

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
