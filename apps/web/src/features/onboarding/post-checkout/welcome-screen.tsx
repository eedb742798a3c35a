import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { PostCheckoutFrame, usePathTo } from './post-checkout-frame.tsx';

/** welcome (001 §2 Post-checkout): what the next two minutes are for, then the first step. */
export function WelcomeScreen() {
  const { t } = useTranslation('postCheckout');
  const { user } = useAuth();
  const pathTo = usePathTo();
  const items = ['language', 'goals', 'languages', 'times', 'level', 'class'] as const;
  return (
    <PostCheckoutFrame title={user?.firstName ? t('welcome.title', { name: user.firstName }) : t('welcome.titleNoName')}>
      <p className="text-lg text-slate-800">{t('welcome.intro')}</p>
      <ol className="flex list-decimal flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-6 pl-10 text-slate-800">
        {items.map((item) => (
          <li key={item}>{t(`welcome.items.${item}`)}</li>
        ))}
      </ol>
      <Link to={pathTo('languagePreferences')} className={buttonClass('primary', 'self-start')} data-testid="post-checkout-start">
        {t('welcome.start')}
      </Link>
    </PostCheckoutFrame>
  );
}
