import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { teacherPaths } from '../../shared/routing/teacher-paths.ts';
import type { OnboardingState, OnboardingStep } from './onboarding-documents.ts';

/** The steps with where the teacher stands on each: done, to do, or optional; the current one marked. */
export function StepList({ state, current }: { state: OnboardingState; current: OnboardingStep }) {
  const { t } = useTranslation('teacherOnboarding');
  const locale = useLocale();
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex flex-col gap-1">
        {state.steps.map((s, index) => {
          const here = s.step === current;
          const status = s.complete ? 'done' : s.required ? 'todo' : 'optional';
          return (
            <li key={s.step}>
              <Link
                to={buildPath(teacherPaths.onboarding, { locale, step: s.step })}
                aria-current={here ? 'step' : undefined}
                className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm ${
                  here ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                    s.complete ? 'bg-emerald-700 text-white' : 'border border-slate-400 text-slate-700'
                  }`}
                >
                  {s.complete ? '✓' : index + 1}
                </span>
                <span className="flex flex-col">
                  <span>{t(`step.${s.step}.name`)}</span>
                  <span className="text-xs font-normal text-slate-600">{t(`steps.${status}`)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
