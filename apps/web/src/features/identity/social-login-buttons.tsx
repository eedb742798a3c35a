import { SECTION_SLUGS, SOCIAL_PROVIDERS, type SocialProvider, errorMessageKey, isErrorCode } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../shared/app/use-hydrated.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PROVIDER_NAMES, isSocialProvider, socialStartHref } from './social-providers.ts';

// Literal class names (Tailwind reads them from the source): a provider's button shows when
// runtime-config.js has marked <html data-social-login="google apple ..."> with it.
const SHOWN_WHEN_OFFERED: Record<SocialProvider, string> = {
  google: 'hidden [[data-social-login~=google]_&]:block',
  apple: 'hidden [[data-social-login~=apple]_&]:block',
  facebook: 'hidden [[data-social-login~=facebook]_&]:block',
};

/**
 * "Log in with Google / Apple / Facebook" under the login and register forms (issue 15): one
 * link per provider the server offers, and the refusal the round trip came back with
 * (`?social_error=<code>&provider=<key>`), in the reader's language.
 *
 * Which providers are on is known before any script of the app runs: runtime-config.js marks
 * <html> with them, and CSS shows their buttons. The prerendered page and its hydration render the
 * same markup, and the page never changes height when the app starts (decision 068: the login
 * page's layout shift was a loading skeleton giving way to nothing).
 */
export function SocialLoginButtons({ intent }: { intent: 'login' | 'register' }) {
  const { t } = useTranslation('social');
  const locale = useLocale();
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const requestedSection = hydrated ? search.get('section') : null;
  const section = SECTION_SLUGS.find((slug) => slug === requestedSection);
  return (
    <>
      <SocialError />
      <div className="mt-6 hidden flex-col gap-3 [[data-social-login]_&]:flex" data-testid="social-login">
        <p className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
          <span className="h-px flex-1 bg-slate-200" />
          {t('buttons.divider')}
          <span className="h-px flex-1 bg-slate-200" />
        </p>
        <ul className="flex flex-col gap-3">
          {SOCIAL_PROVIDERS.map((provider) => (
            <li key={provider} className={SHOWN_WHEN_OFFERED[provider]}>
              <a href={socialStartHref(provider, intent, locale, section)} className={buttonClass('secondary', 'w-full')}>
                {t(`buttons.${intent}`, { provider: PROVIDER_NAMES[provider] })}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/**
 * The round trip's refusal, named by its catalogue code; anything else is not shown. Read after
 * hydration: the prerendered page has no query string, so the first render must not show it either.
 */
function SocialError() {
  const { t } = useTranslation('errors');
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const code = hydrated ? search.get('social_error') : null;
  const provider = search.get('provider');
  if (!isErrorCode(code)) return null;
  const name = isSocialProvider(provider) ? PROVIDER_NAMES[provider] : '';
  return <Alert>{t(errorMessageKey(code), { provider: name })}</Alert>;
}
