import { ONBOARDING_FLOW_STEPS, type OnboardingFlowStep } from '@parla/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { dataOf } from '../../../shared/data/data-state.ts';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { studentPaths } from '../../../shared/routing/student-paths.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import {
  ADVANCE_ONBOARDING,
  COMPLETE_ONBOARDING,
  ONBOARDING_FLOW,
  type OnboardingFlowData,
  SKIP_ONBOARDING,
} from './onboarding-documents.ts';

/** The steps the indicator shows: the welcome page is the door, not a step. */
const SHOWN_STEPS: readonly OnboardingFlowStep[] = ONBOARDING_FLOW_STEPS.filter((s) => s !== 'welcome');

function StepIndicator({ current }: { current: OnboardingFlowStep }) {
  const { t } = useTranslation('onboarding');
  const index = SHOWN_STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      {index >= 0 ? (
        <p className="mb-2 text-sm font-medium text-slate-700">{t('steps.stepOf', { current: index + 1, total: SHOWN_STEPS.length })}</p>
      ) : null}
      <ol className="grid grid-cols-5 gap-2">
        {SHOWN_STEPS.map((step, i) => (
          <li key={step} aria-current={step === current ? 'step' : undefined} className="flex flex-col gap-1">
            <span aria-hidden="true" className={`h-1.5 rounded-full ${i <= index ? 'bg-brand-700' : 'bg-slate-200'}`} />
            <span className={`text-xs ${step === current ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>{t(`steps.${step}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Records that the student reached this step, once per visit: the flow resumes at the furthest
 * step reached (the server keeps the furthest, so an earlier page never moves it back). The
 * congratulations page completes the flow.
 */
function useRecordStep(step: OnboardingFlowStep, flow: OnboardingFlowData | undefined) {
  const [, advance] = useMutation(ADVANCE_ONBOARDING);
  const [, complete] = useMutation(COMPLETE_ONBOARDING);
  const done = useRef(false);
  useEffect(() => {
    if (!flow || done.current) return;
    done.current = true;
    if (step === 'congratulations') {
      if (!flow.completedAt) void complete({});
      return;
    }
    const ahead = ONBOARDING_FLOW_STEPS.indexOf(step) > ONBOARDING_FLOW_STEPS.indexOf(flow.step);
    if (!flow.started || ahead || !flow.open) void advance({ step });
  }, [flow, step, advance, complete]);
}

/**
 * Every onboarding page (issue 16): the step indicator, the page, and "skip for now" (the whole
 * flow: Today stops offering it). The page gets the flow's state; loading, error with retry and
 * content come from the shared QueryState.
 */
export function OnboardingFrame({ step, children }: { step: OnboardingFlowStep; children: (flow: OnboardingFlowData) => ReactNode }) {
  const { t } = useTranslation('onboarding');
  const locale = useLocale();
  const navigate = useNavigate();
  const query = useDataQuery({ query: ONBOARDING_FLOW });
  const flow = dataOf(query.state)?.onboardingFlow;
  useRecordStep(step, flow);
  const [skipping, skip] = useMutation(SKIP_ONBOARDING);
  const skipAll = async () => {
    const res = await skip({});
    if (res.data) navigate(buildPath(studentPaths.today, { locale }));
  };
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 smn:py-10">
      <div className="flex flex-col gap-4 smn:flex-row smn:items-start smn:justify-between">
        <div className="min-w-0 flex-1">
          <StepIndicator current={step} />
        </div>
        {step !== 'congratulations' ? (
          <Button variant="ghost" busy={skipping.fetching} onClick={skipAll} className="self-start">
            {t('skipAll')}
          </Button>
        ) : null}
      </div>
      <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-10" className="min-h-[28rem] gap-4" />}>
        {(data) => children(data.onboardingFlow)}
      </QueryState>
    </div>
  );
}
