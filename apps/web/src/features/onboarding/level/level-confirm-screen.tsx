import { ONBOARDING_LEVELS } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { OnboardingFrame } from '../flow/onboarding-frame.tsx';
import { onboardingPaths, stepPath } from '../flow/onboarding-paths.ts';
import { LevelConfirm } from './level-confirm.tsx';

/** account/onboarding/level/{level}/{sublevel}: confirm a level (picked or placed), then the survey. */
export function LevelConfirmScreen() {
  const { t } = useTranslation('onboarding');
  const locale = useLocale();
  const navigate = useNavigate();
  const params = useParams();
  const level = ONBOARDING_LEVELS.find((l) => l === params.level?.toUpperCase()) ?? null;
  const sublevel = Number(params.sublevel);
  const valid = level !== null && [1, 2, 3].includes(sublevel);
  const pickPath = buildPath(onboardingPaths.levelPick, { locale });
  return (
    <OnboardingFrame step="level">
      {(flow) =>
        valid ? (
          <LevelConfirm
            level={level}
            sublevel={sublevel}
            languageName={flow.section ? t(`languages.${flow.section.slug}`, { defaultValue: flow.section.name }) : ''}
            changePath={pickPath}
            onConfirmed={() => navigate(stepPath(locale, 'survey'))}
          />
        ) : (
          <div className="flex flex-col gap-4">
            <Alert>{t('confirm.unknownLevel')}</Alert>
            <Link to={pickPath} className="font-semibold text-brand-800 underline underline-offset-2">
              {t('confirm.change')}
            </Link>
          </div>
        )
      }
    </OnboardingFrame>
  );
}
