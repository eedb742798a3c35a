import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECTIONS, type ModuleLevel, type SectionContent } from '../content/index.ts';
import { DISPLAY_LOCALES, type PracticeTaskContent, missingDisplayTexts } from '@parla/contracts';
import { type LessonPracticeContent, lessonPracticeSchema, practiceContentProblems } from './content-schema.ts';

const here = import.meta.dirname;

/** The lessons that must have practice content (issue 17): every A1 lesson and the A2 module's. */
export const PRACTICE_LEVELS: readonly ModuleLevel[] = ['A1', 'A2'];

export interface PracticeFile {
  section: string;
  level: ModuleLevel;
  /** 1-based position of the lesson in its module. */
  position: number;
  content: LessonPracticeContent;
}

function lessonTitles(section: SectionContent, level: ModuleLevel): string[] {
  const module = section.modules.find((m) => m.level === level);
  return module ? module.chapters.flatMap((c) => c.lessons.map((l) => l.title)) : [];
}

/** `A1-03.json` -> ['A1', 3]. */
function parseName(name: string): [ModuleLevel, number] | null {
  const m = /^(A1|A2|B1|B2|C1|C2)-(\d{2})\.json$/.exec(name);
  return m ? [m[1] as ModuleLevel, Number(m[2])] : null;
}

/**
 * Reads and checks every practice file; throws with every problem found at once. `dir` is this
 * folder by default (the seed); tests pass a fixture folder of the same layout.
 */
export function loadPracticeFiles(dir: string = here): PracticeFile[] {
  const files: PracticeFile[] = [];
  const problems: string[] = [];
  for (const section of SECTIONS) {
    let names: string[] = [];
    try {
      names = readdirSync(join(dir, section.slug)).filter((n) => n.endsWith('.json'));
    } catch {
      continue;
    }
    for (const name of names.sort()) {
      const where = `${section.slug}/${name}`;
      const parsedName = parseName(name);
      if (!parsedName) {
        problems.push(`${where}: name must be <LEVEL>-<NN>.json`);
        continue;
      }
      const [level, position] = parsedName;
      const parsed = lessonPracticeSchema.safeParse(JSON.parse(readFileSync(join(dir, section.slug, name), 'utf8')));
      if (!parsed.success) {
        problems.push(`${where}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
        continue;
      }
      const title = lessonTitles(section, level)[position - 1];
      if (title !== parsed.data.lesson)
        problems.push(`${where}: lesson "${parsed.data.lesson}" is not the module's lesson ${position} ("${title}")`);
      for (const p of practiceContentProblems(parsed.data)) problems.push(`${where}: ${p}`);
      files.push({ section: section.slug, level, position, content: parsed.data });
    }
  }
  if (problems.length > 0) throw new Error(`Practice content problems:\n${problems.join('\n')}`);
  return files;
}

/** The lessons still without a practice file, as `<section>/<LEVEL>-<NN> <title>`. */
export function missingPracticeFiles(files: readonly PracticeFile[]): string[] {
  const have = new Set(files.map((f) => `${f.section}/${f.level}-${f.position}`));
  const missing: string[] = [];
  for (const section of SECTIONS) {
    for (const level of PRACTICE_LEVELS) {
      lessonTitles(section, level).forEach((title, i) => {
        if (!have.has(`${section.slug}/${level}-${i + 1}`))
          missing.push(`${section.slug}/${level}-${String(i + 1).padStart(2, '0')} ${title}`);
      });
    }
  }
  return missing;
}

const TRANSLATED = DISPLAY_LOCALES.filter((lng) => lng !== 'en');

/**
 * The courses whose tasks are worded in English for a learner of another language (decision 124):
 * their instructions and questions need the reader's language. The English courses' tasks are the
 * course language itself and stay as written.
 */
const ENGLISH_COURSES: readonly string[] = ['english', 'business-english'];

/** A task whose prompt is an instruction or a question, not a sentence with a gap. */
const instructed = (task: PracticeTaskContent) => task.type !== 'fill_gap';

/**
 * The texts of the shipped content still without a display language (decision 117), as
 * `<section>/<LEVEL>-<NN>: <text>: fr, ru`: words, sentences and grammar examples, the grammar
 * point, exercise explanations and Lingobite texts, and in the courses of other languages the
 * prompt of every task that is not a gap sentence (decision 124). The seed loads such a file
 * (readers get English), but the content test and the writers' check insist on all five.
 */
export function untranslatedTexts(files: readonly PracticeFile[]): string[] {
  return files.flatMap(({ section, level, position, content }) => {
    const where = `${section}/${level}-${String(position).padStart(2, '0')}`;
    const texts = [
      ...content.vocabulary.flatMap((v) => [[`"${v.term}"`, v.translation] as const, [`"${v.sentence}"`, v.sentenceTranslation] as const]),
      ...(content.grammar?.examples ?? []).map((e) => [`"${e.text}"`, e.translation] as const),
    ];
    const explained = [
      ...(content.grammar ? [['grammar', content.grammar.translations] as const] : []),
      ...content.exercises.map((e, i) => [`exercise ${i + 1}`, e.translations] as const),
      ['lingobite', content.lingobite.translations] as const,
    ];
    const worded = ENGLISH_COURSES.includes(section)
      ? []
      : [
          ...content.exercises.flatMap((e, i) =>
            instructed(e) ? [[`exercise ${i + 1} prompt`, TRANSLATED.filter((lng) => !e.translations?.[lng]?.prompt)] as const] : [],
          ),
          ...content.lingobite.stages.flatMap((stage, s) =>
            stage.tasks.flatMap((task, k) =>
              instructed(task)
                ? [
                    [
                      `lingobite stage ${s + 1} task ${k + 1} prompt`,
                      TRANSLATED.filter((lng) => !content.lingobite.translations?.[lng]?.tasks?.[s]?.[k]?.prompt),
                    ] as const,
                  ]
                : [],
            ),
          ),
        ];
    return [
      ...texts.map(([what, text]) => [what, missingDisplayTexts(text)] as const),
      ...explained.map(([what, translations]) => [what, TRANSLATED.filter((lng) => !translations?.[lng])] as const),
      ...worded,
    ].flatMap(([what, missing]) => (missing.length > 0 ? [`${where}: ${what}: ${missing.join(', ')}`] : []));
  });
}
