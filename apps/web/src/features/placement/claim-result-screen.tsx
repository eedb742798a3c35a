import { LEARNING_LANGUAGE_CHANGE_FLAG } from '@parla/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { errorCodeOf, useErrorText } from '../../shared/errors/error-text.ts';
import { LazyFlagGate } from '../../shared/features-flags/lazy-flag-gate.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { CLAIM_PLACEMENT_RESULT, type PlacementAttemptData } from './placement-documents.ts';
import { CLAIM_PATH } from './placement-result.tsx';
import { type StoredAttempt, forgetAttempt, readStoredAttempt } from './placement-storage.ts';

const TEST_PATH = '/:locale/language-test';

/**
 * /{locale}/language-test/claim (issue 15): after signing up or in, the test taken in this browser
 * becomes the student's: their course moves to the result (unless they already have classes).
 * The token comes from localStorage; it is claimed once and then forgotten.
 */
export function ClaimResultScreen() {
  const { t } = useTranslation('placement');
  const locale = useLocale();
  const { status, user } = useAuth();
  const [stored] = useState<StoredAttempt | null>(() => readStoredAttempt());
  const isStudent = !!user?.roles.includes('student');
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('claim.title')}</PageTitle>
      {status === 'unknown' ? (
        <Skeleton lines={3} barClassName="h-8" className="min-h-40" />
      ) : !stored ? (
        <>
          <p className="text-slate-800">{t('claim.nothing')}</p>
          <Link to={buildPath(TEST_PATH, { locale })} className={buttonClass('primary', 'self-start')}>
            {t('claim.takeTest')}
          </Link>
        </>
      ) : status !== 'authenticated' ? (
        <>
          <p className="text-slate-800">{t('claim.signInFirst')}</p>
          <div className="flex flex-wrap gap-3">
            <Link
              to={buildPath('/:locale/register', { locale, section: stored.section, redirect: buildPath(CLAIM_PATH, { locale }) })}
              className={buttonClass('primary')}
            >
              {t('result.register')}
            </Link>
            <Link
              to={buildPath('/:locale/login', { locale, redirect: buildPath(CLAIM_PATH, { locale }) })}
              className={buttonClass('secondary')}
            >
              {t('result.login')}
            </Link>
          </div>
        </>
      ) : !isStudent ? (
        <Alert tone="info">{t('claim.studentsOnly')}</Alert>
      ) : (
        <Claim stored={stored} />
      )}
    </div>
  );
}

function Claim({ stored }: { stored: StoredAttempt }) {
  const { t } = useTranslation('placement');
  const locale = useLocale();
  const errorText = useErrorText();
  const [claiming, claim] = useMutation(CLAIM_PLACEMENT_RESULT);
  const [claimed, setClaimed] = useState<PlacementAttemptData | null>(null);
  const [error, setError] = useState<{ text: string; lost: boolean } | null>(null);
  const asked = useRef(false);
  const run = async () => {
    setError(null);
    const res = await claim({ attemptId: stored.attemptId, token: stored.token }, { notifyErrors: false });
    const attempt = res.data?.claimPlacementResult;
    if (attempt) {
      forgetAttempt();
      return setClaimed(attempt);
    }
    const lost = errorCodeOf(res.error) === 'not_found';
    if (lost) forgetAttempt();
    setError({ text: lost ? t('claim.lost') : errorText(res.error), lost });
  };
  useEffect(() => {
    // Once per visit (React's development double effect must not claim twice).
    if (asked.current) return;
    asked.current = true;
    void run();
  });
  const language = t(`languages.${stored.section}`);
  if (claimed?.result) {
    return (
      <div className="flex flex-col gap-4">
        {claimed.claimOutcome === 'other_language_subscription' ? (
          // Where the learning language change is off (decision 105), the page promises no change of language.
          <LazyFlagGate
            flag={LEARNING_LANGUAGE_CHANGE_FLAG}
            whenUndecided
            otherwise={<Alert tone="info">{t('claim.outcome.other_language_subscription_locked')}</Alert>}
          >
            <Alert tone="info">{t('claim.outcome.other_language_subscription')}</Alert>
          </LazyFlagGate>
        ) : (
          <Alert tone={claimed.claimOutcome === 'moved' ? 'success' : 'info'}>
            {t(`claim.outcome.${claimed.claimOutcome ?? 'moved'}`, { language, level: claimed.result.level })}
          </Alert>
        )}
        <p className="text-slate-800">
          {t('result.levelLine', {
            level: claimed.result.level,
            sublevel: claimed.result.sublevel,
            title: t(`cefr:levels.${claimed.result.level}.title`),
          })}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={buildPath(studentPaths.courseRoot, { locale })} className={buttonClass('primary')}>
            {t('result.toCourse')}
          </Link>
          {claimed.claimOutcome === 'other_language_subscription' ? (
            <LazyFlagGate flag={LEARNING_LANGUAGE_CHANGE_FLAG} whenUndecided>
              <Link to={buildPath(studentPaths.learningSettings, { locale })} className={buttonClass('secondary')}>
                {t('claim.toSettings')}
              </Link>
            </LazyFlagGate>
          ) : claimed.claimOutcome !== 'moved' ? (
            <Link to={buildPath(studentPaths.learningSettings, { locale })} className={buttonClass('secondary')}>
              {t('claim.toSettings')}
            </Link>
          ) : null}
        </div>
      </div>
    );
  }
  if (error) {
    return (
      <div className="flex flex-col gap-4">
        <Alert>{error.text}</Alert>
        {error.lost ? (
          <Link to={buildPath(TEST_PATH, { locale })} className={buttonClass('primary', 'self-start')}>
            {t('claim.takeTest')}
          </Link>
        ) : (
          <Button className="self-start" busy={claiming.fetching} onClick={() => void run()}>
            {t('claim.retry')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div aria-busy="true">
      <p role="status" className="text-slate-800">
        {t('claim.working')}
      </p>
      <Skeleton lines={2} barClassName="h-8" className="mt-3" />
    </div>
  );
}
