import { REGISTRATION_GOALS, SECTION_SLUGS, START_LEVELS, type SectionSlug, type StartLevel } from '@parla/contracts';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useForm } from '../../shared/forms/use-form.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { readRegisterParams, type RegisterParams, type RegistrationGoal } from '../../shared/routing/register-params.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { GET_STARTED_STEPS, type GetStartedStep, firstMissingStep, isGetStartedStep, stepPath } from './get-started-steps.ts';
import { StepIndicator } from './step-indicator.tsx';

/**
 * get-started and get-started/{stepName} (001 §2, decision 064): language, goal and level, one
 * question per page. Answers live in the URL, so back, forward and a refresh keep them; the
 * account step is the register form (composed by the area with these answers).
 */
export function GetStartedScreen({ account }: { account: (header: ReactNode) => ReactNode }) {
  const locale = useLocale();
  const { stepName } = useParams();
  const [search] = useSearchParams();
  const params = readRegisterParams(search);
  const missing = firstMissingStep(params);
  const requested = isGetStartedStep(stepName) ? stepName : 'language';
  // A later step without the answers before it (a bookmark, a typed URL) goes back to the gap.
  const step = GET_STARTED_STEPS.indexOf(requested) > GET_STARTED_STEPS.indexOf(missing) ? missing : requested;
  if (step !== stepName) return <Navigate replace to={stepPath(step, locale, params)} />;
  if (step === 'account') return account(<StepIndicator current="account" />);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 smw:py-14">
      <Card>
        <StepIndicator current={step} />
        {step === 'language' ? <LanguageStep params={params} /> : null}
        {step === 'goal' ? <GoalStep params={params} /> : null}
        {step === 'level' ? <LevelStep params={params} /> : null}
      </Card>
    </div>
  );
}

/**
 * Each answer goes into the current step's URL as it is given (replace, not push): browser back,
 * forward and a refresh show it again. Continue pushes the next step with every answer so far.
 */
function useStepNavigation(params: RegisterParams, step: GetStartedStep) {
  const locale = useLocale();
  const navigate = useNavigate();
  const index = GET_STARTED_STEPS.indexOf(step);
  return {
    answer: (answers: Partial<RegisterParams>) => navigate(stepPath(step, locale, { ...params, ...answers }), { replace: true }),
    next: (answers: Partial<RegisterParams>) => navigate(stepPath(GET_STARTED_STEPS[index + 1], locale, { ...params, ...answers })),
    backPath: index > 0 ? stepPath(GET_STARTED_STEPS[index - 1], locale, params) : null,
  };
}

interface StepFormProps {
  title: string;
  intro: string;
  legend: string;
  error?: string;
  backPath: string | null;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  aside?: ReactNode;
}

