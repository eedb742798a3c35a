import { SPOKEN_LANGUAGES, SPOKEN_PROFICIENCIES } from '@parla/contracts';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useTranslation } from 'react-i18next';
import { languageName } from '../i18n/language-name.ts';
import { useLocale } from '../routing/use-locale.ts';
import { Button } from '../ui/button.tsx';
import { SelectField } from '../ui/form-fields.tsx';

export interface SpokenLanguageRow {
  language: string;
  proficiency: string;
}

interface SpokenLanguageRowsProps {
  rows: SpokenLanguageRow[];
  onChange: (rows: SpokenLanguageRow[]) => void;
  /** The form's field errors, keyed `spokenLanguages.{index}.{field}`. */
  errors: Record<string, string | undefined>;
}

/**
 * The languages a student speaks (001 §3: the spec's 21 languages, each A1-C2 or native), edited
 * as rows: one list for the settings page and the onboarding survey.
 */
export function SpokenLanguageRows({ rows, onChange, errors }: SpokenLanguageRowsProps) {
  const { t } = useTranslation('settings');
  const locale = useLocale();
  const setRow = (index: number, patch: Partial<SpokenLanguageRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const languageOptions = SPOKEN_LANGUAGES.map((language) => ({ value: language, label: languageName(language, locale) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  const proficiencyOptions = SPOKEN_PROFICIENCIES.map((level) => ({ value: level, label: t(`learning.spoken.proficiency.${level}`) }));
  return (
    <>
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
              error={errors[`spokenLanguages.${index}.language`]}
            />
            <SelectField
              label={t('learning.spoken.level', { number: index + 1 })}
              value={row.proficiency}
              onValueChange={(proficiency) => setRow(index, { proficiency })}
              options={proficiencyOptions}
              placeholder={t('learning.choose')}
              error={errors[`spokenLanguages.${index}.proficiency`]}
            />
            <Button
              variant="ghost"
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
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
        <Button variant="secondary" className="self-start" onClick={() => onChange([...rows, { language: '', proficiency: '' }])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('learning.spoken.add')}
        </Button>
      ) : null}
    </>
  );
}
