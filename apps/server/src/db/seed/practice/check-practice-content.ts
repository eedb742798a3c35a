// Content writers' check: `npx tsx apps/server/src/db/seed/practice/check-practice-content.ts [section]`
// validates every practice file and lists the lessons still missing one and the texts still missing
// a display language.
import { loadPracticeFiles, missingPracticeFiles, untranslatedTexts } from './practice-files.ts';

const only = process.argv[2];
const files = loadPracticeFiles();
const missing = missingPracticeFiles(files).filter((m) => !only || m.startsWith(`${only}/`));
console.log(`${files.length} practice files valid; ${missing.length} lessons missing${only ? ` in ${only}` : ''}:`);
for (const m of missing) console.log(`  ${m}`);
const untranslated = untranslatedTexts(files).filter((u) => !only || u.startsWith(`${only}/`));
console.log(`${untranslated.length} texts without every display language:`);
for (const u of untranslated) console.log(`  ${u}`);
