import { SECTION_SLUGS, errorMessageKey, isErrorCode } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { PROVIDER_NAMES, SOCIAL_PROVIDERS_QUERY, isSocialProvider, socialStartHref } from './social-documents.ts';

/**
 * "Log in with Google / Apple / Facebook" under the login and register forms (issue 15): one
 * link per provider the server offers, and the refusal the round trip came back with
 * (`?social_error=<code>&provider=<key>`), in the reader's language.
 */
export function SocialLoginButtons({ intent }: { intent: 'login' | 'register' }) {
  const { t } = useTranslation('social');
  const locale = useLocale();
  const [search] = useSearchParams();
  const requestedSection = search.get('section');
  const section = SECTION_SLUGS.find((slug) => slug === requestedSection);
  const query = useDataQuery({ query: SOCIAL_PROVIDERS_QUERY }, (data) => data.socialProviders.length === 0);
  return (
    <div className="mt-6 flex flex-col gap-3" data-testid="social-login">
      <SocialError />
      <QueryState query={query} empty={null} skeleton={<Skeleton lines={3} barClassName="h-11" className="gap-3" />}>
        {(data) => (
          <>
            <p className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
              <span className="h-px flex-1 bg-slate-200" />
              {t('buttons.divider')}
              <span className="h-px flex-1 bg-slate-200" />
            </p>
            <ul className="flex flex-col gap-3">
              {data.socialProviders.map((provider) => (
                <li key={provider}>
                  <a href={socialStartHref(provider, intent, locale, section)} className={buttonClass('secondary', 'w-full')}>
                    {t(`buttons.${intent}`, { provider: PROVIDER_NAMES[provider] })}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </div>
  );
}

/** The round trip's refusal, named by its catalogue code; anything else is not shown. */
function SocialError() {
  const { t } = useTranslation('errors');
  const [search] = useSearchParams();
  const code = search.get('social_error');
  const provider = search.get('provider');
  if (!isErrorCode(code)) return null;
  const name = isSocialProvider(provider) ? PROVIDER_NAMES[provider] : '';
  return <Alert>{t(errorMessageKey(code), { provider: name })}</Alert>;
}
