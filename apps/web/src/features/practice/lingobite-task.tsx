import { LINGOBITE_MAX_TRIES } from '@parla/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import type { SequenceData } from './practice-documents.ts';
import { PoliteAnnouncement, useFocusWhenChanged } from './answer-feedback-focus.tsx';
import { ReportErrorButton } from './report-error-dialog.tsx';
import { type TaskAnswer, TaskAnswerForm, answerText } from './task-answer-form.tsx';

type Task = SequenceData['stages'][number]['tasks'][number];

/**
 * The current task of a Lingobite: the first one not finished. After an answer it stays on that
 * task to say how it went (try again with the tries left, or right, or the answer after the third
 * try) until the student moves on.
 */
export function LingobiteTaskPanel(props: {
  sequence: SequenceData;
  onAnswer: (stage: number, task: number, answer: TaskAnswer) => Promise<unknown>;
  onDone: () => void;
}) {
  const { sequence, onAnswer, onDone } = props;
  const { t } = useTranslation('practice');
  const tasks = sequence.stages.flatMap((s) => s.tasks);
  const [shown, setShown] = useState<{ stage: number; task: number } | null>(null);
  const current: Task | undefined = shown
    ? tasks.find((x) => x.stage === shown.stage && x.task === shown.task)
    : tasks.find((x) => !x.finished);
  // A wrong try redraws the task empty: the "try again" line takes the focus the Check button had.
  const tryAgainRef = useRef<HTMLParagraphElement>(null);
  const retrying = current && !current.finished && current.tries > 0;
  useFocusWhenChanged(tryAgainRef, retrying ? `${current.stage}-${current.task}-${current.tries}` : null);
  if (!current) {
    return (
      <Card className="flex flex-col items-start gap-3">
        <p>{t('lingobite.allAnswered')}</p>
        <Button onClick={onDone}>{t('lingobite.toOutro')}</Button>
      </Card>
    );
  }
  const stage = sequence.stages[current.stage];
  const answerShown = t('lingobite.answerShown', {
    answer: current.correctAnswer ? answerText(current.prompt, current.correctAnswer) : '',
  });
  const tryAgain = t('lingobite.tryAgain', { count: LINGOBITE_MAX_TRIES - current.tries });
  const announcement = current.finished ? (current.solved ? t('lingobite.right') : answerShown) : retrying ? tryAgain : '';
  const position = tasks.indexOf(current) + 1;
  const next = () => {
    setShown(null);
    if (tasks.every((x) => x.finished)) onDone();
  };
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          {t('lingobite.stageOf', { n: current.stage + 1, total: sequence.stages.length, title: stage.title })}
        </p>
        <ReportErrorButton target="lingobite" targetId={`${sequence.id}`} />
      </div>
      <PoliteAnnouncement text={announcement} />
      <progress aria-label={t('lingobite.progress')} max={tasks.length} value={position - 1} className="h-2 w-full accent-brand-700" />
      {current.finished ? (
        <div className="flex flex-col gap-3">
          <p className="text-lg font-medium text-slate-900">{current.prompt.prompt}</p>
          {current.solved ? (
            <p className="font-semibold text-emerald-800">{t('lingobite.right')}</p>
          ) : (
            <p className="font-semibold text-red-800" data-testid="lingobite-answer">
              {answerShown}
            </p>
          )}
          <Button className="self-start" onClick={next} autoFocus>
            {t('lingobite.next')}
          </Button>
        </div>
      ) : (
        <>
          {current.tries > 0 ? (
            <p ref={tryAgainRef} tabIndex={-1} className="rounded font-semibold text-amber-900 focus-visible:outline-2">
              {tryAgain}
            </p>
          ) : null}
          <TaskAnswerForm
            key={`${current.stage}-${current.task}-${current.tries}`}
            task={current.prompt}
            onAnswer={async (answer) => {
              setShown({ stage: current.stage, task: current.task });
              return onAnswer(current.stage, current.task, answer);
            }}
          />
        </>
      )}
    </Card>
  );
}
