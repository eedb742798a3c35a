import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';

interface FormCardProps {
  title: string;
  hint?: string;
  /** data-testid of the card; its heading's id is `<testId>-title`, for the form's aria-labelledby. */
  testId: string;
  /** The card's form element (driven by useForm in the card's own file). */
  children: ReactNode;
}

/** One card of the learning page: a title, a hint, and the form that saves it. */
export function FormCard({ title, hint, testId, children }: FormCardProps) {
  return (
    <Card data-testid={testId} className="flex flex-col gap-4">
      <div>
        <h2 id={`${testId}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {hint ? <p className="mt-1 text-sm text-slate-700">{hint}</p> : null}
      </div>
      {children}
    </Card>
  );
}

/** The end of a card's form: its form-level error and its own Save (`<testId>-save`). */
export function SaveRow({ formError, submitting, testId }: { formError: string | null; submitting: boolean; testId: string }) {
  const { t } = useTranslation('settings');
  return (
    <>
      {formError ? <Alert>{formError}</Alert> : null}
      <Button type="submit" busy={submitting} className="self-start" data-testid={`${testId}-save`}>
        {t('learning.save')}
      </Button>
    </>
  );
}

/** A group of checkboxes or radios with a visible legend and its first error. */
export function ChoiceGroup({
  legend,
  error,
  children,
  columns = true,
}: {
  legend: string;
  error?: string;
  children: ReactNode;
  columns?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-2 font-medium text-slate-900">{legend}</legend>
      <div className={columns ? 'grid gap-x-6 gap-y-2 smn:grid-cols-2' : 'flex flex-col gap-2'}>{children}</div>
      {error ? (
        <p className="text-sm font-medium text-red-800" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
