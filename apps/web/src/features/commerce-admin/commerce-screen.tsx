import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { CouponsPanel } from './coupons-panel.tsx';
import { PackagesPanel } from './packages-panel.tsx';
import { PaymentsPanel } from './payments-panel.tsx';
import { ReferralsPanel } from './referrals-panel.tsx';

const SECTIONS = ['coupons', 'packages', 'payments', 'referrals'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (value: string | undefined): value is Section => SECTIONS.includes(value as Section);

/**
 * The back office's commerce (issue 19), one page with four views: promo codes and their usage,
 * the packages of the store, failed payments / refunds / withdrawals, and referrals.
 */
export function CommerceScreen() {
  const { t } = useTranslation('adminCommerce');
  const { section } = useParams();
  if (!isSection(section)) return <Navigate replace relative="path" to="../coupons" />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('title')}</PageTitle>
      <nav aria-label={t('sectionsLabel')}>
        <ul className="flex flex-wrap gap-1 border-b border-slate-200">
          {SECTIONS.map((s) => (
            <li key={s}>
              <NavLink
                relative="path"
                to={`../${s}`}
                className={({ isActive }) =>
                  `-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold ${isActive ? 'border-brand-700 text-brand-900' : 'border-transparent text-slate-700 hover:text-slate-900'}`
                }
              >
                {t(`sections.${s}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {section === 'coupons' ? <CouponsPanel /> : null}
      {section === 'packages' ? <PackagesPanel /> : null}
      {section === 'payments' ? <PaymentsPanel /> : null}
      {section === 'referrals' ? <ReferralsPanel /> : null}
    </div>
  );
}
