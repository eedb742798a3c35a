import type { Tx } from '../../client.ts';
import type { Catalogue } from '../sections-and-curricula.ts';
import { type PracticeFile, loadPracticeFiles } from './practice-files.ts';
import { importPractice } from './practice-import.ts';

/**
 * The demo seed's practice catalogue (issue 17): every valid content file, keyed to the seeded
 * lesson at its position in the section's module. Files are checked by loadPracticeFiles (which
 * throws on any problem, so broken content never half-loads). Returns how many lessons have content.
 */
export async function seedPractice(tx: Tx, catalogue: Catalogue, files: PracticeFile[] = loadPracticeFiles()): Promise<number> {
  const entries = files.flatMap((file) => {
    const lessonId = catalogue.get(file.section)?.modules.get(file.level)?.lessonIds[file.position - 1];
    return lessonId ? [{ lessonId, content: file.content }] : [];
  });
  await importPractice(tx, entries);
  return entries.length;
}
