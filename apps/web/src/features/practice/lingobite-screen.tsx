import { LINGOBITE_MAX_TRIES } from '@parla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { dataOf } from '../../shared/data/data-state.ts';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { ANSWER_LINGOBITE_TASK, PRACTICE_SEQUENCE, type SequenceData } from './practice-documents.ts';
import { practicePath } from './practice-links.ts';
import { LingobiteTaskPanel } from './lingobite-task.tsx';
import { RatePracticeButton } from './practice-review-dialog.tsx';

type Phase = 'intro' | 'stages' | 'outro';

/**
 * lingobites/{lessonId} (001 §2, §4, §9): a Lingobite of about ten minutes: intro, stages of short
 * tasks (3 tries each, then the answer is shown), outro with the saved score; leaving asks first.
 */
export function LingobiteScreen() {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const navigate = useNavigate();
  const { lessonId = '' } = useParams();
  const query = useDataQuery({ query: PRACTICE_SEQUENCE, variables: { lessonId } });
  const [latest, setLatest] = useState<SequenceData | null>(null);
  const [phase, setPhase] = useState<Phase>('intro');
  const [exitOpen, setExitOpen] = useState(false);
  const [, answer] = useMutation(ANSWER_LINGOBITE_TASK);
  const sequence = latest ?? dataOf(query.state)?.practiceSequence ?? null;
  const leave = () => navigate(practicePath(locale));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex items-center justify-between gap-3">
        <PageTitle>{sequence?.title ?? t('lingobite.title')}</PageTitle>
        <Button variant="ghost" onClick={() => (phase === 'stages' ? setExitOpen(true) : leave())}>
          {t('lingobite.exit')}
        </Button>
      </div>
      <QueryState query={query} skeleton={<Skeleton lines={5} barClassName="h-12" className="min-h-[22rem] gap-3" />}>
        {() =>
          sequence ? (
            phase === 'intro' ? (
              <Card className="flex flex-col gap-4">
                <h2 className="text-xl font-semibold text-slate-900">{t('lingobite.introTitle')}</h2>
                <p className="text-slate-800">{sequence.intro}</p>
                <p className="text-sm text-slate-700">
                  {t('lingobite.introFacts', { stages: sequence.stages.length, tries: LINGOBITE_MAX_TRIES })}
                </p>
                <Button className="self-start" onClick={() => setPhase(allFinished(sequence) ? 'outro' : 'stages')}>
                  {sequence.completedAt ? t('lingobite.seeScore') : t('lingobite.start')}
                </Button>
              </Card>
            ) : phase === 'stages' ? (
              <LingobiteTaskPanel
                sequence={sequence}
                onAnswer={async (stage, task, given) => {
                  const res = await answer({ lessonId, stage, task, answer: given }, { notifyErrors: false });
                  if (res.data?.answerLingobiteTask) setLatest(res.data.answerLingobiteTask);
                  return res;
                }}
                onDone={() => setPhase('outro')}
              />
            ) : (
              <Card className="flex flex-col gap-4">
                <h2 className="text-xl font-semibold text-slate-900">{t('lingobite.outroTitle')}</h2>
                <p className="text-slate-800">{sequence.outro}</p>
                {sequence.score != null ? (
                  <p className="text-2xl font-bold text-slate-900" data-testid="lingobite-score">
                    {t('lingobite.score', { score: Math.round(sequence.score) })}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-3">
                  <Button onClick={leave}>{t('lingobite.finish')}</Button>
                  <RatePracticeButton kind="practice_sequence" lessonId={sequence.lessonId} />
                </div>
              </Card>
            )
          ) : null
        }
      </QueryState>
      <Dialog
        open={exitOpen}
        onClose={() => setExitOpen(false)}
        title={t('lingobite.exitTitle')}
        description={t('lingobite.exitText')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setExitOpen(false)}>
              {t('lingobite.stay')}
            </Button>
            <Button variant="danger" onClick={leave}>
              {t('lingobite.leave')}
            </Button>
          </>
        }
      />
    </div>
  );
}

export function allFinished(sequence: SequenceData): boolean {
  return sequence.stages.every((s) => s.tasks.every((task) => task.finished));
}
