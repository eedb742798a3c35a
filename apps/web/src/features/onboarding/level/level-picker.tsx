import { ONBOARDING_LEVELS, ONBOARDING_SUBLEVELS } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { canDoLines } from './cefr-can-do.ts';

/**
 * A1-C2 with their sublevels (issue 16): each level's plain description and can-do examples
 * (the `cefr` namespace of decision 060), and a link per sublevel to where the level is
 * confirmed. Shared with post-checkout's proficiency pages: they pass their own `confirmPath`.
 */
export function LevelPicker({
  confirmPath,
  current,
}: {
  confirmPath: (level: string, sublevel: number) => string;
  current?: string | null;
}) {
  const { t } = useTranslation(['onboarding', 'cefr']);
  return (
    <ul className="flex flex-col gap-4">
      {ONBOARDING_LEVELS.map((level) => (
        <li key={level} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <section aria-labelledby={`level-${level}`} className="flex flex-col gap-3">
            <h2 id={`level-${level}`} className="text-lg font-semibold text-slate-900">
              {t('pick.levelHeading', { level, title: t(`cefr:levels.${level}.title`) })}
              {current === level ? <span className="ml-2 text-sm font-normal text-slate-700">{t('pick.yourLevel')}</span> : null}
            </h2>
            <p className="text-slate-800">{t(`cefr:levels.${level}.summary`)}</p>
            <details className="text-slate-800">
              <summary className="cursor-pointer font-medium text-brand-800">{t('pick.canDo', { level })}</summary>
              <ul className="mt-2 flex list-disc flex-col gap-1 pl-6">
                {canDoLines(t, level).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </details>
            <div className="flex flex-wrap gap-2">
              {ONBOARDING_SUBLEVELS.map((sublevel) => (
                <Link
                  key={sublevel}
                  to={confirmPath(level, sublevel)}
                  className={buttonClass('secondary')}
                  aria-label={t('pick.chooseSublevel', { level, sublevel, stage: t(`pick.stages.${sublevel}`) })}
                >
                  {level}.{sublevel} <span className="ml-1 text-sm font-normal">{t(`pick.stages.${sublevel}`)}</span>
                </Link>
              ))}
            </div>
          </section>
        </li>
      ))}
    </ul>
  );
}
