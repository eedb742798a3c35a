import type { StudentSettingsPage } from '@parla/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { studentPaths } from '../../../shared/routing/student-paths.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';

const SETTINGS_PAGE_PATH = '/:locale/account/settings/:page';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap ${
    isActive ? 'bg-brand-50 text-brand-900' : 'text-slate-700 hover:bg-slate-100'
  }`;

/**
 * Settings (001 §2 settings/{page}): one row of tabs above the chosen page, scrollable on phones, wrapped on wide screens.
 * The pages come from several features (settings, subscriptions); "Refer a friend" is its own
 * page (account/referrals) and sits in the row as the spec's tabs show it.
 */
export function SettingsLayout({ pages }: { pages: readonly StudentSettingsPage[] }) {
  const { t } = useTranslation('learn');
  const locale = useLocale();
  return (
    <>
      <nav aria-label={t('settings.navigation')} className="mx-auto max-w-6xl overflow-x-auto px-4 pt-6">
        <ul className="flex gap-1 border-b border-slate-200 pb-2 lg:flex-wrap">
          {pages.map((page) => (
            <li key={page} className="shrink-0">
              <NavLink to={buildPath(SETTINGS_PAGE_PATH, { locale, page })} className={tabClass}>
                {t(`settings.tabs.${page}`)}
              </NavLink>
            </li>
          ))}
          <li className="shrink-0">
            <NavLink to={buildPath(studentPaths.referrals, { locale })} className={tabClass}>
              {t('settings.tabs.referrals')}
            </NavLink>
          </li>
          <li className="shrink-0">
            <NavLink to={buildPath(studentPaths.certificates, { locale })} className={tabClass}>
              {t('settings.tabs.certificates')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
