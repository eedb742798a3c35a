import { CEFR_LEVELS } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { ACCOUNT_TYPENAMES, type SpokenLanguage, TEACHER_ACCOUNT, UPDATE_LANGUAGES } from '../account-documents.ts';
import { SelectField } from '../fields.tsx';
import { isDomainFailure, useErrorText } from '../../../shared/errors/error-text.ts';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';

/** Languages the teacher speaks, each with a fluency: A1..C2 or Native (000 §4). */
export function LanguagesPage() {
  const query = useDataQuery({ query: TEACHER_ACCOUNT, context: ACCOUNT_TYPENAMES });
  return (
    <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-11" className="gap-4" />}>
      {(data) => <LanguagesForm initial={data.teacherAccount.languages} />}
    </QueryState>
  );
}

function LanguagesForm({ initial }: { initial: SpokenLanguage[] }) {
  const { t } = useTranslation('teacherAccount');
  const [state, update] = useMutation(UPDATE_LANGUAGES);
  const toInput = ({ languages }: { languages: SpokenLanguage[] }) => ({
    languages: languages.map((r) => ({ language: r.language.trim(), fluency: r.fluency })),
  });
  const errorText = useErrorText();
  const form = useForm(
    { languages: initial.length > 0 ? initial : [{ language: '', fluency: '' }] },
    {
      schema: () => import('../teacher-account-schemas.ts').then((m) => m.languagesInput),
      toInput,
      // The list's own error ("at least one") and refusals that name no row go in the alert.
      formErrorOf: (error) => (isDomainFailure(error) ? errorText(error) : null),
    },
  );
  const { values, errors, setField } = form;
  const rows = values.languages;
  const levels = CEFR_LEVELS.map((level) => ({ value: level, label: t(`fluency.${level}`) }));
  const change = (index: number, patch: Partial<SpokenLanguage>) =>
    setField(
      'languages',
      rows.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    );

  const submit = form.handleSubmit(async (current) => {
    const result = await update(toInput(current), { ...ACCOUNT_TYPENAMES, notifyErrors: false });
    if (!result.error) notify('success', t('saved'));
    return result;
  });
  const formError = errors.languages ?? form.formError;

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <p className="text-slate-700">{t('languages.intro')}</p>
      <ul className="flex flex-col gap-4">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position while being edited
          <li key={index} className="grid items-end gap-3 rounded-lg border border-slate-200 p-4 smw:grid-cols-[1fr_12rem_auto]">
            <TextField
              label={t('languages.language', { number: index + 1 })}
              value={row.language}
              onValueChange={(language) => change(index, { language })}
              error={errors[`languages.${index}.language`]}
              list="teacher-language-names"
            />
            <SelectField
              label={t('languages.fluency', { number: index + 1 })}
              value={row.fluency}
              onValueChange={(fluency) => change(index, { fluency })}
              options={levels}
              placeholder={t('choose')}
              error={errors[`languages.${index}.fluency`]}
            />
            <Button
              variant="ghost"
              disabled={rows.length === 1}
              onClick={() =>
                setField(
                  'languages',
                  rows.filter((_, i) => i !== index),
                )
              }
            >
              {t('languages.remove', { language: row.language || t('languages.language', { number: index + 1 }) })}
            </Button>
          </li>
        ))}
      </ul>
      <datalist id="teacher-language-names">
        {[
          'English',
          'German',
          'Spanish',
          'French',
          'Italian',
          'Portuguese',
          'Polish',
          'Russian',
          'Turkish',
          'Dutch',
          'Arabic',
          'Chinese',
          'Japanese',
        ].map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={rows.length >= 12}
          onClick={() => setField('languages', [...rows, { language: '', fluency: '' }])}
        >
          {t('languages.add')}
        </Button>
        <Button type="submit" busy={state.fetching}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
