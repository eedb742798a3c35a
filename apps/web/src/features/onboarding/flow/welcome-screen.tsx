import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { OnboardingFrame } from './onboarding-frame.tsx';
import { stepPath } from './onboarding-paths.ts';

/** account/onboarding/welcome: what the next few minutes hold. */
export function WelcomeScreen() {
  const { t } = useTranslation('onboarding');
  const { user } = useAuth();
  const locale = useLocale();
  return (
    <OnboardingFrame step="welcome">
      {(flow) => (
        <Card className="flex flex-col gap-5">
          <PageTitle>{t('welcome.title', { firstName: user?.firstName ?? '' })}</PageTitle>
          <p className="text-lg text-slate-800">
            {flow.section
              ? t('welcome.lead', { language: t(`languages.${flow.section.slug}`, { defaultValue: flow.section.name }) })
              : t('welcome.leadNoLanguage')}
          </p>
          <ol className="flex list-decimal flex-col gap-2 pl-6 text-slate-800">
            <li>{t('welcome.stepLevel')}</li>
            <li>{t('welcome.stepSurvey')}</li>
            <li>{t('welcome.stepTimezone')}</li>
            <li>{t('welcome.stepBooking')}</li>
          </ol>
          <p className="text-slate-700">{t('welcome.duration')}</p>
          <Link to={stepPath(locale, 'level')} className={buttonClass('primary', 'self-start')}>
            {t('welcome.start')}
          </Link>
        </Card>
      )}
    </OnboardingFrame>
  );
}
