import type { ReactNode } from 'react';

export { FileField, SelectField, TextAreaField } from '../../shared/ui/form-fields.tsx';

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
