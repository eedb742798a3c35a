import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { useErrorText } from '../../../shared/errors/error-text.ts';
import { useForm } from '../../../shared/forms/use-form.ts';
import { useViewerTime } from '../../../shared/time/use-viewer-time.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Link } from 'react-router';
import { CHOOSE_TRIAL_CREDITS, SETTINGS_TYPENAMES, TRIAL_CREDIT_CHOICE, type TrialCreditChoiceData } from './post-checkout-documents.ts';
import { PostCheckoutFrame, useGoTo, usePathTo } from './post-checkout-frame.tsx';

type Kind = TrialCreditChoiceData['kind'];

/**
 * credits-type-selection (001 §1 "7-day free trial (3 group classes OR 1 private class)"): the
 * student confirms or exchanges the trial's credits, once; the server refuses a second choice
 * and an exchange after a trial credit was spent (decision 070).
 */
export function CreditsTypeScreen() {
  const { t } = useTranslation('postCheckout');
  const query = useDataQuery({ query: TRIAL_CREDIT_CHOICE, requestPolicy: 'network-only' }, (d) => d.trialCreditChoice === null);
  const pathTo = usePathTo();
  return (
    <PostCheckoutFrame title={t('credits.title')}>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={4} />}
        empty={
          <div className="flex flex-col items-start gap-4">
            <p className="text-slate-800">{t('credits.noTrial')}</p>
            <Link to={pathTo('welcome')} className={buttonClass('primary')}>
              {t('continue')}
            </Link>
          </div>
        }
      >
        {(data) => (data.trialCreditChoice ? <CreditsChoice choice={data.trialCreditChoice} /> : null)}
      </QueryState>
    </PostCheckoutFrame>
  );
}

function CreditsChoice({ choice }: { choice: TrialCreditChoiceData }) {
  const { t } = useTranslation('postCheckout');
  const viewer = useViewerTime();
  const errorText = useErrorText();
  const goTo = useGoTo();
  const name = useId();
  const [, choose] = useMutation(CHOOSE_TRIAL_CREDITS);
  const form = useForm<{ kind: Kind }>({ kind: choice.kind }, { formErrorOf: (failure) => errorText(failure) });
  const kind = form.values.kind;
  const until = choice.trialEndsAt ? viewer.dateTime(choice.trialEndsAt, { dateStyle: 'full' }) : null;
  const submit = form.handleSubmit(async (values) => {
    const result = await choose({ kind: values.kind }, { ...SETTINGS_TYPENAMES, notifyErrors: false });
    if (!result.error) goTo('welcome');
    return result;
  });
  if (choice.chosenAt || !choice.canChange) {
    // Chosen already, or a trial credit was spent: the kind stays; say which and move on.
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert tone="info">
          {t(choice.chosenAt ? 'credits.chosen' : 'credits.inUse', {
            kind:
              choice.kind === 'private'
                ? t('credits.private', { count: choice.privateCredits })
                : t('credits.group', { count: choice.groupCredits }),
          })}
        </Alert>
        <Button onClick={() => goTo('welcome')}>{t('continue')}</Button>
      </div>
    );
  }
  const options: { kind: Kind; title: string; detail: string }[] = [
    { kind: 'group', title: t('credits.group', { count: choice.groupCredits }), detail: t('credits.groupDetail') },
    { kind: 'private', title: t('credits.private', { count: choice.privateCredits }), detail: t('credits.privateDetail') },
  ];
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5" aria-busy={form.submitting || undefined}>
      <p className="text-slate-800">{until ? t('credits.intro', { date: until }) : t('credits.introNoDate')}</p>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium text-slate-900">{t('credits.legend')}</legend>
        {options.map((option) => (
          <label
            key={option.kind}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={option.kind}
              checked={kind === option.kind}
              onChange={() => form.setField('kind', option.kind)}
              className="mt-1 size-4 accent-brand-700"
            />
            <span className="flex flex-col gap-1">
              <span className="font-semibold text-slate-900">{option.title}</span>
              <span className="text-sm text-slate-700">{option.detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-slate-700">{t('credits.once')}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Button type="submit" busy={form.submitting} className="self-start" data-testid="credits-confirm">
        {t('credits.confirm')}
      </Button>
    </form>
  );
}
