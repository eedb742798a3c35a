export interface JoinableClass {
  uid: string;
  canJoin: boolean;
  joinOpensAt: string;
  endDate: string;
  classroomUrl: string;
}

/** Open from joinOpensAt until the end; canJoin=true from the server also counts (its clock rules). */
export function isJoinOpen(klass: Pick<JoinableClass, 'canJoin' | 'joinOpensAt' | 'endDate'>, now: Date): boolean {
  const t = now.getTime();
  if (t >= new Date(klass.endDate).getTime()) return false;
  return klass.canJoin || t >= new Date(klass.joinOpensAt).getTime();
}
