import { type ReviewCard, wordStatus } from '@parla/domain';
import { type SQL, and, eq, isNull, or } from 'drizzle-orm';
import { type DisplayText, practiceVocabularyItems, type vocabularyCards } from '../../db/schema/index.ts';

type ItemRow = typeof practiceVocabularyItems.$inferSelect;
type CardRow = typeof vocabularyCards.$inferSelect;

/** 001 §3 Vocabulary item as one student sees it, with the FSRS state that drives the trainer. */
export interface VocabularyItemView {
  id: string;
  lessonId: string;
  title: string;
  plural: string | null;
  wordClass: string;
  gender: string | null;
  sampleSentenceOne: string;
  translation: DisplayText;
  sentenceTranslation: DisplayText;
  audioUrls: string[];
  status: 'new' | 'reviewing' | 'known';
  level: number | null;
  /** Reviews so far: the client sends it back with its answer (a stale second answer is refused). */
  reps: number;
  due: Date | null;
  lastReviewed: Date | null;
  /** Reviewed and not due again yet: done for now. */
  isCompleted: boolean;
  /** A word the teacher listed in the student's class log: the class's start ("from your class on ..."). */
  fromClassAt: Date | null;
}

/** A word an admin removed is hidden from every list, quiz and queue; its cards stay (decision 104). */
export const notRemoved: SQL = isNull(practiceVocabularyItems.removedAt);

/** The words a student may see: the catalogue's and their own from class, never another student's, never a removed one. */
export const visibleTo = (studentId: string): SQL =>
  and(or(isNull(practiceVocabularyItems.studentId), eq(practiceVocabularyItems.studentId, studentId)), notRemoved)!;

export const cardOf = (row: CardRow): ReviewCard => ({
  due: row.due,
  stability: row.stability,
  difficulty: row.difficulty,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  learningSteps: row.learningSteps,
  lastReview: row.lastReview,
});

export function vocabularyView(item: ItemRow, card: CardRow | null, now: Date, fromClassAt: Date | null = null): VocabularyItemView {
  const { status, level } = card ? { status: card.status as VocabularyItemView['status'], level: card.level } : wordStatus(null);
  return {
    id: item.id,
    lessonId: item.lessonId,
    title: item.term,
    plural: item.plural,
    wordClass: item.wordClass,
    gender: item.gender,
    sampleSentenceOne: item.sentence,
    translation: item.translation,
    sentenceTranslation: item.sentenceTranslation,
    audioUrls: item.audioUrl ? [item.audioUrl] : [],
    status,
    level,
    reps: card?.reps ?? 0,
    due: card?.due ?? null,
    lastReviewed: card?.lastReview ?? null,
    isCompleted: card !== null && card.reps > 0 && card.due.getTime() > now.getTime(),
    fromClassAt,
  };
}
