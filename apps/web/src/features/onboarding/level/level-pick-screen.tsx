import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { OnboardingFrame } from '../flow/onboarding-frame.tsx';
import { levelConfirmPath } from '../flow/onboarding-paths.ts';
import { LevelPicker } from './level-picker.tsx';

/** account/onboarding/level/pick: the student picks their level and sublevel themselves. */
export function LevelPickScreen() {
  const { t } = useTranslation('onboarding');
  const locale = useLocale();
  return (
    <OnboardingFrame step="level">
      {(flow) => (
        <div className="flex flex-col gap-6">
          <PageTitle>{t('pick.title')}</PageTitle>
          <p className="text-lg text-slate-800">{t('pick.lead')}</p>
          <LevelPicker current={flow.course?.level} confirmPath={(level, sublevel) => levelConfirmPath(locale, level, sublevel)} />
        </div>
      )}
    </OnboardingFrame>
  );
}
