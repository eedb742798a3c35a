/** The notice is shown once per user on this device (issue 21): remembered as soon as it is shown. */
const storageKey = (userId: string) => `parla.englishOnlyNotice.${userId}`;

export function englishOnlyNoticeSeen(userId: string): boolean {
  try {
    return localStorage.getItem(storageKey(userId)) !== null;
  } catch {
    return false; // storage blocked: the notice shows again next time, which is harmless
  }
}

export function markEnglishOnlyNoticeSeen(userId: string, now = new Date()): void {
  try {
    localStorage.setItem(storageKey(userId), now.toISOString());
  } catch {
    // Storage refused: see above.
  }
}
