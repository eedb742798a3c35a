import { useTranslation } from 'react-i18next';
import { GET_STARTED_STEPS, type GetStartedStep } from './get-started-steps.ts';

/** The four get-started steps as an ordered list; the current one is marked for screen readers too. */
export function StepIndicator({ current }: { current: GetStartedStep }) {
  const { t } = useTranslation('funnel');
  const index = GET_STARTED_STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')} className="mb-6">
      <p className="mb-2 text-sm font-medium text-slate-700" data-testid="step-of">
        {t('steps.stepOf', { current: index + 1, total: GET_STARTED_STEPS.length })}
      </p>
      <ol className="grid grid-cols-4 gap-2">
        {GET_STARTED_STEPS.map((step, i) => (
          <li key={step} aria-current={step === current ? 'step' : undefined} className="flex flex-col gap-1">
            <span aria-hidden="true" className={`h-1.5 rounded-full ${i <= index ? 'bg-brand-700' : 'bg-slate-200'}`} />
            <span className={`text-xs ${step === current ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>{t(`steps.${step}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
