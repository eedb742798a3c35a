import { sql } from 'drizzle-orm';

/**
 * When a booked student counts as having attended a class, in SQL over `appointments a` joined
 * to `classes c`: the teacher's log marked them attended, or the class completed with no
 * per-student mark (logs written before attendance was recorded per student, decision 014).
 * One fragment, so the open-discussion threshold, the weekly goal and the onboarding checklist
 * can never disagree about the same class.
 */
export const COUNTS_AS_ATTENDED = sql`(a.status = 'booked' and (a.attendance = 'attended' or (a.attendance is null and c.status = 'completed')))`;
