import { type ClassWord, parseClassWords } from '@parla/domain';
import { and, eq, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { practiceVocabularyItems } from '../../db/schema/index.ts';

/** Who keeps the class's words: the students who were there, even if they left early. */
const KEEPS_WORDS = new Set(['attended', 'incomplete']);

export interface ClassWordsSource {
  classId: string;
  lessonId: string;
  /** The log's texts; none when the class did not take place (no-show, technical problem, missed). */
  notes: string | null;
  resources: string | null;
  /** Each booked student's attendance as the log now says. */
  attendance: ReadonlyMap<string, string | null>;
}

/**
 * Cards from class (decision 078): the words listed in the log become vocabulary items of the
 * class's lesson, one row per attending student, keyed by (class, student, word). Runs in the
 * class log's transaction under its class row lock, so two submissions of the same log queue up;
 * the unique key backs that. An edit keeps the rows (ids, so FSRS cards) of words that stay,
 * updates their meaning, and deletes the rest: dropped words and absent students' words.
 */
export async function syncClassWords(tx: Tx, source: ClassWordsSource): Promise<ClassWord[]> {
  const words = parseClassWords(source.notes, source.resources);
  const attendees = [...source.attendance].filter(([, a]) => a !== null && KEEPS_WORDS.has(a)).map(([id]) => id);
  const t = practiceVocabularyItems;
  const keys = words.map((w) => w.key);
  await tx
    .delete(t)
    .where(
      and(
        eq(t.classId, source.classId),
        or(attendees.length ? notInArray(t.studentId, attendees) : sql`true`, keys.length ? notInArray(t.classWordKey, keys) : sql`true`),
      ),
    );
  if (words.length === 0 || attendees.length === 0) return words;
  const rows = attendees.flatMap((studentId) =>
    words.map((word, i) => ({
      lessonId: source.lessonId,
      position: i + 1,
      term: word.term,
      wordClass: word.term.includes(' ') ? 'phrase' : 'other',
      sentence: '',
      // The teacher writes one meaning in one language: it is the translation in every display language.
      translation: { en: word.meaning, de: word.meaning },
      sentenceTranslation: { en: '', de: '' },
      classId: source.classId,
      studentId,
      classWordKey: word.key,
    })),
  );
  await tx
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: [t.classId, t.studentId, t.classWordKey],
      set: {
        term: sql`excluded.term`,
        position: sql`excluded.position`,
        wordClass: sql`excluded.word_class`,
        translation: sql`excluded.translation`,
      },
    });
  return words;
}
