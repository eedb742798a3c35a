import { SPOKEN_LANGUAGES, SPOKEN_PROFICIENCIES } from '@parla/contracts';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form.ts';
import { languageName } from '../../../shared/i18n/language-name.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/form-fields.tsx';
import { StepActions } from './step-actions.tsx';
import { StepFrame, type SurveyStepProps } from './step-frame.tsx';
import { surveyRequests } from './survey-requests.ts';

interface Row {
  language: string;
  proficiency: string;
}

/** Languages you speak (001 §3): the spec's 21 languages, each A1-C2 or native; starts with one empty row. */
export function SpokenLanguagesStep({ view, onSaved, headingLevel, ...navigation }: SurveyStepProps) {
  const { t } = useTranslation(['survey', 'settings']);
  const locale = useLocale();
  const stored = view.answers.spokenLanguages.map(({ language, proficiency }) => ({ language, proficiency }));
  const form = useForm<{ spokenLanguages: Row[] }>(
    { spokenLanguages: stored.length > 0 ? stored : [{ language: '', proficiency: 'Native' }] },
    { schema: () => import('./survey-schemas.ts').then((m) => m.spokenLanguagesAnswers) },
  );
  const rows = form.values.spokenLanguages;
  const setRows = (next: Row[]) => form.setField('spokenLanguages', next);
  const setRow = (index: number, patch: Partial<Row>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const submit = form.handleSubmit(async (current) => onSaved(await surveyRequests.answer('languages-you-speak', current)));
  const languageOptions = SPOKEN_LANGUAGES.map((language) => ({ value: language, label: languageName(language, locale) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  const proficiencyOptions = SPOKEN_PROFICIENCIES.map((level) => ({
    value: level,
    label: t(`settings:learning.spoken.proficiency.${level}`),
  }));
  return (
    <StepFrame id="survey-spoken" title={t('spoken.title')} hint={t('spoken.hint')} headingLevel={headingLevel}>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="survey-spoken-title" className="flex flex-col gap-5">
        <ul className="flex flex-col gap-3">
          {rows.map((row, index) => (
            // Rows have no id of their own; the index is their identity while the list is edited.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="grid items-end gap-3 rounded-xl border border-slate-200 p-3 smn:grid-cols-[1fr_1fr_auto]">
              <SelectField
                label={t('spoken.language', { number: index + 1 })}
                value={row.language}
                onValueChange={(language) => setRow(index, { language })}
                options={languageOptions}
                placeholder={t('settings:learning.choose')}
                error={form.errors[`spokenLanguages.${index}.language`]}
              />
              <SelectField
                label={t('spoken.level', { number: index + 1 })}
                value={row.proficiency}
                onValueChange={(proficiency) => setRow(index, { proficiency })}
                options={proficiencyOptions}
                placeholder={t('settings:learning.choose')}
                error={form.errors[`spokenLanguages.${index}.proficiency`]}
              />
              <Button
                variant="ghost"
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
                aria-label={t('spoken.removeNamed', { language: row.language ? languageName(row.language, locale) : index + 1 })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('spoken.remove')}
              </Button>
            </li>
          ))}
        </ul>
        {rows.length < SPOKEN_LANGUAGES.length ? (
          <Button variant="secondary" className="self-start" onClick={() => setRows([...rows, { language: '', proficiency: '' }])}>
            <Plus aria-hidden="true" className="size-4" />
            {t('spoken.add')}
          </Button>
        ) : null}
        <StepActions formError={form.formError} submitting={form.submitting} {...navigation} />
      </form>
    </StepFrame>
  );
}
