import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/forms/use-form.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import type { TaskPromptData } from './practice-documents.ts';

/** The answer as the TaskAnswerInput of schema.graphql: the field of the task's type. */
export interface TaskAnswer {
  choice?: number | null;
  text?: string | null;
  words?: string[] | null;
  pairs?: { left: string; right: string }[] | null;
}

interface Values {
  choice: number | null;
  text: string;
  /** order_words: indexes into the shuffled words, in the order chosen. */
  order: number[];
  /** match_pairs: the right-hand word chosen for each left-hand one. */
  pairs: Record<string, string>;
}

const EMPTY: Values = { choice: null, text: '', order: [], pairs: {} };

function answerOf(task: TaskPromptData, values: Values): TaskAnswer {
  switch (task.type) {
    case 'multiple_choice':
      return { choice: values.choice };
    case 'fill_gap':
      return { text: values.text.trim() };
    case 'order_words':
      return { words: values.order.map((i) => task.words?.[i] ?? '') };
    case 'match_pairs':
      return { pairs: (task.left ?? []).map((left) => ({ left, right: values.pairs[left] ?? '' })) };
  }
}

function missingAnswer(task: TaskPromptData, values: Values): boolean {
  switch (task.type) {
    case 'multiple_choice':
      return values.choice == null;
    case 'fill_gap':
      return values.text.trim() === '';
    case 'order_words':
      return values.order.length < (task.words?.length ?? 0);
    case 'match_pairs':
      return (task.left ?? []).some((left) => !values.pairs[left]);
  }
}

/**
 * One task of the four types (multiple choice, fill the gap, order the words, match pairs) with
 * its check button; the server checks the answer. Give it a `key` per task and try so it starts empty.
 */
export function TaskAnswerForm(props: {
  task: TaskPromptData;
  onAnswer: (answer: TaskAnswer) => Promise<unknown>;
  submitLabel?: string;
  disabled?: boolean;
}) {
  const { task, onAnswer, submitLabel, disabled } = props;
  const { t } = useTranslation('practice');
  const promptId = useId();
  const form = useForm<Values>({ ...EMPTY }, { validate: (v) => ({ answer: missingAnswer(task, v) ? t('task.answerFirst') : undefined }) });
  const { values } = form;
  const submit = form.handleSubmit((v) => onAnswer(answerOf(task, v)));
  const error = form.errors.answer ?? form.formError;
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby={promptId}>
      <p id={promptId} className="text-lg font-medium text-slate-900">
        {task.prompt}
      </p>
      {task.type === 'multiple_choice' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('task.chooseOne')}</legend>
          {(task.options ?? []).map((option, i) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
            >
              <input
                type="radio"
                name="choice"
                checked={values.choice === i}
                disabled={disabled}
                onChange={() => form.setField('choice', i)}
                className="h-5 w-5 accent-brand-700"
              />
              <span>{option}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {task.type === 'fill_gap' ? (
        <TextField
          label={t('task.gapLabel')}
          hint={task.hint ?? undefined}
          value={values.text}
          disabled={disabled}
          autoComplete="off"
          onValueChange={(v) => form.setField('text', v)}
        />
      ) : null}
      {task.type === 'order_words' ? (
        <OrderWords words={task.words ?? []} order={values.order} disabled={disabled} onOrder={(o) => form.setField('order', o)} />
      ) : null}
      {task.type === 'match_pairs' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {(task.left ?? []).map((left) => (
            <SelectField
              key={left}
              label={left}
              value={values.pairs[left] ?? ''}
              disabled={disabled}
              placeholder={t('task.pickMatch')}
              options={(task.right ?? []).map((right) => ({ value: right, label: right }))}
              onValueChange={(right) => form.setField('pairs', { ...values.pairs, [left]: right })}
            />
          ))}
        </div>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" busy={form.submitting} disabled={disabled} className="self-start">
        {submitLabel ?? t('task.check')}
      </Button>
    </form>
  );
}

/** Order the words: each word a button that appends it; the sentence so far with a way back. */
function OrderWords(props: { words: readonly string[]; order: number[]; disabled?: boolean; onOrder: (order: number[]) => void }) {
  const { words, order, disabled, onOrder } = props;
  const { t } = useTranslation('practice');
  const sentence = order.map((i) => words[i]).join(' ');
  return (
    <div className="flex flex-col gap-3">
      <p className="min-h-11 rounded-lg border border-dashed border-slate-400 px-4 py-2 text-slate-900" aria-live="polite">
        <span className="sr-only">{t('task.sentenceSoFar')} </span>
        {sentence || <span className="text-slate-600">{t('task.tapWords')}</span>}
      </p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('task.words')}</legend>
        {words.map((word, i) => (
          <Button
            // biome-ignore lint/suspicious/noArrayIndexKey: a word may repeat; its place in the shuffled list is its identity
            key={i}
            variant="secondary"
            disabled={disabled || order.includes(i)}
            onClick={() => onOrder([...order, i])}
          >
            {word}
          </Button>
        ))}
      </fieldset>
      <div className="flex gap-2">
        <Button variant="ghost" disabled={disabled || order.length === 0} onClick={() => onOrder(order.slice(0, -1))}>
          {t('task.undoWord')}
        </Button>
        <Button variant="ghost" disabled={disabled || order.length === 0} onClick={() => onOrder([])}>
          {t('task.clearWords')}
        </Button>
      </div>
    </div>
  );
}

/** A stored answer in words: what the student gave or what was right. */
export function answerText(
  task: TaskPromptData,
  answer: {
    choice?: number | null;
    text?: string | null;
    words?: readonly string[] | null;
    pairs?: readonly { left: string; right: string }[] | null;
  },
): string {
  if (answer.choice != null) return task.options?.[answer.choice] ?? '';
  if (answer.text != null) return answer.text;
  if (answer.words) return answer.words.join(' ');
  if (answer.pairs) return answer.pairs.map((p) => `${p.left} – ${p.right}`).join(', ');
  return '';
}
