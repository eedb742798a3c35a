import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { contentItemAnchor } from '../../shared/routing/admin-content-paths.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { TextAreaField } from '../../shared/ui/form-fields.tsx';
import { type Exercise, INLINE, UPDATE_EXERCISE } from './admin-content-documents.ts';
import { EditedNote, OpenReports, SaveError } from './edit-notes.tsx';
import { TaskFields, draftOf, taskOf } from './task-fields.tsx';
import { OtherLanguages, translationValues } from './translation-fields.tsx';
import { useContentSave } from './use-content-save.ts';
import { useForm } from '../../shared/forms/use-form.ts';

/** What the right answer is, in one line, so the list reads without opening each exercise. */
function answerLine(task: Exercise['task']): string {
  switch (task.type) {
    case 'multiple_choice':
      return task.options?.[task.answer ?? 0] ?? '';
    case 'fill_gap':
      return (task.answers ?? []).join(' / ');
    case 'order_words':
      return (task.words ?? []).join(' ');
    default:
      return (task.pairs ?? []).map((p) => `${p.left} = ${p.right}`).join(', ');
  }
}

/** The lesson's homework and quiz exercises; each opens an editor of its own type. */
export function ExercisesSection({ exercises, onReload }: { exercises: Exercise[]; onReload: () => void }) {
  const { t } = useTranslation('adminContent');
  const [editing, setEditing] = useState<Exercise | null>(null);
  if (exercises.length === 0) return <p className="text-slate-700">{t('exercises.empty')}</p>;
  return (
    <>
      <ol className="flex flex-col gap-3" aria-label={t('exercises.list', { count: exercises.length })}>
        {exercises.map((exercise) => (
          <li
            key={exercise.id}
            id={contentItemAnchor(exercise.id)}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 target:border-amber-700 target:bg-amber-50"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Badge>{t(`exercises.kind.${exercise.kind}`)}</Badge>
              <Badge tone="muted">{t(`exercises.type.${exercise.task.type}`)}</Badge>
              <OpenReports count={exercise.openReports} />
            </div>
            <h3 className="font-semibold break-words text-slate-900">
              {t('exercises.number', { number: exercise.position })} {exercise.task.prompt}
            </h3>
            <p className="break-words text-sm text-slate-800">{t('exercises.answerLine', { answer: answerLine(exercise.task) })}</p>
            <p className="break-words text-sm text-slate-700">{exercise.explanation}</p>
            <EditedNote editedAt={exercise.editedAt} editedByName={exercise.editedByName} />
            <Button
              variant="secondary"
              className="self-start"
              aria-label={t('exercises.editLabel', { number: exercise.position })}
              onClick={() => setEditing(exercise)}
            >
              {t('edit')}
            </Button>
          </li>
        ))}
      </ol>
      {editing ? <ExerciseDialog exercise={editing} onClose={() => setEditing(null)} onReload={onReload} /> : null}
    </>
  );
}

function ExerciseDialog({ exercise, onClose, onReload }: { exercise: Exercise; onClose: () => void; onReload: () => void }) {
  const { t } = useTranslation('adminContent');
  const [, update] = useMutation(UPDATE_EXERCISE);
  const initial = {
    explanation: exercise.explanation,
    task: draftOf(exercise.task),
    translations: translationValues(exercise.translations, { explanation: '' }),
  };
  // Only the explanations travel: the server merges them into the saved translations (decision 123).
  const toInput = (values: typeof initial) => ({
    exerciseId: exercise.id,
    version: exercise.version,
    explanation: values.explanation,
    task: taskOf(values.task),
    translations: values.translations,
  });
  const form = useForm(initial, { schema: () => import('./admin-content-schemas.ts').then((m) => m.adminUpdateExerciseInput), toInput });
  const { conflict, save } = useContentSave(form, toInput);
  const submit = save(
    (input) => update({ input }, INLINE),
    () => {
      notify('success', t('exercises.saved', { number: exercise.position }));
      onClose();
    },
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('exercises.editTitle', { number: exercise.position })}
      description={<p>{t('exercises.editDescription', { type: t(`exercises.type.${exercise.task.type}`) })}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={form.submitting} onClick={() => void submit()}>
            {t('exercises.save')}
          </Button>
        </>
      }
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto px-1 pb-1">
        <TaskFields draft={form.values.task} errors={form.errors} onChange={(task) => form.setField('task', task)} />
        <TextAreaField
          label={t('exercises.explanation')}
          hint={t('exercises.explanationHint')}
          value={form.values.explanation}
          onValueChange={(value) => form.setField('explanation', value)}
          error={form.errors.explanation}
          rows={3}
        />
        <OtherLanguages>
          {(lang, language) => (
            <TextAreaField
              label={t('inLanguage', { field: t('exercises.explanation'), language })}
              value={form.values.translations[lang].explanation}
              onValueChange={(value) => form.setField('translations', { ...form.values.translations, [lang]: { explanation: value } })}
              error={form.errors[`translations.${lang}.explanation`]}
              rows={2}
            />
          )}
        </OtherLanguages>
        <SaveError
          error={form.formError ?? form.errors['task.type'] ?? null}
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
