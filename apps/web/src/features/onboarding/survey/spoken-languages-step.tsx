import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form.ts';
import { type SpokenLanguageRow as Row, SpokenLanguageRows } from '../../../shared/forms/spoken-language-rows.tsx';
import { StepActions } from './step-actions.tsx';
import { StepFrame, type SurveyStepProps } from './step-frame.tsx';
import { surveyRequests } from './survey-requests.ts';

/** Languages you speak (001 §3): the spec's 21 languages, each A1-C2 or native; starts with one empty row. */
export function SpokenLanguagesStep({ view, onSaved, headingLevel, ...navigation }: SurveyStepProps) {
  const { t } = useTranslation(['survey', 'settings']);
  const stored = view.answers.spokenLanguages.map(({ language, proficiency }) => ({ language, proficiency }));
  const form = useForm<{ spokenLanguages: Row[] }>(
    { spokenLanguages: stored.length > 0 ? stored : [{ language: '', proficiency: 'Native' }] },
    { schema: () => import('./survey-schemas.ts').then((m) => m.spokenLanguagesAnswers) },
  );
  const rows = form.values.spokenLanguages;
  const setRows = (next: Row[]) => form.setField('spokenLanguages', next);
  const submit = form.handleSubmit(async (current) => onSaved(await surveyRequests.answer('languages-you-speak', current)));
  return (
    <StepFrame id="survey-spoken" title={t('spoken.title')} hint={t('spoken.hint')} headingLevel={headingLevel}>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="survey-spoken-title" className="flex flex-col gap-5">
        <SpokenLanguageRows rows={rows} onChange={setRows} errors={form.errors} />
        <StepActions formError={form.formError} submitting={form.submitting} {...navigation} />
      </form>
    </StepFrame>
  );
}
