import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { studentPaths } from '../../../shared/routing/student-paths.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { PromoteGuestForm } from './promote-guest-form.tsx';

/**
 * `/{locale}/complete-account-setup` and `/{locale}/complete-account-set-password` (001 §2): a
 * signed-in guest finishes the account (name, address and password, or the password alone).
 * An account that already has a password is told so, with the way on.
 */
function CompleteAccount({ mode }: { mode: 'setup' | 'password' }) {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const navigate = useNavigate();
  const { user } = useAuth();
  const today = buildPath(studentPaths.today, { locale });
  const title = mode === 'setup' ? t('complete.setupTitle') : t('complete.passwordTitle');
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      <PageTitle>{title}</PageTitle>
      {user?.isGuest ? (
        <>
          <p className="text-slate-700">{mode === 'setup' ? t('complete.setupIntro') : t('complete.passwordIntro')}</p>
          <div className="rounded-2xl border border-slate-200 bg-white p-5">
            <PromoteGuestForm
              withName={mode === 'setup'}
              withEmail={mode === 'setup'}
              submitLabel={t('complete.submit')}
              onDone={() => {
                notify('success', t('complete.done'));
                navigate(today, { replace: true });
              }}
            />
          </div>
        </>
      ) : (
        <>
          <p className="text-slate-700">{t('complete.alreadyDone')}</p>
          <Link to={today} className={buttonClass('primary', 'self-start')}>
            {t('complete.toToday')}
          </Link>
        </>
      )}
    </div>
  );
}

export function CompleteAccountSetupScreen() {
  return <CompleteAccount mode="setup" />;
}
export function CompleteAccountSetPasswordScreen() {
  return <CompleteAccount mode="password" />;
}
