import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useClient, useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { errorCodeOf, useErrorText } from '../../shared/errors/error-text.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { teacherPaths } from '../../shared/routing/teacher-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { ONBOARDING_GATE, ONBOARDING_TYPENAMES } from './gate-documents.ts';
import {
  COMPLETE_ONBOARDING,
  DECIDE_ONBOARDING_CALENDAR,
  ONBOARDING_STATE,
  type OnboardingState,
  type OnboardingStep,
} from './onboarding-documents.ts';
import { StepList } from './step-list.tsx';

/** What a step shows: the area composes it from the features that own each piece (decision 072). */
export type RenderOnboardingStep = (step: OnboardingStep, state: OnboardingState, goNext: () => void) => ReactNode;

/**
 * The teacher's first-login flow (issue 16): the steps with their state, the current step's
 * explanation and content, and the way on. Every step's state comes from the server; the last
 * step's Finish asks the server, which refuses while a required step is open.
 */
export function OnboardingFlow({ renderStep }: { renderStep: RenderOnboardingStep }) {
  const { t } = useTranslation('teacherOnboarding');
  const query = useDataQuery({ query: ONBOARDING_STATE, context: ONBOARDING_TYPENAMES, requestPolicy: 'cache-and-network' });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 smw:py-10">
      <PageTitle>{t('title')}</PageTitle>
      <QueryState query={query} skeleton={<Skeleton lines={8} barClassName="h-11" className="gap-4" />}>
        {(data) => <FlowBody state={data.teacherOnboarding} renderStep={renderStep} />}
      </QueryState>
    </div>
  );
}

function FlowBody({ state, renderStep }: { state: OnboardingState; renderStep: RenderOnboardingStep }) {
  const { t } = useTranslation('teacherOnboarding');
  const locale = useLocale();
  const navigate = useNavigate();
  const params = useParams();
  const order = state.steps.map((s) => s.step);
  const step = order.find((s) => s === params.step);
  if (state.isOnboarded) return <AllSet />;
  if (!step)
    return <Navigate replace to={buildPath(teacherPaths.onboarding, { locale, step: state.nextStep ?? order[order.length - 1] })} />;
  const index = order.indexOf(step);
  const previous = order[index - 1];
  const next = order[index + 1];
  const goTo = (target: OnboardingStep) => navigate(buildPath(teacherPaths.onboarding, { locale, step: target }));
  const goNext = () => (next ? goTo(next) : undefined);
  const current = state.steps[index];
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-slate-700">{t('intro')}</p>
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <StepList state={state} current={step} />
        <section
          aria-labelledby="onboarding-step-heading"
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm smn:p-8"
        >
          <p className="text-sm font-semibold text-brand-800">
            {t('steps.position', { current: index + 1, total: order.length })}
            {current.required ? '' : ` · ${t('steps.optional')}`}
          </p>
          <h2 id="onboarding-step-heading" className="mt-1 text-xl font-semibold text-slate-900">
            {t(`step.${step}.name`)}
          </h2>
          <p className="mt-2 mb-6 text-slate-700">{t(`step.${step}.intro`)}</p>
          <div className="flex flex-col gap-8">{renderStep(step, state, goNext)}</div>
          <StepFooter state={state} step={step} previous={previous} next={next} goNext={goNext} goTo={goTo} />
        </section>
      </div>
    </div>
  );
}

interface FooterProps {
  state: OnboardingState;
  step: OnboardingStep;
  previous?: OnboardingStep;
  next?: OnboardingStep;
  goNext: () => void;
  goTo: (step: OnboardingStep) => void;
}

function StepFooter({ state, step, previous, next, goNext, goTo }: FooterProps) {
  const { t } = useTranslation('teacherOnboarding');
  const locale = useLocale();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const client = useClient();
  const [deciding, decideCalendar] = useMutation(DECIDE_ONBOARDING_CALENDAR);
  const [completing, complete] = useMutation(COMPLETE_ONBOARDING);
  const [error, setError] = useState<string | null>(null);

  async function finish() {
    setError(null);
    const done = await complete({}, { ...ONBOARDING_TYPENAMES, notifyErrors: false });
    if (done.error) {
      setError(errorCodeOf(done.error) === 'teacher_onboarding_incomplete' ? t('finish.incomplete') : errorText(done.error));
      return;
    }
    // The gate must know before home opens, or it would send the teacher back here.
    await client.query(ONBOARDING_GATE, {}, { requestPolicy: 'network-only' }).toPromise();
    notify('success', t('finish.done'));
    navigate(buildPath(teacherPaths.home, { locale }));
  }

  async function continueFromCalendar() {
    const done = await decideCalendar({}, ONBOARDING_TYPENAMES);
    if (!done.error) goNext();
  }

  // On the last step, what still stands between the teacher and Finish (the server says the same).
  const open = next ? [] : state.missing;
  // The first step's form saves and moves on itself: no Back, no Next, nothing to show.
  if (step === 'profile' && !previous) return null;
  return (
    <div className="mt-8 flex flex-col gap-4 border-t border-slate-200 pt-6">
      {open.length > 0 ? (
        <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800">
          <p className="font-semibold">{t('finish.stillOpen')}</p>
          <ul className="mt-2 list-disc pl-5">
            {open.map((s) => (
              <li key={s}>
                <Link className="underline" to={buildPath(teacherPaths.onboarding, { locale, step: s })}>
                  {t(`step.${s}.name`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {previous ? (
          <Button variant="ghost" onClick={() => goTo(previous)}>
            {t('back')}
          </Button>
        ) : (
          <span />
        )}
        {step === 'calendar' ? (
          <Button variant="secondary" busy={deciding.fetching} onClick={continueFromCalendar}>
            {t('calendar.continue')}
          </Button>
        ) : step === 'profile' ? null : next ? (
          // The profile form saves and moves on itself; the other steps' forms only save.
          <Button variant="secondary" onClick={goNext}>
            {t('next', { step: t(`step.${next}.name`) })}
          </Button>
        ) : (
          <Button busy={completing.fetching} onClick={finish}>
            {t('finish.button')}
          </Button>
        )}
      </div>
    </div>
  );
}

function AllSet() {
  const { t } = useTranslation('teacherOnboarding');
  const locale = useLocale();
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <Alert tone="success">{t('allSet.text')}</Alert>
      <div>
        <Link className={buttonClass('primary')} to={buildPath(teacherPaths.home, { locale })}>
          {t('allSet.home')}
        </Link>
      </div>
    </div>
  );
}
