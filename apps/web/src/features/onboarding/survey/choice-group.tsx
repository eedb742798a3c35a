import type { ReactNode } from 'react';

/** A group of checkboxes or radios with a visible legend and its first error (read out when it appears). */
export function ChoiceGroup({ legend, hint, error, children }: { legend: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-1 font-medium text-slate-900">{legend}</legend>
      {hint ? <p className="mb-2 text-sm text-slate-700">{hint}</p> : null}
      <div className="grid gap-x-6 gap-y-3 smn:grid-cols-2">{children}</div>
      {error ? (
        <p className="text-sm font-medium text-red-800" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export const toggled = <T,>(list: T[], item: T, on: boolean) =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