/** One question: heading, choices in a fieldset, the error, Back and Continue. */
function StepForm({ title, intro, legend, error, backPath, formRef, onSubmit, children, aside }: StepFormProps) {
  const { t } = useTranslation('funnel');
  // useForm focuses the first choice (aria-invalid) when the answer is missing; the error is announced.
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageTitle>{title}</PageTitle>
        <p className="text-slate-700">{intro}</p>
      </div>
      <fieldset className="flex flex-col gap-3" aria-describedby={error ? 'step-error' : undefined}>
        <legend className="sr-only">{legend}</legend>
        {children}
      </fieldset>
      {error ? (
        <p id="step-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {aside}
      <div className="flex flex-col-reverse gap-3 smw:flex-row smw:justify-between">
        {backPath ? (
          <Link to={backPath} className={buttonClass('ghost')}>
            {t('getStarted.back')}
          </Link>
        ) : (
          <span />
        )}
        <Button type="submit">{t('getStarted.continue')}</Button>
      </div>
    </form>
  );
}

const choiceClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700';

function LanguageStep({ params }: { params: RegisterParams }) {
  const { t } = useTranslation('funnel');
  // The form's value answers at once; the URL follows (a transition) for back, forward and refresh.
  const form = useForm<{ section: SectionSlug | '' }>(
    { section: params.section ?? '' },
    { validate: (v) => ({ section: v.section ? undefined : t('getStarted.language.required') }) },
  );
  const { section } = form.values;
  const { answer, next, backPath } = useStepNavigation(params, 'language');
  return (
    <StepForm
      title={t('getStarted.language.title')}
      intro={t('getStarted.language.intro')}
      legend={t('getStarted.language.title')}
      error={form.errors.section}
      backPath={backPath}
      formRef={form.formRef}
      onSubmit={form.handleSubmit(async (v) => v.section && next({ section: v.section }))}
    >
      <div className="grid gap-3 smw:grid-cols-2">
        {SECTION_SLUGS.map((slug) => (
          <label key={slug} className={choiceClass}>
            <input
              type="radio"
              name="section"
              value={slug}
              checked={section === slug}
              onChange={() => {
                form.setField('section', slug);
                answer({ section: slug });
              }}
              aria-invalid={form.errors.section ? true : undefined}
              className="mt-1 size-4 accent-brand-700"
            />
            <span className="font-medium">{t(`sections.${slug}`)}</span>
          </label>
        ))}
      </div>
    </StepForm>
  );
}

function GoalStep({ params }: { params: RegisterParams }) {
  const { t } = useTranslation(['funnel', 'settings']);
  const form = useForm<{ goals: RegistrationGoal[] }>(
    { goals: params.goals },
    { validate: (v) => ({ goals: v.goals.length ? undefined : t('funnel:getStarted.goal.required') }) },
  );
  const { goals } = form.values;
  const { answer, next, backPath } = useStepNavigation(params, 'goal');
  const toggle = (goal: RegistrationGoal, on: boolean) => {
    const chosen = on ? [...goals, goal] : goals.filter((g) => g !== goal);
    form.setField('goals', chosen);
    answer({ goals: chosen });
  };
  return (
    <StepForm
      title={t('funnel:getStarted.goal.title', { language: t(`funnel:sections.${params.section}`) })}
      intro={t('funnel:getStarted.goal.intro')}
      legend={t('funnel:getStarted.goal.legend')}
      error={form.errors.goals}
      backPath={backPath}
      formRef={form.formRef}
      onSubmit={form.handleSubmit(async (v) => next({ goals: v.goals }))}
    >
      <div className="grid gap-3 smw:grid-cols-2">
        {REGISTRATION_GOALS.map((goal) => (
          <label key={goal} className={choiceClass}>
            <input
              type="checkbox"
              name="goals"
              value={goal}
              checked={goals.includes(goal)}
              onChange={(event) => toggle(goal, event.target.checked)}
              aria-invalid={form.errors.goals ? true : undefined}
              className="mt-1 size-4 accent-brand-700"
            />
            <span>{t(`settings:learning.goals.options.${goal}`)}</span>
          </label>
        ))}
      </div>
    </StepForm>
  );
}

function LevelStep({ params }: { params: RegisterParams }) {
  const { t } = useTranslation(['funnel', 'cefr']);
  const locale = useLocale();
  const form = useForm<{ level: StartLevel | '' }>(
    { level: params.level ?? '' },
    { validate: (v) => ({ level: v.level ? undefined : t('funnel:getStarted.level.required') }) },
  );
  const { level } = form.values;
  const { answer, next, backPath } = useStepNavigation(params, 'level');
  const language = t(`funnel:sections.${params.section}`);
  return (
    <StepForm
      title={t('funnel:getStarted.level.title', { language })}
      intro={t('funnel:getStarted.level.intro')}
      legend={t('funnel:getStarted.level.legend')}
      error={form.errors.level}
      backPath={backPath}
      formRef={form.formRef}
      onSubmit={form.handleSubmit(async (v) => v.level && next({ level: v.level }))}
      aside={
        <div className="rounded-lg bg-slate-50 p-4">
          <h2 className="font-semibold text-slate-900">{t('funnel:getStarted.level.testTitle')}</h2>
          <p className="mt-1 text-sm text-slate-700">{t('funnel:getStarted.level.testText')}</p>
          <Link
            to={`/${locale}/language-test?section=${params.section}`}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('funnel:getStarted.level.testLink', { language })}
          </Link>
        </div>
      }
    >
      {START_LEVELS.map((value) => (
        <label key={value} className={choiceClass}>
          <input
            type="radio"
            name="level"
            value={value}
            checked={level === value}
            onChange={() => {
              form.setField('level', value);
              answer({ level: value });
            }}
            aria-invalid={form.errors.level ? true : undefined}
            className="mt-1 size-4 accent-brand-700"
          />
          <span className="flex flex-col">
            <span className="font-semibold">{value}</span>
            <span className="text-sm text-slate-700">
              {/* The cefr namespace (the public CEFR page) owns the wording; ours is the fallback. */}
              {t(`cefr:levels.${value}.summary`, { defaultValue: t(`funnel:levels.${value}`) })}
            </span>
          </span>
        </label>
      ))}
    </StepForm>
  );
}
