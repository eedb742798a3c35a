import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import type { Exercise } from './admin-content-documents.ts';

// The task of an exercise as the editor's form holds it: every type's fields, of which the
// exercise's own type is sent (the type itself never changes; decision 104).

export interface TaskDraft {
  type: Exercise['task']['type'];
  prompt: string;
  options: string[];
  answer: number;
  answers: string[];
  hint: string;
  words: string[];
  pairs: [string, string][];
}

export function draftOf(task: Exercise['task']): TaskDraft {
  return {
    type: task.type,
    prompt: task.prompt,
    options: task.options ?? [],
    answer: task.answer ?? 0,
    answers: task.answers ?? [],
    hint: task.hint ?? '',
    words: task.words ?? [],
    pairs: (task.pairs ?? []).map((p) => [p.left, p.right] as [string, string]),
  };
}

/** The task as the content format stores it: only its type's fields. */
export function taskOf(draft: TaskDraft): Record<string, unknown> {
  const { type, prompt } = draft;
  switch (type) {
    case 'multiple_choice':
      return { type, prompt, options: draft.options, answer: draft.answer };
    case 'fill_gap':
      return draft.hint.trim() ? { type, prompt, answers: draft.answers, hint: draft.hint } : { type, prompt, answers: draft.answers };
    case 'order_words':
      return { type, prompt, words: draft.words };
    default:
      return { type, prompt, pairs: draft.pairs };
  }
}

/** Limits of the content format (contracts' practiceTaskSchema): rows to add or remove. */
const ROWS = { options: [2, 5], answers: [1, 6], words: [3, 10], pairs: [3, 6] } as const;

interface TaskFieldsProps {
  draft: TaskDraft;
  errors: Record<string, string>;
  onChange: (draft: TaskDraft) => void;
}

/** The type's own fields under the prompt. */
export function TaskFields({ draft, errors, onChange }: TaskFieldsProps) {
  const { t } = useTranslation('adminContent');
  const set = (patch: Partial<TaskDraft>) => onChange({ ...draft, ...patch });
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('exercises.prompt')}
        hint={draft.type === 'fill_gap' ? t('exercises.gapHint') : undefined}
        value={draft.prompt}
        onValueChange={(prompt) => set({ prompt })}
        error={errors['task.prompt']}
      />
      {draft.type === 'multiple_choice' ? (
        <>
          <TextRows
            name="options"
            values={draft.options}
            errors={errors}
            onChange={(options) => set({ options, answer: Math.min(draft.answer, Math.max(0, options.length - 1)) })}
          />
          <SelectField
            label={t('exercises.answer')}
            value={String(draft.answer)}
            onValueChange={(value) => set({ answer: Number(value) })}
            options={draft.options.map((option, i) => ({
              value: String(i),
              label: option || t('exercises.optionNumber', { number: i + 1 }),
            }))}
            error={errors['task.answer']}
          />
        </>
      ) : null}
      {draft.type === 'fill_gap' ? (
        <>
          <TextRows name="answers" values={draft.answers} errors={errors} onChange={(answers) => set({ answers })} />
          <TextField label={t('exercises.hint')} value={draft.hint} onValueChange={(hint) => set({ hint })} error={errors['task.hint']} />
        </>
      ) : null}
      {draft.type === 'order_words' ? (
        <TextRows name="words" values={draft.words} errors={errors} onChange={(words) => set({ words })} />
      ) : null}
      {draft.type === 'match_pairs' ? <PairRows pairs={draft.pairs} errors={errors} onChange={(pairs) => set({ pairs })} /> : null}
    </div>
  );
}

function TextRows({
  name,
  values,
  errors,
  onChange,
}: {
  name: 'options' | 'answers' | 'words';
  values: string[];
  errors: Record<string, string>;
  onChange: (values: string[]) => void;
}) {
  const { t } = useTranslation('adminContent');
  const [min, max] = ROWS[name];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t(`exercises.${name}.legend`)}</legend>
      {errors[`task.${name}`] ? <p className="text-sm font-medium text-red-700">{errors[`task.${name}`]}</p> : null}
      <ol className="flex flex-col gap-2">
        {values.map((value, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions of one list; their text is what changes.
          <li key={index} className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={t(`exercises.${name}.row`, { number: index + 1 })}
              value={value}
              onValueChange={(text) => onChange(values.map((v, i) => (i === index ? text : v)))}
              error={errors[`task.${name}.${index}`]}
            />
            {values.length > min ? (
              <Button
                variant="ghost"
                aria-label={t(`exercises.${name}.remove`, { number: index + 1 })}
                onClick={() => onChange(values.filter((_, i) => i !== index))}
              >
                {t('remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {values.length < max ? (
        <Button variant="secondary" className="self-start" onClick={() => onChange([...values, ''])}>
          {t(`exercises.${name}.add`)}
        </Button>
      ) : null}
    </fieldset>
  );
}

function PairRows({
  pairs,
  errors,
  onChange,
}: {
  pairs: [string, string][];
  errors: Record<string, string>;
  onChange: (pairs: [string, string][]) => void;
}) {
  const { t } = useTranslation('adminContent');
  const [min, max] = ROWS.pairs;
  const setSide = (index: number, side: 0 | 1, text: string) =>
    onChange(pairs.map((pair, i) => (i === index ? ((side === 0 ? [text, pair[1]] : [pair[0], text]) as [string, string]) : pair)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('exercises.pairs.legend')}</legend>
      {errors['task.pairs'] ? <p className="text-sm font-medium text-red-700">{errors['task.pairs']}</p> : null}
      <ol className="flex flex-col gap-3">
        {pairs.map((pair, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions of one list; their text is what changes.
          <li key={index} className="grid items-end gap-2 smw:grid-cols-[1fr_1fr_auto]">
            <TextField
              label={t('exercises.pairs.left', { number: index + 1 })}
              value={pair[0]}
              onValueChange={(text) => setSide(index, 0, text)}
              error={errors[`task.pairs.${index}.0`]}
            />
            <TextField
              label={t('exercises.pairs.right', { number: index + 1 })}
              value={pair[1]}
              onValueChange={(text) => setSide(index, 1, text)}
              error={errors[`task.pairs.${index}.1`]}
            />
            {pairs.length > min ? (
              <Button
                variant="ghost"
                aria-label={t('exercises.pairs.remove', { number: index + 1 })}
                onClick={() => onChange(pairs.filter((_, i) => i !== index))}
              >
                {t('remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {pairs.length < max ? (
        <Button variant="secondary" className="self-start" onClick={() => onChange([...pairs, ['', '']])}>
          {t('exercises.pairs.add')}
        </Button>
      ) : null}
    </fieldset>
  );
}
