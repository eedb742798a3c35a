import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { modules } from './curriculum.ts';
import { users } from './identity.ts';

/**
 * CEFR level certificates (001 §2, §5, issue 18): one per student and module, issued the first
 * time the level reaches 90% (decision 088: lazily, on the first read of the student's levels or
 * the PDF). The unique (student, module) index makes the issue write-once under races.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id),
    /** Random, unguessable, shown grouped for reading (e.g. K7QD-2MXA-P9TZ-4HWC). Stored without dashes. */
    verificationCode: text('verification_code').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('certificates_student_module_key').on(t.studentId, t.moduleId),
    uniqueIndex('certificates_verification_code_key').on(t.verificationCode),
    index('certificates_module_idx').on(t.moduleId),
  ],
);
