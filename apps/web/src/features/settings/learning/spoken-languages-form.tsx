import { SPOKEN_LANGUAGES, SPOKEN_PROFICIENCIES } from '@parla/contracts';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { languageName } from '../../../shared/i18n/language-name.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/form-fields.tsx';
import { FormCard, SaveRow } from './form-card.tsx';
import { type LearningSettings, SETTINGS_TYPENAMES, UPDATE_SPOKEN_LANGUAGES } from './learning-documents.ts';

interface Row {
  language: string;
  proficiency: string;
}

/** spoken languages (001 §7): the spec's 21 languages, each with A1-C2 or native. */
export function SpokenLanguagesForm({ settings }: { settings: LearningSettings }) {
  const { t } = useTranslation('settings');
  const locale = useLocale();
  const [, save] = useMutation(UPDATE_SPOKEN_LANGUAGES);
  const form = useForm<{ spokenLanguages: Row[] }>(
    { spokenLanguages: settings.spokenLanguages.map(({ language, proficiency }) => ({ language, proficiency })) },
    { schema: () => import('./learning-schemas.ts').then((m) => m.spokenLanguagesInput) },
  );
  const rows = form.values.spokenLanguages;
  const setRows = (next: Row[]) => form.setField('spokenLanguages', next);
  const setRow = (index: number, patch: Partial<Row>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const submit = form.handleSubmit(async (current) => {
    const result = await save({ input: current }, SETTINGS_TYPENAMES);
    if (!result.error) notify('success', t('learning.saved'));
    return result;
  });
  const languageOptions = SPOKEN_LANGUAGES.map((language) => ({ value: language, label: languageName(language, locale) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  const proficiencyOptions = SPOKEN_PROFICIENCIES.map((level) => ({ value: level, label: t(`learning.spoken.proficiency.${level}`) }));
  return (
    <FormCard title={t('learning.spoken.title')} hint={t('learning.spoken.hint')} testId="spoken-languages">
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="spoken-languages-title" className="flex flex-col gap-4">
        {rows.length === 0 ? <p className="text-sm text-slate-700">{t('learning.spoken.none')}</p> : null}
        <ul className="flex flex-col gap-3">
          {rows.map((row, index) => (
            // Rows have no id of their own; the index is their identity while the list is edited.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="grid items-end gap-3 rounded-xl border border-slate-200 p-3 smn:grid-cols-[1fr_1fr_auto]">
              <SelectField
                label={t('learning.spoken.language', { number: index + 1 })}
                value={row.language}
                onValueChange={(language) => setRow(index, { language })}
                options={languageOptions}
                placeholder={t('learning.choose')}
                error={form.errors[`spokenLanguages.${index}.language`]}
              />
              <SelectField
                label={t('learning.spoken.level', { number: index + 1 })}
                value={row.proficiency}
                onValueChange={(proficiency) => setRow(index, { proficiency })}
                options={proficiencyOptions}
                placeholder={t('learning.choose')}
                error={form.errors[`spokenLanguages.${index}.proficiency`]}
              />
              <Button
                variant="ghost"
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
                className="self-end"
                aria-label={t('learning.spoken.removeNamed', { language: row.language ? languageName(row.language, locale) : index + 1 })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('learning.spoken.remove')}
              </Button>
            </li>
          ))}
        </ul>
        {rows.length < SPOKEN_LANGUAGES.length ? (
          <Button variant="secondary" className="self-start" onClick={() => setRows([...rows, { language: '', proficiency: '' }])}>
            <Plus aria-hidden="true" className="size-4" />
            {t('learning.spoken.add')}
          </Button>
        ) : null}
        <SaveRow formError={form.formError} submitting={form.submitting} testId="spoken-languages" />
      </form>
    </FormCard>
  );
}
