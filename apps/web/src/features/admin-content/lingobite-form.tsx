import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { TextAreaField } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { INLINE, type Lingobite, UPDATE_LINGOBITE } from './admin-content-documents.ts';
import { EditedNote, OpenReports, SaveError } from './edit-notes.tsx';
import { OtherLanguages, translationValues } from './translation-fields.tsx';
import { useContentSave } from './use-content-save.ts';
import { useForm } from '../../shared/forms/use-form.ts';

/**
 * A Lingobite's texts: title, intro, outro and each stage's title. Its stages and their tasks
 * stay as they are (students' attempts are kept per stage and task).
 */
export function LingobiteForm({ lingobite, onReload }: { lingobite: Lingobite; onReload: () => void }) {
  const { t } = useTranslation('adminContent');
  const [, update] = useMutation(UPDATE_LINGOBITE);
  const initial = {
    title: lingobite.title,
    intro: lingobite.intro,
    outro: lingobite.outro,
    stageTitles: lingobite.stages.map((s) => s.title),
    translations: translationValues(lingobite.translations, {
      title: '',
      intro: '',
      outro: '',
      stageTitles: lingobite.stages.map(() => ''),
    }),
  };
  const toInput = (values: typeof initial) => ({ ...values, lingobiteId: lingobite.id, version: lingobite.version });
  const form = useForm(initial, { schema: () => import('./admin-content-schemas.ts').then((m) => m.adminUpdateLingobiteInput), toInput });
  const { conflict, save } = useContentSave(form, toInput);
  const submit = save(
    (input) => update({ input }, INLINE),
    () => notify('success', t('lingobite.saved')),
  );
  const titles = form.values.stageTitles;
  const translations = form.values.translations;
  type Texts = (typeof translations)['fr'];
  const setTexts = (lang: keyof typeof translations, texts: Partial<Texts>) =>
    form.setField('translations', { ...translations, [lang]: { ...translations[lang], ...texts } });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <OpenReports count={lingobite.openReports} />
      </div>
      <EditedNote editedAt={lingobite.editedAt} editedByName={lingobite.editedByName} />
      <TextField
        label={t('lingobite.title')}
        value={form.values.title}
        onValueChange={(value) => form.setField('title', value)}
        error={form.errors.title}
      />
      <TextAreaField
        label={t('lingobite.intro')}
        value={form.values.intro}
        onValueChange={(value) => form.setField('intro', value)}
        error={form.errors.intro}
        rows={3}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('lingobite.stages')}</legend>
        {lingobite.stages.map((stage, index) => (
          <TextField
            // biome-ignore lint/suspicious/noArrayIndexKey: a Lingobite's stages are fixed positions; only their titles change.
            key={index}
            label={t('lingobite.stage', { number: index + 1, count: stage.taskCount })}
            value={titles[index] ?? ''}
            onValueChange={(value) =>
              form.setField(
                'stageTitles',
                titles.map((title, i) => (i === index ? value : title)),
              )
            }
            error={form.errors[`stageTitles.${index}`]}
          />
        ))}
      </fieldset>
      <TextAreaField
        label={t('lingobite.outro')}
        value={form.values.outro}
        onValueChange={(value) => form.setField('outro', value)}
        error={form.errors.outro}
        rows={3}
      />
      <OtherLanguages>
        {(lang, language) => (
          <>
            <TextField
              label={t('inLanguage', { field: t('lingobite.title'), language })}
              value={translations[lang].title}
              onValueChange={(value) => setTexts(lang, { title: value })}
              error={form.errors[`translations.${lang}.title`]}
            />
            <TextAreaField
              label={t('inLanguage', { field: t('lingobite.intro'), language })}
              value={translations[lang].intro}
              onValueChange={(value) => setTexts(lang, { intro: value })}
              error={form.errors[`translations.${lang}.intro`]}
              rows={2}
            />
            {lingobite.stages.map((stage, index) => (
              <TextField
                // biome-ignore lint/suspicious/noArrayIndexKey: a Lingobite's stages are fixed positions; only their titles change.
                key={index}
                label={t('inLanguage', { field: t('lingobite.stage', { number: index + 1, count: stage.taskCount }), language })}
                value={translations[lang].stageTitles[index] ?? ''}
                onValueChange={(value) =>
                  setTexts(lang, { stageTitles: translations[lang].stageTitles.map((title, i) => (i === index ? value : title)) })
                }
                error={
                  form.errors[`translations.${lang}.stageTitles.${index}`] ??
                  (index === 0 ? form.errors[`translations.${lang}.stageTitles`] : undefined)
                }
              />
            ))}
            <TextAreaField
              label={t('inLanguage', { field: t('lingobite.outro'), language })}
              value={translations[lang].outro}
              onValueChange={(value) => setTexts(lang, { outro: value })}
              error={form.errors[`translations.${lang}.outro`]}
              rows={2}
            />
          </>
        )}
      </OtherLanguages>
      <SaveError error={form.formError} conflict={conflict} onReload={onReload} />
      <Button type="submit" busy={form.submitting} className="self-start">
        {t('lingobite.save')}
      </Button>
    </form>
  );
}
