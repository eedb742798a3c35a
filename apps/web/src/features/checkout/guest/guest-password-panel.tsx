import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { Alert } from '../../../shared/ui/alert.tsx';
import { PromoteGuestForm } from './promote-guest-form.tsx';

/**
 * On the post-checkout page, for a guest (bought with only an e-mail): "Set your password" right
 * away. The same link also arrives by e-mail; whichever comes first makes the account a full one.
 */
export function GuestPasswordPanel() {
  const { t } = useTranslation('pricing');
  const { user } = useAuth();
  const [done, setDone] = useState(false);
  if (done) return <Alert tone="success">{t('promote.done', { email: user?.email ?? '' })}</Alert>;
  if (!user?.isGuest) return null;
  return (
    <section aria-labelledby="guest-password-heading" className="flex flex-col gap-3 rounded-2xl border-2 border-brand-700 bg-white p-6">
      <h2 id="guest-password-heading" className="text-lg font-semibold text-slate-900">
        {t('promote.title')}
      </h2>
      <p className="text-slate-700">{t('promote.intro')}</p>
      <PromoteGuestForm submitLabel={t('promote.submit')} onDone={() => setDone(true)} />
    </section>
  );
}
