import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { GoalDialog } from './goal-dialog.tsx';
import { WEEKLY_GOAL, WEEKLY_GOAL_TYPENAMES, type WeeklyGoal } from './goals-documents.ts';

/**
 * Today's weekly goal (issue 18, decision 085): classes attended this week against the goal, in
 * the student's zone and week start, the streak of weeks met, and words learned against the words
 * goal. Lazy on Today with its own small query; the dialog sets both goals.
 */
export function WeeklyGoalCard() {
  const { t } = useTranslation('goals');
  const query = useDataQuery({ query: WEEKLY_GOAL, context: WEEKLY_GOAL_TYPENAMES });
  const [editing, setEditing] = useState(false);
  return (
    <QueryState
      query={query}
      skeleton={<Skeleton lines={3} barClassName="h-6" className="min-h-40 gap-3 rounded-2xl border border-slate-200 bg-white p-6" />}
    >
      {({ weeklyGoal: goal, wordsLearnedThisWeek }) => (
        <Card role="region" aria-labelledby="weekly-goal-heading" className="flex flex-col gap-4" data-testid="weekly-goal-card">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="weekly-goal-heading" className="text-xl font-semibold text-slate-900">
              {t('card.title')}
            </h2>
            {goal.level ? (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('card.change')}
              </Button>
            ) : null}
          </div>
          {goal.level ? <GoalProgress goal={goal} wordsLearned={wordsLearnedThisWeek} /> : <NoGoalYet onSet={() => setEditing(true)} />}
          <GoalDialog open={editing} goal={goal} onClose={() => setEditing(false)} />
        </Card>
      )}
    </QueryState>
  );
}

function NoGoalYet({ onSet }: { onSet: () => void }) {
  const { t } = useTranslation('goals');
  return (
    <>
      <p className="text-slate-800">{t('card.noGoal')}</p>
      <Button className="self-start" onClick={onSet}>
        {t('card.set')}
      </Button>
    </>
  );
}

function GoalProgress({ goal, wordsLearned }: { goal: WeeklyGoal; wordsLearned: number }) {
  const { t } = useTranslation('goals');
  const viewer = useViewerTime();
  const target = goal.classesPerWeek ?? 1;
  const lastDay = new Date(new Date(goal.weekEnd).getTime() - 1);
  const missing = Math.max(target - goal.attended - goal.planned, 0);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {t('card.week', {
          from: viewer.dateTime(goal.weekStart, { dateOnly: true, dateStyle: 'medium' }),
          to: viewer.dateTime(lastDay, { dateOnly: true, dateStyle: 'medium' }),
          level: t(`levels.${goal.level}`),
        })}
      </p>
      <Meter
        // "6 of 2 classes" reads wrong: past the goal, the count and the goal are said apart.
        label={t(goal.attended > target ? 'card.classesBeyond' : 'card.classes', { count: goal.attended, goal: target })}
        value={goal.attended}
        max={target}
        testId="weekly-goal-classes"
      />
      <p className="text-slate-800" data-testid="weekly-goal-status">
        {goal.met
          ? t('card.met')
          : goal.planned > 0
            ? t('card.planned', { count: goal.planned })
            : t('card.toGo', { count: target - goal.attended })}
      </p>
      <p className="font-medium text-slate-900" data-testid="weekly-goal-streak">
        {goal.streak > 0 ? t('card.streak', { count: goal.streak }) : t('card.noStreak')}
      </p>
      {!goal.met && missing > 0 ? (
        <Link to={buildPath(studentPaths.booking, { locale: viewer.locale })} className={buttonClass('primary', 'self-start')}>
          {t('card.book', { count: missing })}
        </Link>
      ) : null}
      {goal.wordsGoal ? (
        <Meter
          label={t('card.words', { count: wordsLearned, goal: goal.wordsGoal })}
          value={wordsLearned}
          max={goal.wordsGoal}
          testId="weekly-goal-words"
        />
      ) : (
        <p className="text-sm text-slate-700">{t('card.noWordsGoal')}</p>
      )}
    </div>
  );
}

/** A labelled bar; the text says the numbers, the bar only shows them. */
function Meter({ label, value, max, testId }: { label: string; value: number; max: number; testId: string }) {
  const percent = Math.min(100, Math.round((value / Math.max(max, 1)) * 100));
  return (
    <div className="flex flex-col gap-1" data-testid={testId}>
      <span className="text-slate-900">{label}</span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${value >= max ? 'bg-emerald-600' : 'bg-brand-700'}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
