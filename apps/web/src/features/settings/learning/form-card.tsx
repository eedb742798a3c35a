import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';

interface FormCardProps {
  title: string;
  hint?: string;
  /** The form hook's pieces: ref, submit, busy flag and form-level error. */
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  formError: string | null;
  /** data-testid of the card (its Save button gets `<testId>-save`). */
  testId: string;
  children: ReactNode;
}

/** One card of the learning page: a titled form with its own Save. */
export function FormCard({ title, hint, formRef, onSubmit, submitting, formError, testId, children }: FormCardProps) {
  const { t } = useTranslation('settings');
  const titleId = `${testId}-title`;
  return (
    <Card data-testid={testId}>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="flex flex-col gap-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {hint ? <p className="mt-1 text-sm text-slate-700">{hint}</p> : null}
        </div>
        {children}
        {formError ? <Alert>{formError}</Alert> : null}
        <Button type="submit" busy={submitting} className="self-start" data-testid={`${testId}-save`}>
          {t('learning.save')}
        </Button>
      </form>
    </Card>
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
