import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { errorCodeOf, useErrorText } from '../../shared/errors/error-text.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import {
  ANSWER_PLACEMENT_ITEM,
  PLACEMENT_ATTEMPT,
  PLACEMENT_TEST_SECTIONS,
  type PlacementAttemptData,
  START_PLACEMENT_ATTEMPT,
} from './placement-documents.ts';
import { PlacementQuestion } from './placement-question.tsx';
import { PlacementResultPanel } from './placement-result.tsx';
import { type StoredAttempt, forgetAttempt, readStoredAttempt, storeAttempt } from './placement-storage.ts';
import { langOfSection } from './section-language.ts';
import { useForm } from '../../shared/forms/use-form.ts';

const INLINE = { notifyErrors: false };

/**
 * /{locale}/language-test (issues 15 and 16): the placement test without an account. Pick a
 * language (or come with ?section=german), answer one item at a time, see the level. The attempt
 * lives in this browser (localStorage) until the claim page gives it to the new account.
 */
export function LanguageTestScreen() {
  const [stored, setStored] = useState<StoredAttempt | null>(() => readStoredAttempt());
  const restart = () => {
    forgetAttempt();
    setStored(null);
  };
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      {stored ? (
        <AttemptPanel key={stored.attemptId} stored={stored} onRestart={restart} />
      ) : (
        <TestIntro
          onStarted={(attempt) => {
            storeAttempt(attempt);
            setStored(attempt);
          }}
        />
      )}
    </div>
  );
}

function TestIntro({ onStarted }: { onStarted: (attempt: StoredAttempt) => void }) {
  const { t } = useTranslation('placement');
  const { status } = useAuth();
  const [search] = useSearchParams();
  const query = useDataQuery({ query: PLACEMENT_TEST_SECTIONS }, (d) => d.placementTestSections.length === 0);
  const sections = dataOf(query.state)?.placementTestSections ?? [];
  const [, start] = useMutation(START_PLACEMENT_ATTEMPT);
  const offered = (slug: string) => sections.some((s) => s.slug === slug);
  const form = useForm<{ section: string }>(
    { section: search.get('section') ?? '' },
    { validate: (values) => ({ section: offered(values.section) ? undefined : t('intro.chooseLanguage') }) },
  );
  const chosen = offered(form.values.section) ? form.values.section : null;
  const submit = form.handleSubmit(async ({ section }) => {
    const res = await start({ section }, INLINE);
    const started = res.data?.startPlacementAttempt;
    if (!started) return res;
    onStarted({ attemptId: started.attempt.id, token: started.token, section });
  });
  const error = form.errors.section ?? form.formError;
  return (
    <>
      <PageTitle>{t('intro.title')}</PageTitle>
      <p className="text-lg text-slate-800">{t('intro.lead')}</p>
      <ul className="flex list-disc flex-col gap-1 pl-6 text-slate-800">
        <li>{t('intro.duration')}</li>
        <li>{t('intro.adaptive')}</li>
        <li>{status === 'authenticated' ? t('intro.signedIn') : t('intro.free')}</li>
      </ul>
      <Card>
        <QueryState
          query={query}
          empty={<p className="text-slate-700">{t('intro.noLanguages')}</p>}
          skeleton={<Skeleton lines={4} barClassName="h-11" className="min-h-[20rem] gap-3" />}
        >
          {(data) => (
            <form ref={form.formRef} onSubmit={submit} className="flex flex-col gap-4" noValidate>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-lg font-semibold text-slate-900">{t('intro.languageLegend')}</legend>
                <div className="grid gap-2 smw:grid-cols-2">
                  {data.placementTestSections.map((s) => (
                    <label
                      key={s.slug}
                      className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-2 hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
                    >
                      <input
                        type="radio"
                        name="section"
                        value={s.slug}
                        checked={chosen === s.slug}
                        onChange={() => form.setField('section', s.slug)}
                        className="h-5 w-5 accent-brand-700"
                      />
                      <span>{t(`languages.${s.slug}`, { defaultValue: s.name })}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              {error ? <Alert>{error}</Alert> : null}
              <Button type="submit" busy={form.submitting} className="self-start">
                {t('intro.start')}
              </Button>
            </form>
          )}
        </QueryState>
      </Card>
    </>
  );
}

function AttemptPanel({ stored, onRestart }: { stored: StoredAttempt; onRestart: () => void }) {
  const { t } = useTranslation('placement');
  const errorText = useErrorText();
  const query = useDataQuery({ query: PLACEMENT_ATTEMPT, variables: { attemptId: stored.attemptId, token: stored.token } });
  const [answering, answer] = useMutation(ANSWER_PLACEMENT_ITEM);
  const [latest, setLatest] = useState<PlacementAttemptData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const attempt = latest ?? dataOf(query.state)?.placementAttempt ?? null;
  // A test this browser no longer may open (claimed by an account, or gone): start afresh.
  const lost = query.state.kind === 'error' && errorCodeOf(query.state.error) === 'not_found';
  useEffect(() => {
    if (lost) onRestart();
  }, [lost, onRestart]);
  const lang = langOfSection(stored.section);
  const sectionName = t(`languages.${stored.section}`);
  const onAnswer = async (optionIndex: number) => {
    const item = attempt?.currentItem;
    if (!attempt || !item) return;
    setError(null);
    const res = await answer({ attemptId: attempt.id, token: stored.token, itemId: item.id, optionIndex }, INLINE);
    if (res.data?.answerPlacementItem) return setLatest(res.data.answerPlacementItem);
    // Answered already (another tab, a double click): show where the test stands now.
    if (errorCodeOf(res.error) === 'placement_item_not_current' || errorCodeOf(res.error) === 'placement_attempt_finished') {
      setLatest(null);
      return query.retry();
    }
    setError(errorText(res.error));
  };
  return (
    <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-12" className="min-h-[28rem] gap-3" />}>
      {() =>
        attempt?.result ? (
          <PlacementResultPanel
            result={attempt.result}
            section={stored.section}
            sectionName={sectionName}
            claimed={attempt.claimed}
            claimOutcome={attempt.claimOutcome}
            lang={lang}
            onRestart={onRestart}
          />
        ) : attempt?.currentItem ? (
          <div className="flex flex-col gap-6">
            <PageTitle>{t('test.title', { language: sectionName })}</PageTitle>
            <PlacementQuestion
              key={attempt.currentItem.id}
              item={attempt.currentItem}
              answered={attempt.answeredCount}
              maxItems={attempt.maxItems}
              busy={answering.fetching}
              error={error}
              lang={lang}
              onAnswer={onAnswer}
            />
            <Button variant="ghost" className="self-start" onClick={onRestart}>
              {t('test.startOver')}
            </Button>
          </div>
        ) : null
      }
    </QueryState>
  );
}
