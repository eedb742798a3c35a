/** An item as the picker needs it: its id, step and skill. */
export interface PlacementItemRef {
  id: string;
  step: number;
  skill: string;
}

/**
 * The item to ask next (issue 16): among the items not asked yet, the one nearest the staircase's
 * target step; on a tie the easier one (a student is never pushed up by a missing item), then the
 * skill asked least so far (grammar, vocabulary and reading take turns), then file order.
 * Null when every item has been asked.
 */
export function pickPlacementItem<T extends PlacementItemRef>(
  items: readonly T[],
  targetStep: number,
  askedIds: readonly string[],
): T | null {
  const asked = new Set(askedIds);
  const skillCount = new Map<string, number>();
  for (const item of items) if (asked.has(item.id)) skillCount.set(item.skill, (skillCount.get(item.skill) ?? 0) + 1);
  let best: T | null = null;
  let bestKey: [number, number, number] | null = null;
  for (const item of items) {
    if (asked.has(item.id)) continue;
    const key: [number, number, number] = [Math.abs(item.step - targetStep), item.step, skillCount.get(item.skill) ?? 0];
    if (
      !bestKey ||
      key[0] < bestKey[0] ||
      (key[0] === bestKey[0] && (key[1] < bestKey[1] || (key[1] === bestKey[1] && key[2] < bestKey[2])))
    ) {
      best = item;
      bestKey = key;
    }
  }
  return best;
}
