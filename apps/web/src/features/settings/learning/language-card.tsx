import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { studentPaths } from '../../../shared/routing/student-paths.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { ChangeLanguageDialog } from './change-language-dialog.tsx';
import type { LearningSettings } from './learning-documents.ts';

/** The language and level the student learns, and the way to change the language (001 §5). */
export function LanguageCard({ settings }: { settings: LearningSettings }) {
  const { t } = useTranslation('settings');
  const locale = useLocale();
  const [changing, setChanging] = useState(false);
  const { module, languageChange } = settings;
  const level = module ? `${module.cefrLevelName}${settings.sublevel ? `.${settings.sublevel}` : ''}` : null;
  return (
    <Card data-testid="learning-language">
      <h2 className="text-lg font-semibold text-slate-900">{t('learning.language.title')}</h2>
      {module ? (
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-slate-800 smn:grid-cols-[auto_1fr]">
          <dt className="text-sm text-slate-700">{t('learning.language.language')}</dt>
          <dd className="font-medium" data-testid="current-language">
            {module.section.name}
          </dd>
          <dt className="text-sm text-slate-700">{t('learning.language.course')}</dt>
          <dd className="font-medium">{module.curriculum.name}</dd>
          <dt className="text-sm text-slate-700">{t('learning.language.level')}</dt>
          <dd className="font-medium">
            {level} · {module.name}
          </dd>
        </dl>
      ) : (
        <p className="mt-3 text-slate-700">{t('learning.language.notPlaced')}</p>
      )}
      <div className="mt-4 flex flex-col gap-3">
        {languageChange.allowed ? (
          <Button variant="secondary" className="self-start" onClick={() => setChanging(true)} data-testid="change-language">
            {t('learning.language.change')}
          </Button>
        ) : (
          <Alert tone="info">
            <span data-testid="language-change-refused">
              {t(`errors:${languageChange.refusal ?? 'learning_language_change_not_allowed'}`)}
            </span>{' '}
            {languageChange.refusal === 'learning_language_change_not_allowed'
              ? t('learning.language.refusedWhy', { count: languageChange.classesInCurrentLanguage })
              : null}
          </Alert>
        )}
        {module ? (
          <Link to={buildPath(studentPaths.courseRoot, { locale })} className="self-start text-sm font-semibold text-brand-800 underline">
            {t('learning.language.openCourse')}
          </Link>
        ) : null}
      </div>
      {changing ? <ChangeLanguageDialog settings={settings} onClose={() => setChanging(false)} /> : null}
    </Card>
  );
}
