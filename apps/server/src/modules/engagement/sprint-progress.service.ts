import {
  type SprintPhase,
  type SprintProgress,
  type SprintRiskItem,
  sprintClassOutcome,
  sprintClassesPlanned,
  sprintEndsAt,
  sprintProgress,
} from '@parla/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { RUNNING_STATUSES } from '../commerce/shared/commerce-queries.ts';
import type { SprintView } from '../commerce/store/catalogue.service.ts';

/**
 * Today's Sprint card (001 §7 Today "sprint", issue 18, decision 091): the student's running or
 * upcoming Sprint, counted by the domain's `sprintProgress`. Two queries whatever is asked: the
 * Sprint with its plan and the student's zone, then the student's classes from the purchase on.
 */
export interface SprintProgressView extends SprintProgress {
  sprint: SprintView;
  timeZone: string;
}

export type { SprintPhase, SprintRiskItem };

/** A running plan (past due and cancelled plans still run to their end) or the next one, waiting for the start. */
const SPRINT_STATUSES = [...RUNNING_STATUSES, 'waiting'];

interface SprintRow {
  subscriptionId: string;
  enrolledAt: string | Date;
  sprintId: string;
  sprintName: string;
  startsAt: string | Date;
  durationWeeks: number;
  groupCredits: number;
  privateCredits: number;
  sectionId: string;
  sectionSlug: string;
  sectionName: string;
  timezone: string | null;
}

interface ClassRow {
  startAt: string | Date;
  bookedAt: string | Date;
  status: string;
  attendance: string | null;
  refunded: boolean;
  classStatus: string;
}

async function currentSprint(db: Db | Tx, studentId: string, now: Date): Promise<SprintRow | null> {
  const statuses = sql.join(
    SPRINT_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  // The Sprint still to end, the earliest first (a waiting next Sprint shows only once the current one is over).
  const [row] = await queryRows<SprintRow>(
    db,
    sql`select s.id as "subscriptionId", s.created_at as "enrolledAt",
        sp.id as "sprintId", sp.name as "sprintName", sp.starts_at as "startsAt", sp.duration_weeks as "durationWeeks",
        v.group_credits as "groupCredits", v.private_credits as "privateCredits",
        sec.id as "sectionId", sec.slug as "sectionSlug", sec.name as "sectionName", u.timezone
      from subscriptions s
      join sprints sp on sp.id = s.sprint_id
      join product_variants v on v.id = s.variant_id
      join sections sec on sec.id = sp.section_id
      join users u on u.id = s.student_id
      where s.student_id = ${studentId} and s.status in (${statuses})
        and sp.starts_at + make_interval(days => sp.duration_weeks * 7) > ${now.toISOString()}
        and (s.ends_at is null or s.ends_at > ${now.toISOString()})
      order by sp.starts_at
      limit 1`,
  );
  return row ?? null;
}

export async function sprintProgressOf(db: Db | Tx, studentId: string, now: Date): Promise<SprintProgressView | null> {
  const row = await currentSprint(db, studentId, now);
  if (!row) return null;
  const startsAt = new Date(row.startsAt);
  const endsAt = sprintEndsAt({ startsAt, durationWeeks: row.durationWeeks });
  const enrolledAt = new Date(row.enrolledAt);
  const timeZone = row.timezone ?? 'Europe/Berlin';
  // The classes of the window, and those booked since the purchase for a day before the start.
  const rows = await queryRows<ClassRow>(
    db,
    sql`select c.start_at as "startAt", a.created_at as "bookedAt", a.status, a.attendance, a.refunded, c.status as "classStatus"
      from appointments a join classes c on c.id = a.class_id
      where a.student_id = ${studentId} and c.start_at < ${endsAt.toISOString()}
        and (c.start_at >= ${startsAt.toISOString()} or a.created_at >= ${enrolledAt.toISOString()})`,
  );
  const classes = rows.map((r) => {
    const startAt = new Date(r.startAt);
    return {
      startAt,
      bookedAt: new Date(r.bookedAt),
      outcome: sprintClassOutcome({ ...r, startAt }, now),
    };
  });
  const progress = sprintProgress({
    startsAt,
    endsAt,
    classesPlanned: sprintClassesPlanned(row),
    classes,
    enrolledAt,
    now,
    timeZone,
  });
  return {
    ...progress,
    timeZone,
    sprint: {
      id: row.sprintId,
      name: row.sprintName,
      startDate: startsAt,
      durationWeeks: row.durationWeeks,
      endDate: endsAt,
      hasStarted: startsAt.getTime() <= now.getTime(),
      section: { id: row.sectionId, slug: row.sectionSlug, name: row.sectionName },
      // The student's own zone: the card's `startDateInStudentTimezone` is the student's first day.
      timeZone,
    },
  };
}
