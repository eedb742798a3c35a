import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';

/** How a step ends: the parent decides what Back and Skip do and what the submit says. */
export interface StepNavigation {
  onBack?: () => void;
  onSkip?: () => void;
  submitLabel?: string;
}

/** A step form's last row: its form-level error, then Back, Skip and Continue (submit). */
export function StepActions({
  formError,
  submitting,
  onBack,
  onSkip,
  submitLabel,
}: StepNavigation & { formError: string | null; submitting: boolean }) {
  const { t } = useTranslation('survey');
  return (
    <>
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={submitting} data-testid="survey-continue">
          {submitLabel ?? t('continue')}
        </Button>
        {onSkip ? (
          <Button variant="ghost" onClick={onSkip} disabled={submitting}>
            {t('skip')}
          </Button>
        ) : null}
        {onBack ? (
          <Button variant="ghost" onClick={onBack} disabled={submitting} className="smn:ml-auto">
            {t('back')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
