import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { type SpokenLanguageRow as Row, SpokenLanguageRows } from '../../../shared/forms/spoken-language-rows.tsx';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { FormCard, SaveRow } from './form-card.tsx';
import { type LearningSettings, SETTINGS_TYPENAMES, UPDATE_SPOKEN_LANGUAGES } from './learning-documents.ts';

/** spoken languages (001 §7): the spec's 21 languages, each with A1-C2 or native. */
export function SpokenLanguagesForm({ settings }: { settings: LearningSettings }) {
  const { t } = useTranslation('settings');
  const [, save] = useMutation(UPDATE_SPOKEN_LANGUAGES);
  const form = useForm<{ spokenLanguages: Row[] }>(
    { spokenLanguages: settings.spokenLanguages.map(({ language, proficiency }) => ({ language, proficiency })) },
    { schema: () => import('./learning-schemas.ts').then((m) => m.spokenLanguagesInput) },
  );
  const rows = form.values.spokenLanguages;
  const setRows = (next: Row[]) => form.setField('spokenLanguages', next);
  const submit = form.handleSubmit(async (current) => {
    const result = await save({ input: current }, SETTINGS_TYPENAMES);
    if (!result.error) notify('success', t('learning.saved'));
    return result;
  });
  return (
    <FormCard title={t('learning.spoken.title')} hint={t('learning.spoken.hint')} testId="spoken-languages">
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="spoken-languages-title" className="flex flex-col gap-4">
        {rows.length === 0 ? <p className="text-sm text-slate-700">{t('learning.spoken.none')}</p> : null}
        <SpokenLanguageRows rows={rows} onChange={setRows} errors={form.errors} />
        <SaveRow formError={form.formError} submitting={form.submitting} testId="spoken-languages" />
      </form>
    </FormCard>
  );
}
