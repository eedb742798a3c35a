import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { dataOf } from '../../../shared/data/data-state.ts';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { useErrorText } from '../../../shared/errors/error-text.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { SelectField } from '../../../shared/ui/form-fields.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import {
  CHANGE_LEARNING_LANGUAGE,
  type CatalogueSection,
  LANGUAGE_CATALOGUE,
  type LearningSettings,
  SETTINGS_TYPENAMES,
} from './learning-documents.ts';

type Step = 'choose' | 'confirm';

/**
 * The learning language change (001 §5): choose the new language and its course, see what
 * happens (credits keep, the subscription's language changes, the old course's progress is kept),
 * confirm. The student starts in the new course's entry level (or where they left it).
 */
export function ChangeLanguageDialog({ settings, onClose }: { settings: LearningSettings; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const catalogue = useDataQuery({ query: LANGUAGE_CATALOGUE });
  const data = dataOf(catalogue.state);
  const [{ fetching: saving }, change] = useMutation(CHANGE_LEARNING_LANGUAGE);
  const [step, setStep] = useState<Step>('choose');
  const [sectionId, setSectionId] = useState('');
  const [curriculumId, setCurriculumId] = useState('');
  const [errors, setErrors] = useState<{ sectionId?: string; curriculumId?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const current = settings.module;
  const sections: CatalogueSection[] = data?.languageCatalogue ?? [];
  const section = sections.find((s) => s.id === sectionId);
  const curricula = section?.curricula ?? [];
  const curriculum = curricula.find((c) => c.id === curriculumId);

  const chooseSection = (id: string) => {
    setSectionId(id);
    const next = sections.find((s) => s.id === id);
    // One course, or the default: chosen for the student; they can still pick another.
    setCurriculumId(next?.curricula.find((c) => c.default)?.id ?? next?.curricula[0]?.id ?? '');
    setErrors({});
  };
  const next = () => {
    const found: typeof errors = {};
    if (!section) found.sectionId = t('learning.change.chooseLanguage');
    else if (!curriculum) found.curriculumId = t('learning.change.chooseCourse');
    else if (current && curriculum.id === current.curriculum.id) found.curriculumId = t('errors:learning_language_unchanged');
    setErrors(found);
    if (Object.keys(found).length === 0) setStep('confirm');
  };
  const confirm = async () => {
    setFailure(null);
    const result = await change({ input: { sectionId, curriculumId } }, SETTINGS_TYPENAMES);
    if (result.error) {
      setFailure(errorText(result.error));
      return;
    }
    notify('success', t('learning.change.done', { language: section?.name ?? '' }));
    onClose();
  };

  const choose = (
    <div className="flex flex-col gap-4">
      <QueryState query={catalogue} skeleton={<Skeleton lines={2} barClassName="h-10" />}>
        {() => (
          <>
            <SelectField
              label={t('learning.change.language')}
              value={sectionId}
              onValueChange={chooseSection}
              options={sections.map((s) => ({ value: s.id, label: s.name }))}
              placeholder={t('learning.choose')}
              error={errors.sectionId}
              data-testid="new-language"
            />
            {section ? (
              <SelectField
                label={t('learning.change.course')}
                value={curriculumId}
                onValueChange={(id) => {
                  setCurriculumId(id);
                  setErrors({});
                }}
                options={curricula.map((c) => ({ value: c.id, label: c.name }))}
                placeholder={t('learning.choose')}
                error={errors.curriculumId}
                hint={curriculum?.entryModule ? t('learning.change.startsAt', { module: curriculum.entryModule.name }) : undefined}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );

  const consequences = (
    <ul className="flex list-disc flex-col gap-2 pl-5 text-slate-800" data-testid="language-change-consequences">
      <li>{t('learning.change.consequences.place', { module: curriculum?.entryModule?.name ?? section?.name ?? '' })}</li>
      <li>{t('learning.change.consequences.credits')}</li>
      <li>
        {settings.languageChange.hasSubscription
          ? t('learning.change.consequences.subscription', { language: section?.name ?? '' })
          : t('learning.change.consequences.noSubscription', { language: section?.name ?? '' })}
      </li>
      {current ? <li>{t('learning.change.consequences.progress', { language: current.section.name })}</li> : null}
    </ul>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={step === 'choose' ? t('learning.change.title') : t('learning.change.confirmTitle', { language: section?.name ?? '' })}
      description={step === 'choose' ? t('learning.change.intro') : t('learning.change.consequencesIntro')}
      actions={
        step === 'choose' ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('learning.change.cancel')}
            </Button>
            <Button onClick={next} disabled={!data} data-testid="language-change-next">
              {t('learning.change.next')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setStep('choose')}>
              {t('learning.change.back')}
            </Button>
            <Button onClick={confirm} busy={saving} data-testid="confirm-language-change">
              {t('learning.change.confirm', { language: section?.name ?? '' })}
            </Button>
          </>
        )
      }
    >
      {step === 'choose' ? choose : consequences}
      {failure ? (
        <div className="mt-4">
          <Alert>{failure}</Alert>
        </div>
      ) : null}
    </Dialog>
  );
}
