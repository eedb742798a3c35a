import { DEFAULT_PLACEMENT_CONFIG } from '@parla/domain';
import type { PlacementClaimOutcome, placementAttempts } from '../../db/schema/index.ts';
import type { PlacementBank } from './placement-items.ts';

/** The item being asked: never its answer or explanation. */
export interface PlacementItemView {
  id: string;
  skill: string;
  passage: string | null;
  prompt: string;
  options: string[];
  /** 1-based position in the test. */
  number: number;
}

/** One answered item, shown with the result: what was asked, chosen and right, and why. */
export interface PlacementReviewView {
  itemId: string;
  level: string;
  skill: string;
  prompt: string;
  options: string[];
  chosenIndex: number;
  answerIndex: number;
  correct: boolean;
  explanation: string;
}

export interface PlacementResultView {
  level: string;
  sublevel: number;
  correctCount: number;
  answeredCount: number;
  /** The i18n key of what a student at this level can do (the `cefr` namespace, an array). */
  canDoKey: string;
  review: PlacementReviewView[];
}

export interface PlacementAttemptView {
  id: string;
  section: string;
  state: 'in_progress' | 'finished';
  answeredCount: number;
  maxItems: number;
  currentItem: PlacementItemView | null;
  result: PlacementResultView | null;
  claimed: boolean;
  claimOutcome: PlacementClaimOutcome | null;
  startedAt: Date;
  finishedAt: Date | null;
}

type AttemptRow = typeof placementAttempts.$inferSelect & { sectionSlug: string };

export function attemptView(row: AttemptRow, bank: PlacementBank): PlacementAttemptView {
  const current = row.currentItemId ? bank.byId.get(row.currentItemId) : undefined;
  const finished = row.state === 'finished' && row.resultLevel !== null;
  return {
    id: row.id,
    section: row.sectionSlug,
    state: row.state,
    answeredCount: row.answers.length,
    maxItems: DEFAULT_PLACEMENT_CONFIG.maxItems,
    currentItem:
      current && !finished
        ? {
            id: current.id,
            skill: current.skill,
            passage: current.passage ?? null,
            prompt: current.prompt,
            options: current.options,
            number: row.answers.length + 1,
          }
        : null,
    result: finished
      ? {
          level: row.resultLevel ?? 'A1',
          sublevel: row.resultSublevel ?? 1,
          correctCount: row.answers.filter((a) => a.correct).length,
          answeredCount: row.answers.length,
          canDoKey: `cefr:levels.${row.resultLevel}.canDo`,
          review: row.answers.flatMap((answer) => {
            const item = bank.byId.get(answer.itemId);
            if (!item) return [];
            return [
              {
                itemId: item.id,
                level: item.level,
                skill: item.skill,
                prompt: item.prompt,
                options: item.options,
                chosenIndex: answer.optionIndex,
                answerIndex: item.answer,
                correct: answer.correct,
                explanation: item.explanation,
              },
            ];
          }),
        }
      : null,
    claimed: row.claimedAt !== null,
    claimOutcome: row.claimOutcome,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}
