import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Card } from '../../shared/ui/card.tsx';
import { type ExerciseData, SUBMIT_EXERCISE_ANSWER } from './practice-documents.ts';
import { PoliteAnnouncement, useFocusWhenChanged } from './answer-feedback-focus.tsx';
import { ReportErrorButton } from './report-error-dialog.tsx';
import { TaskAnswerForm, answerText } from './task-answer-form.tsx';

const INLINE = { notifyErrors: false };

/**
 * One exercise: its task until answered, then right or wrong, the right answer and why.
 * `onAnswered` hands the checked exercise to a page that keeps its own snapshot (daily set, quiz trainer).
 */
export function ExerciseCard({
  exercise,
  number,
  onAnswered,
}: {
  exercise: ExerciseData;
  number: number;
  onAnswered?: (answered: ExerciseData) => void;
}) {
  const { t } = useTranslation('practice');
  const [, submit] = useMutation(SUBMIT_EXERCISE_ANSWER);
  const feedback = exercise.feedback;
  const resultRef = useRef<HTMLParagraphElement>(null);
  // Answered here (not loaded answered): the result takes the focus the Check button had.
  useFocusWhenChanged(resultRef, feedback ? exercise.id : null);
  const result = feedback ? t(feedback.correct ? 'exercises.correct' : 'exercises.wrong') : '';
  return (
    <Card className="flex flex-col gap-4" aria-label={t('exercises.number', { number })}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-700">
          {t('exercises.number', { number })}
          {/* Many titles repeat the prompt shown just below: say it once. */}
          {exercise.title && exercise.title !== exercise.task.prompt ? ` · ${exercise.title}` : ''}
        </h2>
        <ReportErrorButton target="exercise" targetId={exercise.id} />
      </div>
      <PoliteAnnouncement text={result} />
      {feedback ? (
        <div className="flex flex-col gap-2" data-testid="exercise-feedback">
          <p className="text-lg font-medium text-slate-900">{exercise.task.prompt}</p>
          <p
            ref={resultRef}
            tabIndex={-1}
            className={`rounded font-semibold focus-visible:outline-2 ${feedback.correct ? 'text-emerald-800' : 'text-red-800'}`}
          >
            {result}
          </p>
          <p className="text-slate-800">{t('exercises.yourAnswer', { answer: answerText(exercise.task, feedback.answer) })}</p>
          {feedback.correct ? null : (
            <p className="text-slate-800">{t('exercises.rightAnswer', { answer: answerText(exercise.task, feedback.correctAnswer) })}</p>
          )}
          <p className="rounded-lg bg-slate-50 p-3 text-slate-800">{feedback.explanation}</p>
        </div>
      ) : (
        <TaskAnswerForm
          key={`${exercise.id}-${exercise.attempts}`}
          task={exercise.task}
          onAnswer={(answer) =>
            submit({ exerciseId: exercise.id, answer }, INLINE).then((res) => {
              if (res.data) onAnswered?.(res.data.submitExerciseAnswer);
              return res;
            })
          }
        />
      )}
    </Card>
  );
}
