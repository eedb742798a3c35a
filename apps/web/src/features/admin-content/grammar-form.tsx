import { DISPLAY_LOCALES } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { TextAreaField } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { type Grammar, INLINE, UPDATE_GRAMMAR } from './admin-content-documents.ts';
import { displayTextValues } from './display-text-values.ts';
import { EditedNote, OpenReports, SaveError } from './edit-notes.tsx';
import { OtherLanguages, translationValues } from './translation-fields.tsx';
import { useContentSave } from './use-content-save.ts';
import { useForm } from '../../shared/forms/use-form.ts';

const MIN_EXAMPLES = 3;
const MAX_EXAMPLES = 6;

/** The lesson's grammar point: title, explanation and 3-6 examples with their translations. */
export function GrammarForm({ grammar, onReload }: { grammar: Grammar; onReload: () => void }) {
  const { t } = useTranslation('adminContent');
  const [, update] = useMutation(UPDATE_GRAMMAR);
  const initial = {
    title: grammar.title,
    explanation: grammar.explanation,
    examples: grammar.examples.map((e) => ({ text: e.text, translation: displayTextValues(e.translation) })),
    translations: translationValues(grammar.translations, { title: '', explanation: '' }),
  };
  const toInput = (values: typeof initial) => ({ ...values, itemId: grammar.id, version: grammar.version });
  const form = useForm(initial, { schema: () => import('./admin-content-schemas.ts').then((m) => m.adminUpdateGrammarItemInput), toInput });
  const { conflict, save } = useContentSave(form, toInput);
  const submit = save(
    (input) => update({ input }, INLINE),
    () => notify('success', t('grammar.saved')),
  );
  const translations = form.values.translations;
  const examples = form.values.examples;
  type Example = (typeof examples)[number];
  const setExample = (index: number, example: Example) =>
    form.setField(
      'examples',
      examples.map((e, i) => (i === index ? example : e)),
    );

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <OpenReports count={grammar.openReports} />
      </div>
      <EditedNote editedAt={grammar.editedAt} editedByName={grammar.editedByName} />
      <TextField
        label={t('grammar.title')}
        value={form.values.title}
        onValueChange={(value) => form.setField('title', value)}
        error={form.errors.title}
      />
      <TextAreaField
        label={t('grammar.explanation')}
        hint={t('grammar.explanationHint')}
        value={form.values.explanation}
        onValueChange={(value) => form.setField('explanation', value)}
        error={form.errors.explanation}
        rows={8}
      />
      <OtherLanguages>
        {(lang, language) => (
          <>
            <TextField
              label={t('inLanguage', { field: t('grammar.title'), language })}
              value={translations[lang].title}
              onValueChange={(value) => form.setField('translations', { ...translations, [lang]: { ...translations[lang], title: value } })}
              error={form.errors[`translations.${lang}.title`]}
            />
            <TextAreaField
              label={t('inLanguage', { field: t('grammar.explanation'), language })}
              value={translations[lang].explanation}
              onValueChange={(value) =>
                form.setField('translations', { ...translations, [lang]: { ...translations[lang], explanation: value } })
              }
              error={form.errors[`translations.${lang}.explanation`]}
              rows={5}
            />
          </>
        )}
      </OtherLanguages>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('grammar.examples')}</legend>
        <p className="mb-2 text-sm text-slate-700">{t('translationsNote')}</p>
        {form.errors.examples ? <p className="text-sm font-medium text-red-700">{form.errors.examples}</p> : null}
        <ol className="flex flex-col gap-4">
          {examples.map((example, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions of one list; their text is what changes.
            <li key={index} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
              <TextField
                label={t('grammar.example', { number: index + 1 })}
                value={example.text}
                onValueChange={(value) => setExample(index, { ...example, text: value })}
                error={form.errors[`examples.${index}.text`]}
              />
              <div className="grid gap-2 smw:grid-cols-2">
                {DISPLAY_LOCALES.map((lang) => (
                  <TextField
                    key={lang}
                    label={t(`grammar.exampleTranslation.${lang}`, { number: index + 1 })}
                    value={example.translation[lang]}
                    onValueChange={(value) => setExample(index, { ...example, translation: { ...example.translation, [lang]: value } })}
                    error={form.errors[`examples.${index}.translation.${lang}`]}
                  />
                ))}
              </div>
              {examples.length > MIN_EXAMPLES ? (
                <Button
                  variant="ghost"
                  className="self-start"
                  aria-label={t('grammar.removeExample', { number: index + 1 })}
                  onClick={() =>
                    form.setField(
                      'examples',
                      examples.filter((_, i) => i !== index),
                    )
                  }
                >
                  {t('remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
        {examples.length < MAX_EXAMPLES ? (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => form.setField('examples', [...examples, { text: '', translation: displayTextValues() }])}
          >
            {t('grammar.addExample')}
          </Button>
        ) : null}
      </fieldset>
      <SaveError error={form.formError} conflict={conflict} onReload={onReload} />
      <Button type="submit" busy={form.submitting} className="self-start">
        {t('grammar.save')}
      </Button>
    </form>
  );
}
