/** A day key as the date input gives it (shared/ui DateField), and not before `min`. */
export function isDayFrom(key: string, min: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(key) && key >= min;
}
