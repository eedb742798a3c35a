import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';

/** The commerce tabs of the account settings (001 §2: Subscriptions, Billing, Refer a friend) plus the credits conversion. */
export function SettingsNav() {
  const { t } = useTranslation('membership');
  const locale = useLocale();
  const links = [
    { to: buildPath(studentPaths.membership, { locale }), label: t('nav.membership') },
    { to: buildPath(studentPaths.billing, { locale }), label: t('nav.billing') },
    { to: buildPath(studentPaths.creditsConversion, { locale }), label: t('nav.conversion') },
    { to: buildPath(studentPaths.referrals, { locale }), label: t('nav.referrals') },
    { to: buildPath(studentPaths.store, { locale }), label: t('nav.store') },
  ];
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-wrap gap-1 border-b border-slate-200">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${
                  isActive ? 'border-brand-700 text-brand-900' : 'border-transparent text-slate-700 hover:text-slate-900'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
