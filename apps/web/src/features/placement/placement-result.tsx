import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';

export interface ResultData {
  level: string;
  sublevel: number;
  correctCount: number;
  answeredCount: number;
  canDoKey: string;
  review: readonly {
    itemId: string;
    prompt: string;
    options: readonly string[];
    chosenIndex: number;
    answerIndex: number;
    correct: boolean;
    explanation: string;
  }[];
}

export const CLAIM_PATH = '/:locale/language-test/claim';

/** Where a visitor creates their account with the result kept (issue 15 funnels). */
export function registerWithResult(locale: string, section: string, level: string): string {
  const claim = buildPath(CLAIM_PATH, { locale });
  // `next` is the funnel's parameter; `redirect` is what the sign-up page follows today.
  return buildPath('/:locale/register', { locale, section, level, next: claim, redirect: claim });
}

/**
 * The result (issue 16): level and sublevel, what a student at that level can do (the `cefr`
 * namespace), the score, and the way on: an account with this result, or the course itself for a
 * student whose own test placed them. The answers with their explanations fold out below.
 */
export function PlacementResultPanel(props: {
  result: ResultData;
  section: string;
  sectionName: string;
  claimed: boolean;
  claimOutcome: string | null;
  lang: string;
  onRestart: () => void;
  /** The way on, where the page has its own (the onboarding flow: confirm this level); the default offers the course or an account. */
  actions?: ReactNode;
}) {
  const { result, section, sectionName, claimed, claimOutcome, lang, onRestart, actions } = props;
  const { t } = useTranslation(['placement', 'cefr']);
  const locale = useLocale();
  const { status } = useAuth();
  const canDo = t(result.canDoKey, { returnObjects: true, defaultValue: [] }) as unknown;
  const canDoList = Array.isArray(canDo) ? (canDo as string[]) : [];
  const claim = buildPath(CLAIM_PATH, { locale });
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t('result.title', { language: sectionName })}</PageTitle>
      <Card className="flex flex-col gap-3 smw:flex-row smw:items-center smw:gap-6">
        <p className="text-5xl font-bold text-brand-800" aria-hidden="true">
          {result.level}
        </p>
        <div className="flex flex-col gap-1">
          <p className="text-lg font-semibold text-slate-900">
            {t('result.levelLine', {
              level: result.level,
              sublevel: result.sublevel,
              title: t(`cefr:levels.${result.level}.title`),
            })}
          </p>
          <p className="text-slate-700">{t(`result.sublevels.${result.sublevel}`, { level: result.level })}</p>
          <p className="text-sm text-slate-700">{t('result.score', { correct: result.correctCount, answered: result.answeredCount })}</p>
        </div>
      </Card>
      <p className="text-slate-800">{t(`cefr:levels.${result.level}.summary`)}</p>
      <section aria-labelledby="can-do" className="flex flex-col gap-3">
        <h2 id="can-do" className="text-lg font-semibold text-slate-900">
          {t('result.canDoTitle')}
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-6 text-slate-800">
          {canDoList.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {claimed ? (
        <Alert tone={claimOutcome === 'moved' ? 'success' : 'info'}>
          {t(`claim.outcome.${claimOutcome ?? 'moved'}`, { language: sectionName, level: result.level })}
        </Alert>
      ) : null}
      {actions ?? (
        <div className="flex flex-wrap gap-3">
          {claimed ? (
            <Link to={buildPath(studentPaths.courseRoot, { locale })} className={buttonClass('primary')}>
              {t('result.toCourse')}
            </Link>
          ) : status === 'authenticated' ? (
            <Link to={claim} className={buttonClass('primary')}>
              {t('result.useResult')}
            </Link>
          ) : (
            <>
              <Link to={registerWithResult(locale, section, result.level)} className={buttonClass('primary')}>
                {t('result.register')}
              </Link>
              <Link to={buildPath('/:locale/login', { locale, redirect: claim })} className={buttonClass('secondary')}>
                {t('result.login')}
              </Link>
            </>
          )}
          <Button variant="ghost" onClick={onRestart}>
            {t('result.another')}
          </Button>
        </div>
      )}
      <details className="rounded-lg border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-semibold text-brand-800">{t('result.reviewTitle')}</summary>
        <ol className="mt-4 flex flex-col gap-4">
          {result.review.map((r) => (
            <li key={r.itemId} className="flex flex-col gap-1 border-b border-slate-100 pb-3 last:border-b-0">
              <p lang={lang} className="font-medium text-slate-900">
                {r.prompt}
              </p>
              <p className={r.correct ? 'text-emerald-800' : 'text-red-800'}>
                {r.correct
                  ? t('result.reviewRight', { answer: r.options[r.answerIndex] })
                  : t('result.reviewWrong', { chosen: r.options[r.chosenIndex], answer: r.options[r.answerIndex] })}
              </p>
              <p className="text-sm text-slate-700">{r.explanation}</p>
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
