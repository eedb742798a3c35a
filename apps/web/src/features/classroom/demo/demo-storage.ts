import type { ClassroomJoin } from '../classroom-documents.ts';

/**
 * A demo's join lasts the whole demo (contract §1): kept in this tab's session storage so a
 * reload rejoins the same demo room instead of starting (and counting) a new one.
 */
const key = (classUid: string) => `parla.classroom.demo.${classUid}`;

export function saveDemoJoin(join: ClassroomJoin): void {
  try {
    sessionStorage.setItem(key(join.classUid), JSON.stringify(join));
  } catch {
    // Without storage a reload starts a new demo.
  }
}

export function loadDemoJoin(classUid: string, now: number): ClassroomJoin | null {
  try {
    const raw = sessionStorage.getItem(key(classUid));
    if (!raw) return null;
    const join = JSON.parse(raw) as ClassroomJoin;
    if (join.classUid !== classUid || Date.parse(join.endsAt) <= now) return null;
    return join;
  } catch {
    return null;
  }
}
