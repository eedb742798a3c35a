/**
 * Cards from class (issue 17 "Beyond the anchors", decision 078): the words a teacher lists in a
 * class log's notes or resources, one per line as "word - meaning". The format forgives what
 * teachers type by habit: a list bullet or number in front, an en or em dash, "=" or a tab as the
 * separator, extra spaces, the same word twice. Lines without a separator are prose and ignored,
 * and so are lines whose word part reads like a sentence (more than six words), so notes such as
 * "Anna was tired - we did less grammar" do not become cards.
 */

export interface ClassWord {
  /** The word or phrase as the teacher wrote it. */
  term: string;
  /** Its meaning, in whatever language the teacher wrote it. */
  meaning: string;
  /** Lower case, single spaces: a word edited from "Tschüss" to "tschüss" keeps its card. */
  key: string;
}

export const CLASS_WORD_LIMITS = { words: 40, termChars: 60, termWords: 6, meaningChars: 120 } as const;

/** " - ", " – ", " — ", " = " (spaces optional around the dashes that are never inside a word) or a tab. */
const SEPARATOR = /\s+-\s+|\s*[–—=]\s*|\t+/;
const BULLET = /^\s*(?:[-*•·]|\d{1,2}[.)])\s+/;

export const classWordKey = (term: string): string => term.normalize('NFC').toLocaleLowerCase('de').replace(/\s+/g, ' ').trim();

export function parseClassWordLine(line: string): ClassWord | null {
  const text = line.normalize('NFC').replace(BULLET, '').trim();
  const match = SEPARATOR.exec(text);
  if (!match || match.index === 0) return null;
  const term = text.slice(0, match.index).replace(/\s+/g, ' ').trim();
  const meaning = text
    .slice(match.index + match[0].length)
    .replace(/\s+/g, ' ')
    .trim();
  if (!term || !meaning) return null;
  if (term.length > CLASS_WORD_LIMITS.termChars || term.split(' ').length > CLASS_WORD_LIMITS.termWords) return null;
  if (meaning.length > CLASS_WORD_LIMITS.meaningChars) return null;
  return { term, meaning, key: classWordKey(term) };
}

/** The words of a class log's texts, in the order written, each word once, at most 40. */
export function parseClassWords(...texts: readonly (string | null | undefined)[]): ClassWord[] {
  const seen = new Set<string>();
  const words: ClassWord[] = [];
  for (const text of texts) {
    for (const line of (text ?? '').split(/\r?\n/)) {
      const word = parseClassWordLine(line);
      if (!word || seen.has(word.key)) continue;
      seen.add(word.key);
      words.push(word);
      if (words.length === CLASS_WORD_LIMITS.words) return words;
    }
  }
  return words;
}
