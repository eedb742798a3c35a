import { type ReactNode, useId } from 'react';

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
