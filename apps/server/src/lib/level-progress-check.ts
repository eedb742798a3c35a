import type { Db, Tx } from '../db/client.ts';
import type { JobRunner } from './jobs.ts';

/**
 * "A student's lesson progress moved": a class was logged as attended, or the student marked a
 * lesson completed or skipped. The certificates module registers the handler (it issues the
 * certificate of a level that reached 90% and tells the student); the modules that move progress
 * only schedule the job, inside their own transaction. The name lives here, outside both, because
 * certificates reads the curriculum and the curriculum must not import certificates (no module cycles).
 */
export const LEVEL_PROGRESS_CHECK_JOB = 'certificates.level-progress-check';

export async function scheduleLevelProgressCheck(jobs: JobRunner, studentIds: readonly string[], tx?: Db | Tx): Promise<void> {
  for (const studentId of new Set(studentIds)) await jobs.schedule(LEVEL_PROGRESS_CHECK_JOB, { studentId }, {}, tx);
}
