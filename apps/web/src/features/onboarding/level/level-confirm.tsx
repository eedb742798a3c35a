import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { useErrorText } from '../../../shared/errors/error-text.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { CONFIRM_ONBOARDING_LEVEL, type OnboardingFlowData } from '../flow/onboarding-documents.ts';
import { canDoLines } from './cefr-can-do.ts';

const INLINE = { notifyErrors: false };

/**
 * level/{level}/{sublevel} (issue 16): what the level means and what the student can already
 * do, and one button that places them in that level's module and sublevel. Shared with
 * post-checkout's proficiency summary: it passes its own `onConfirmed` and `changePath`.
 */
export function LevelConfirm(props: {
  level: string;
  sublevel: number;
  languageName: string;
  changePath: string;
  onConfirmed: (flow: OnboardingFlowData) => void;
}) {
  const { level, sublevel, languageName, changePath, onConfirmed } = props;
  const { t } = useTranslation(['onboarding', 'cefr']);
  const errorText = useErrorText();
  const [confirming, confirm] = useMutation(CONFIRM_ONBOARDING_LEVEL);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    const res = await confirm({ level, sublevel }, INLINE);
    if (res.data?.confirmOnboardingLevel) return onConfirmed(res.data.confirmOnboardingLevel);
    setError(errorText(res.error));
  };
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t('confirm.title', { level, sublevel })}</PageTitle>
      <Card className="flex flex-col gap-3">
        <p className="text-lg font-semibold text-slate-900">
          {t('confirm.levelLine', { language: languageName, level, sublevel, title: t(`cefr:levels.${level}.title`) })}
        </p>
        <p className="text-slate-800">{t(`cefr:levels.${level}.summary`)}</p>
        <p className="text-slate-700">{t(`cefr:sublevels.${sublevel}`)}</p>
      </Card>
      <section aria-labelledby="confirm-can-do" className="flex flex-col gap-2">
        <h2 id="confirm-can-do" className="text-lg font-semibold text-slate-900">
          {t('confirm.canDoTitle', { level })}
        </h2>
        <ul className="flex list-disc flex-col gap-1 pl-6 text-slate-800">
          {canDoLines(t, level).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button busy={confirming.fetching} onClick={submit}>
          {t('confirm.action', { level, sublevel })}
        </Button>
        <Link to={changePath} className="font-semibold text-brand-800 underline underline-offset-2">
          {t('confirm.change')}
        </Link>
      </div>
    </div>
  );
}
