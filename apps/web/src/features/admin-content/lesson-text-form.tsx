import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { TextAreaField } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { INLINE, type LessonText, UPDATE_LESSON } from './admin-content-documents.ts';
import { EditedNote, SaveError } from './edit-notes.tsx';
import { OtherLanguages, translationValues } from './translation-fields.tsx';
import { useContentSave } from './use-content-save.ts';
import { useForm } from '../../shared/forms/use-form.ts';

const MAX_OUTCOMES = 12;

/** A lesson's own texts: what the course page, the lesson page and its slides show. */
export function LessonTextForm({ lesson, onReload }: { lesson: LessonText; onReload: () => void }) {
  const { t } = useTranslation('adminContent');
  const [, update] = useMutation(UPDATE_LESSON);
  const initial = {
    title: lesson.title,
    description: lesson.description,
    learningOutcomes: lesson.learningOutcomes,
    label: lesson.label ?? '',
    translations: translationValues(lesson.translations, { description: '', learningOutcomes: [] as string[] }),
  };
  const toInput = (values: typeof initial) => ({
    ...values,
    lessonId: lesson.id,
    version: lesson.version,
    label: values.label.trim() || null,
  });
  const form = useForm(initial, { schema: () => import('./admin-content-schemas.ts').then((m) => m.adminUpdateLessonInput), toInput });
  const { conflict, save } = useContentSave(form, toInput);
  const submit = save(
    (input) => update({ input }, INLINE),
    () => notify('success', t('lesson.saved')),
  );
  const outcomes = form.values.learningOutcomes;
  const setOutcomes = (next: string[]) => form.setField('learningOutcomes', next);
  const translations = form.values.translations;
  type Texts = (typeof translations)['fr'];
  const setTexts = (lang: keyof typeof translations, texts: Partial<Texts>) =>
    form.setField('translations', { ...translations, [lang]: { ...translations[lang], ...texts } });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <EditedNote editedAt={lesson.editedAt} editedByName={lesson.editedByName} />
      <TextField
        label={t('lesson.title')}
        value={form.values.title}
        onValueChange={(value) => form.setField('title', value)}
        error={form.errors.title}
      />
      <TextAreaField
        label={t('lesson.description')}
        value={form.values.description}
        onValueChange={(value) => form.setField('description', value)}
        error={form.errors.description}
        rows={3}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('lesson.outcomes')}</legend>
        {form.errors.learningOutcomes ? <p className="text-sm font-medium text-red-700">{form.errors.learningOutcomes}</p> : null}
        <ol className="flex flex-col gap-3">
          {outcomes.map((outcome, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions of one list; their text is what changes.
            <li key={index} className="flex items-end gap-2">
              <TextField
                className="flex-1"
                label={t('lesson.outcome', { number: index + 1 })}
                value={outcome}
                onValueChange={(value) => setOutcomes(outcomes.map((o, i) => (i === index ? value : o)))}
                error={form.errors[`learningOutcomes.${index}`]}
              />
              <Button
                variant="ghost"
                aria-label={t('lesson.removeOutcome', { number: index + 1 })}
                onClick={() => setOutcomes(outcomes.filter((_, i) => i !== index))}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ol>
        {outcomes.length < MAX_OUTCOMES ? (
          <Button variant="secondary" className="self-start" onClick={() => setOutcomes([...outcomes, ''])}>
            {t('lesson.addOutcome')}
          </Button>
        ) : null}
      </fieldset>
      <OtherLanguages>
        {(lang, language) => (
          <>
            <TextAreaField
              label={t('inLanguage', { field: t('lesson.description'), language })}
              value={translations[lang].description}
              onValueChange={(value) => setTexts(lang, { description: value })}
              error={form.errors[`translations.${lang}.description`]}
              rows={3}
            />
            <TextAreaField
              label={t('inLanguage', { field: t('lesson.outcomes'), language })}
              hint={t('lesson.outcomesPerLine')}
              value={translations[lang].learningOutcomes.join('\n')}
              onValueChange={(value) => setTexts(lang, { learningOutcomes: value.split('\n') })}
              error={
                form.errors[`translations.${lang}.learningOutcomes`] ??
                Object.entries(form.errors).find(([key]) => key.startsWith(`translations.${lang}.learningOutcomes.`))?.[1]
              }
              rows={4}
            />
          </>
        )}
      </OtherLanguages>
      <TextField
        label={t('lesson.label')}
        hint={t('lesson.labelHint')}
        value={form.values.label}
        onValueChange={(value) => form.setField('label', value)}
        error={form.errors.label}
      />
      <SaveError error={form.formError} conflict={conflict} onReload={onReload} />
      <Button type="submit" busy={form.submitting} className="self-start">
        {t('lesson.save')}
      </Button>
    </form>
  );
}
