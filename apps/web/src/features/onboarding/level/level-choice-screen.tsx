import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { OnboardingFrame } from '../flow/onboarding-frame.tsx';
import { levelConfirmPath, onboardingPaths } from '../flow/onboarding-paths.ts';

/** account/onboarding/level: take the placement test, or pick a level yourself (or keep the one you have). */
export function LevelChoiceScreen() {
  const { t } = useTranslation('onboarding');
  const locale = useLocale();
  return (
    <OnboardingFrame step="level">
      {(flow) => (
        <div className="flex flex-col gap-6">
          <PageTitle>{t('level.title')}</PageTitle>
          <p className="text-lg text-slate-800">{t('level.lead')}</p>
          <div className="grid gap-4 smw:grid-cols-2">
            <Card className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold text-slate-900">{t('level.testTitle')}</h2>
              <p className="flex-1 text-slate-700">{t('level.testText')}</p>
              <Link to={buildPath(onboardingPaths.levelPlaced, { locale })} className={buttonClass('primary', 'self-start')}>
                {t('level.testAction')}
              </Link>
            </Card>
            <Card className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold text-slate-900">{t('level.pickTitle')}</h2>
              <p className="flex-1 text-slate-700">{t('level.pickText')}</p>
              <Link to={buildPath(onboardingPaths.levelPick, { locale })} className={buttonClass('secondary', 'self-start')}>
                {t('level.pickAction')}
              </Link>
            </Card>
          </div>
          {flow.course && flow.course.level !== '' ? (
            <p className="text-slate-700">
              {t('level.current', { level: flow.course.level, sublevel: flow.sublevel ?? 1 })}{' '}
              <Link
                to={levelConfirmPath(locale, flow.course.level, flow.sublevel ?? 1)}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {t('level.keep', { level: flow.course.level, sublevel: flow.sublevel ?? 1 })}
              </Link>
            </p>
          ) : null}
        </div>
      )}
    </OnboardingFrame>
  );
}
