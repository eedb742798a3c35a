import { DISPLAY_LOCALES } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ADD_WORD, type Gender, LESSON_TYPENAMES, UPDATE_WORD, type Word, type WordClass } from './admin-content-documents.ts';
import { type DisplayTextValues, displayTextValues } from './display-text-values.ts';
import { SaveError } from './edit-notes.tsx';
import { useContentSave } from './use-content-save.ts';
import { useForm } from '../../shared/forms/use-form.ts';

const WORD_CLASSES: WordClass[] = ['noun', 'verb', 'adjective', 'adverb', 'phrase', 'other'];
const GENDERS: Gender[] = ['m', 'f', 'n'];

interface WordValues {
  term: string;
  plural: string;
  gender: string;
  wordClass: string;
  sentence: string;
  translation: DisplayTextValues;
  sentenceTranslation: DisplayTextValues;
}

const valuesOf = (word: Word | null): WordValues => ({
  term: word?.term ?? '',
  plural: word?.plural ?? '',
  gender: word?.gender ?? '',
  wordClass: word?.wordClass ?? 'noun',
  sentence: word?.sentence ?? '',
  translation: displayTextValues(word?.translation),
  sentenceTranslation: displayTextValues(word?.sentenceTranslation),
});

/** What the form sends: an empty plural or gender is none. */
const fieldsOf = (values: WordValues) => ({
  term: values.term,
  plural: values.plural.trim() || null,
  gender: (values.gender || null) as Gender | null,
  wordClass: values.wordClass as WordClass,
  sentence: values.sentence,
  translation: values.translation,
  sentenceTranslation: values.sentenceTranslation,
});

/** Adds a word to the lesson (`word` null) or edits one; the students' cards stay with an edited word. */
export function WordDialog({
  lessonId,
  word,
  onClose,
  onReload,
  onSaved,
}: {
  lessonId: string;
  word: Word | null;
  onClose: () => void;
  onReload: () => void;
  /** The word as the server saved it, before the lesson's list is read again. */
  onSaved: (word: Word) => void;
}) {
  const { t } = useTranslation('adminContent');
  const [, update] = useMutation(UPDATE_WORD);
  const [, add] = useMutation(ADD_WORD);
  const editing = word !== null;
  const initial = valuesOf(word);
  const toInput = (values: typeof initial) =>
    word ? { ...fieldsOf(values), itemId: word.id, version: word.version } : { ...fieldsOf(values), lessonId };
  const form = useForm(initial, {
    schema: () =>
      import('./admin-content-schemas.ts').then((m) => (editing ? m.adminUpdateVocabularyItemInput : m.adminAddVocabularyItemInput)),
    toInput,
  });
  const { conflict, save } = useContentSave(form, toInput);
  const submit = save(
    (input): Promise<{ error?: unknown; word?: Word }> =>
      'itemId' in input
        ? update({ input }, LESSON_TYPENAMES).then((r) => ({ error: r.error, word: r.data?.adminUpdateVocabularyItem }))
        : add({ input }, LESSON_TYPENAMES).then((r) => ({ error: r.error, word: r.data?.adminAddVocabularyItem })),
    ({ word: saved }) => {
      if (saved) onSaved(saved);
      notify('success', t(editing ? 'words.saved' : 'words.added', { term: form.values.term.trim() }));
      onClose();
    },
  );
  const pair = (name: 'translation' | 'sentenceTranslation', label: string) => (
    <fieldset className="grid gap-3 smw:grid-cols-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      {DISPLAY_LOCALES.map((lang) => (
        <TextField
          key={lang}
          label={t(`words.lang.${lang}`)}
          value={form.values[name][lang]}
          onValueChange={(value) => form.setField(name, { ...form.values[name], [lang]: value })}
          error={form.errors[`${name}.${lang}`]}
        />
      ))}
    </fieldset>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? t('words.editTitle', { term: word.term }) : t('words.addTitle')}
      description={<p>{editing ? t('words.editDescription', { count: word.studentsWithCards }) : t('words.addDescription')}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={form.submitting} onClick={() => void submit()}>
            {editing ? t('words.save') : t('words.add')}
          </Button>
        </>
      }
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto px-1 pb-1">
        <TextField
          label={t('words.term')}
          hint={t('words.termHint')}
          value={form.values.term}
          onValueChange={(value) => form.setField('term', value)}
          error={form.errors.term}
        />
        <div className="grid gap-3 smw:grid-cols-3">
          <SelectField
            label={t('words.wordClass')}
            value={form.values.wordClass}
            onValueChange={(value) => form.setField('wordClass', value)}
            options={WORD_CLASSES.map((value) => ({ value, label: t(`words.class.${value}`) }))}
            error={form.errors.wordClass}
          />
          <SelectField
            label={t('words.gender')}
            value={form.values.gender}
            onValueChange={(value) => form.setField('gender', value)}
            placeholder={t('words.noGender')}
            options={GENDERS.map((value) => ({ value, label: t(`words.genders.${value}`) }))}
            error={form.errors.gender}
          />
          <TextField
            label={t('words.plural')}
            value={form.values.plural}
            onValueChange={(value) => form.setField('plural', value)}
            error={form.errors.plural}
          />
        </div>
        <TextField
          label={t('words.sentence')}
          value={form.values.sentence}
          onValueChange={(value) => form.setField('sentence', value)}
          error={form.errors.sentence}
        />
        <p className="text-sm text-slate-700">{t('translationsNote')}</p>
        {pair('translation', t('words.translation'))}
        {pair('sentenceTranslation', t('words.sentenceTranslation'))}
        <SaveError
          error={form.formError}
          conflict={conflict}
          onReload={() => {
            onReload();
            onClose();
          }}
        />
      </form>
    </Dialog>
  );
}
