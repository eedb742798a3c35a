import type { ClassType } from '@parla/contracts';
import { MAX_GROUP_SEATS } from '../schema/index.ts';
import { addDaysToKey } from '@parla/domain';
import { schoolDate, schoolHour } from './berlin-time.ts';
import type { ModuleLevel } from './content/index.ts';
import { chance, pick, shuffled, stableUid } from './determinism.ts';
import type { SeededTeacher } from './people.ts';
import type { Catalogue, CatalogueModule } from './sections-and-curricula.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
export const DAYS_BACK = 14;
export const DAYS_AHEAD = 28;
/** Classes start on the hour from 07:00 to 20:00 Berlin time and last 60 minutes (001 §9). */
const START_HOURS = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
const CLASS_MINUTES = 60;

/** Average classes per day per module: A1 everywhere, a few higher levels where demo students learn. */
const SCHEDULE: readonly { section: string; level: ModuleLevel; perDay: number }[] = [
  { section: 'english', level: 'A1', perDay: 2 },
  { section: 'english', level: 'A2', perDay: 0.5 },
  { section: 'english', level: 'B1', perDay: 0.5 },
  { section: 'german', level: 'A1', perDay: 2.5 },
  { section: 'german', level: 'A2', perDay: 0.7 },
  { section: 'business-english', level: 'A1', perDay: 1 },
  { section: 'business-english', level: 'B2', perDay: 0.4 },
  { section: 'spanish', level: 'A1', perDay: 1.3 },
  { section: 'spanish', level: 'B1', perDay: 0.4 },
  { section: 'french', level: 'A1', perDay: 1 },
  { section: 'french', level: 'A2', perDay: 0.4 },
  { section: 'italian', level: 'A1', perDay: 1 },
];

export interface PlannedClass {
  /** Natural key, e.g. 'DE-A1@2026-03-02T09': one module, one Berlin date, one hour. */
  key: string;
  uid: string;
  sectionSlug: string;
  module: CatalogueModule;
  perDay: number;
  lessonId: string;
  type: ClassType;
  capacity: number;
  startAt: Date;
  endAt: Date;
  teacher: SeededTeacher | null;
}

/**
 * The classes of every day in the window. Which classes exist (key, module, hour, type,
 * lesson) depends only on the date, never on `now`, so a later run produces the same keys
 * for days already seeded and only the days newly inside the window are new.
 */
export function planClasses(catalogue: Catalogue, now: Date): PlannedClass[] {
  const today = schoolDate(now);
  const planned: PlannedClass[] = [];
  for (let offset = -DAYS_BACK; offset < DAYS_AHEAD; offset++) {
    const date = addDaysToKey(today, offset);
    for (const section of catalogue.values()) {
      const plans = SCHEDULE.filter((p) => p.section === section.slug);
      const hours = shuffled(START_HOURS, `${section.slug}@${date}:hours`);
      for (const plan of plans) {
        const module = section.modules.get(plan.level)!;
        const count = Math.floor(plan.perDay) + (chance(`${module.code}@${date}:extra`) < plan.perDay % 1 ? 1 : 0);
        for (let i = 0; i < count && hours.length > 0; i++) {
          const hour = hours.shift()!;
          const key = `${module.code}@${date}T${String(hour).padStart(2, '0')}`;
          const startAt = schoolHour(date, hour);
          const typeRoll = chance(`${key}:type`);
          const type: ClassType = typeRoll < 0.18 ? 'individual' : typeRoll < 0.24 && plan.level === 'A1' ? 'trial' : 'group';
          planned.push({
            key,
            uid: stableUid(`class:${key}`),
            sectionSlug: section.slug,
            module,
            perDay: plan.perDay,
            lessonId: pick(module.lessonIds, `${key}:lesson`),
            type,
            capacity: type === 'individual' ? 1 : MAX_GROUP_SEATS,
            startAt,
            endAt: new Date(startAt.getTime() + CLASS_MINUTES * 60_000),
            teacher: null,
          });
        }
      }
    }
  }
  return planned;
}

/** Gives each new class a teacher (or none); `busy` holds 'teacherId@startIso' of taken hours. */
export function assignTeachers(classes: PlannedClass[], teachers: SeededTeacher[], now: Date, busy: Set<string>): void {
  for (const c of classes) c.teacher = chooseTeacher(c, teachers, now, busy);
}

/**
 * An onboarded teacher of the section who teaches this class type, is not paused and is
 * free at that hour. Upcoming classes beyond 48 hours are sometimes left open: teachers
 * commit to them later (that is what the teacher app's class search is for).
 */
function chooseTeacher(c: PlannedClass, teachers: SeededTeacher[], now: Date, busy: Set<string>): SeededTeacher | null {
  const untilStart = c.startAt.getTime() - now.getTime();
  const openRate = untilStart > 7 * DAY ? 0.45 : untilStart > 2 * DAY ? 0.25 : 0;
  if (chance(`${c.key}:open`) < openRate) return null;
  const eligible = teachers.filter(
    (t) =>
      t.isOnboarded &&
      t.sectionSlugs.includes(c.sectionSlug) &&
      (c.type === 'individual' ? t.canTeachPrivate : t.canTeachGroup) &&
      !(t.pausedFrom && t.pausedUntil && c.startAt >= t.pausedFrom && c.startAt < t.pausedUntil),
  );
  for (const teacher of shuffled(eligible, `${c.key}:teacher`)) {
    const slot = `${teacher.id}@${c.startAt.toISOString()}`;
    if (busy.has(slot)) continue;
    busy.add(slot);
    return teacher;
  }
  return null;
}

export { DAY, HOUR };
