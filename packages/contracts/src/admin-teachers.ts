import { INPUT_MESSAGE_VALUES as V, INPUT_MESSAGES as M } from './input-messages.ts';
import { BONUS_TYPES, INVOICE_CATEGORIES } from './enums.ts';
import { z } from './zod.ts';

// The back office's teacher decisions (decision 099): one note rule for appeals, applications
// and deactivation, checked by the admin dialogs and the server's arguments.

export const DECISION_NOTE_MAX = V.decisionNoteMax;
const noteText = z.string().trim().max(DECISION_NOTE_MAX, M.decisionNoteTooLong);

/** A note kept with a decision (the argument itself is optional). */
export const decisionNote = noteText;

/** The decision dialogs' form: an optional note. */
export const decisionNoteForm = z.object({ note: noteText });

/** A teacher search in the back office: at most 200 characters. */
export const adminTeacherSearch = z.string().max(200);

/** The admin's pause form: the first paused day and the day teaching resumes (YYYY-MM-DD, teacher zone). */
const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.dateRequired);
export const adminPauseForm = z
  .object({ startDate: dayKey, endDate: dayKey })
  .refine((v) => v.endDate > v.startDate, { message: M.endAfterStart, path: ['endDate'] });

const payLineAmount = z.number().int(M.amountInCents).min(-1_000_000).max(1_000_000);
const payLineDescription = z.string().trim().min(1, M.payLineDescriptionRequired).max(300, M.tooLong);

/** A bonus or an adjustment (Adg) added by hand to a teacher's pay: the back office form and adminAddTeacherPayLine. */
export const teacherPayLineInput = z
  .object({
    teacherId: z.uuid(M.teacherUnknown),
    kind: z.enum(['Bonus', 'Adg']),
    /** Bonus lines: which bonus (default_bonus for the school's own). */
    bonusType: z.enum(BONUS_TYPES).optional(),
    /** Adjustments: the invoice category (health for sick pay), or none. */
    category: z.enum(INVOICE_CATEGORIES).optional(),
    amountCents: payLineAmount,
    description: payLineDescription,
    classUid: z.string().max(64).optional(),
    date: z.date().optional(),
  })
  .refine((l) => l.kind !== 'Bonus' || l.amountCents > 0, { path: ['amountCents'], message: M.bonusPositive });
