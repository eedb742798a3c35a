/** The private credits asked for, kept within 1..max (max 0 means nothing can be converted: 0). */
export function clampConversion(requested: number, max: number): number {
  if (max <= 0) return 0;
  if (!Number.isFinite(requested)) return 1;
  return Math.min(max, Math.max(1, Math.floor(requested)));
}

/** 3 group credits make 1 private credit (001 §4, §9); what the student keeps and gets. */
export function localPreview(privateCredits: number, group: number, priv: number, rate = 3) {
  const needed = privateCredits * rate;
  return { needed, groupAfter: group - needed, privateAfter: priv + privateCredits, max: Math.floor(group / rate) };
}
