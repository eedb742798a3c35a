import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { teacherPaths } from '../../shared/routing/teacher-paths.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import type { OnboardingState } from './onboarding-documents.ts';

/**
 * The agreements step hands over to the terms pages (they walk every waiting agreement and come
 * back here), so acceptance keeps one implementation and its evidence.
 */
export function AgreementsStep({ state }: { state: OnboardingState }) {
  const { t } = useTranslation('teacherOnboarding');
  const locale = useLocale();
  const [first] = state.pendingAgreementIds;
  if (!first) return <Alert tone="success">{t('agreements.allAccepted')}</Alert>;
  const back = buildPath(teacherPaths.onboarding, { locale, step: 'agreements' });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{t('agreements.waiting', { count: state.pendingAgreementIds.length })}</p>
      <div>
        <Link className={buttonClass('primary')} to={buildPath(teacherPaths.terms, { locale, agreementId: first, redirect: back })}>
          {t('agreements.read')}
        </Link>
      </div>
    </div>
  );
}
