import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';

export function HomePage() {
  const { t } = useTranslation('teacher');
  const { user } = useAuth();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-3 px-4 py-10">
      <PageTitle>{t('home.title')}</PageTitle>
      <p className="text-lg text-slate-800">{t('home.welcome', { firstName: user?.firstName ?? '' })}</p>
    </div>
  );
}
