import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { useForm } from '../../shared/forms/use-form.ts';

export interface QuestionItem {
  id: string;
  skill: string;
  passage: string | null;
  prompt: string;
  options: readonly string[];
  number: number;
}

/** A gap written ___ in the item: a visible line, read out as "blank". */
function PromptText({ text }: { text: string }) {
  const { t } = useTranslation('placement');
  const parts = text.split(/_{3,}/);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
        <span key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              <span className="sr-only">{t('test.blank')}</span>
              <span aria-hidden="true" className="mx-1 inline-block w-16 border-b-2 border-slate-500 align-baseline" />
            </>
          ) : null}
        </span>
      ))}
    </>
  );
}

/**
 * One item at a time (issue 16): the passage of a reading item above its question, the options as
 * radio buttons (arrow keys choose, Enter answers), the progress. Focus moves to each new question.
 */
export function PlacementQuestion(props: {
  item: QuestionItem;
  answered: number;
  maxItems: number;
  busy: boolean;
  error: string | null;
  /** The language tested (BCP 47): screen readers read the item in it. */
  lang: string;
  onAnswer: (optionIndex: number) => void;
}) {
  const { item, answered, maxItems, busy, error, lang, onAnswer } = props;
  const { t } = useTranslation('placement');
  const form = useForm<{ choice: number | null }>({ choice: null });
  const { choice } = form.values;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (item.number > 1) heading.current?.focus();
  }, [item.number]);
  const submit = form.handleSubmit(async (values) => {
    if (values.choice !== null) onAnswer(values.choice);
  });
  const legendId = `question-${item.id}`;
  return (
    <form ref={form.formRef} onSubmit={submit} className="flex flex-col gap-5" aria-describedby="test-progress" data-item-id={item.id}>
      <div className="flex flex-col gap-2">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          {t('test.questionHeading', { number: item.number, max: maxItems })}
        </h2>
        <p id="test-progress" className="text-sm text-slate-700">
          {t('test.progress', { answered, max: maxItems })} · {t(`skills.${item.skill}`)}
        </p>
        <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div
            className="h-full rounded-full bg-brand-700 transition-[width]"
            style={{ width: `${Math.round((answered / maxItems) * 100)}%` }}
          />
        </div>
      </div>
      {item.passage ? (
        <Card className="bg-slate-50">
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-700">{t('test.passage')}</h3>
          <p lang={lang} className="leading-relaxed text-slate-900">
            {item.passage}
          </p>
        </Card>
      ) : null}
      <fieldset className="flex flex-col gap-3" aria-labelledby={legendId}>
        <legend id={legendId} lang={lang} className="mb-3 text-xl font-medium text-slate-900">
          <PromptText text={item.prompt} />
        </legend>
        {item.options.map((option, index) => (
          <label
            // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (the answer is an index)
            key={index}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
          >
            <input
              type="radio"
              name={`answer-${item.id}`}
              value={index}
              checked={choice === index}
              onChange={() => form.setField('choice', index)}
              className="h-5 w-5 accent-brand-700"
            />
            <span lang={lang}>{option}</span>
          </label>
        ))}
      </fieldset>
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={busy} disabled={choice === null}>
          {t('test.next')}
        </Button>
        {choice === null ? <p className="text-sm text-slate-700">{t('test.chooseFirst')}</p> : null}
      </div>
    </form>
  );
}
