import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGOUT_INTENT } from '../../shared/auth/logout-intent.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { secondsLeft } from './countdown.ts';

/** 001 §8/§9: locked for unusual payment activity, signed out after 15 seconds. */
export const LOCKED_SIGN_OUT_SECONDS = 15;

export function AccountLockedScreen() {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const navigate = useNavigate();
  const [deadline] = useState(() => Date.now() + LOCKED_SIGN_OUT_SECONDS * 1000);
  const [left, setLeft] = useState(LOCKED_SIGN_OUT_SECONDS);

  useEffect(() => {
    const timer = setInterval(() => {
      const next = secondsLeft(deadline, Date.now());
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        navigate(buildPath('/:locale/logout', { locale }), { replace: true, state: LOGOUT_INTENT });
      }
    }, 250);
    return () => clearInterval(timer);
  }, [deadline, navigate, locale]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">
      <meta name="robots" content="noindex" />
      <PageTitle>{t('locked.title')}</PageTitle>
      <Alert>{t('locked.text')}</Alert>
      <p className="text-slate-800">{t('locked.support')}</p>
      {/* Announced once a few seconds, not every tick: a live region that speaks each second is noise. */}
      <p className="text-lg font-semibold text-slate-900" aria-live={left % 5 === 0 ? 'polite' : 'off'} data-testid="locked-countdown">
        {t('locked.countdown', { count: left })}
      </p>
    </div>
  );
}
