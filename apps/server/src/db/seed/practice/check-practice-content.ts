// Content writers' check: `npx tsx apps/server/src/db/seed/practice/check-practice-content.ts [section]`
// validates every practice file and lists the lessons still missing one.
import { loadPracticeFiles, missingPracticeFiles } from './practice-files.ts';

const only = process.argv[2];
const files = loadPracticeFiles();
const missing = missingPracticeFiles(files).filter((m) => !only || m.startsWith(`${only}/`));
console.log(`${files.length} practice files valid; ${missing.length} lessons missing${only ? ` in ${only}` : ''}:`);
for (const m of missing) console.log(`  ${m}`);
