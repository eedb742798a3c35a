/** A new penalty never shortens one already running: the later of the two ends wins. */
export function laterDate(a: Date, b: Date | null | undefined): Date {
  return b && b.getTime() > a.getTime() ? new Date(b.getTime()) : a;
}
