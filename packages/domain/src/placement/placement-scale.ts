/**
 * The placement test's difficulty scale (issue 16): the 18 steps A1.1, A1.2, A1.3, A2.1 ... C2.3,
 * each a CEFR level and a sublevel (1 early, 2 middle, 3 late part of the level). Items, the
 * staircase and the result all speak in steps 0..17; only the edges turn a step back into
 * "A2" and 1.
 */
export const PLACEMENT_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type PlacementLevel = (typeof PLACEMENT_LEVELS)[number];
export const SUBLEVELS_PER_LEVEL = 3;
export const LOWEST_STEP = 0;
export const HIGHEST_STEP = PLACEMENT_LEVELS.length * SUBLEVELS_PER_LEVEL - 1;

export interface PlacementConfig {
  /** Where every test starts: A2.1 (most of our new students know a little). */
  startStep: number;
  /** Step size until the first reversal: a whole level, to find the region fast. */
  searchStepSize: number;
  /** Step size after the first reversal: one sublevel, to home in. */
  fineStepSize: number;
  /** The test never asks more than this: about 20 items is "about 10 minutes". */
  maxItems: number;
  /** Nor stops before this, so one lucky guess cannot end it. */
  minItems: number;
  /** Stop once the answers have turned this many times: the staircase has settled. */
  stopAfterReversals: number;
  /** What we plan per item (reading a passage included): maxItems x this = the announced duration. */
  secondsPerItem: number;
}

export const DEFAULT_PLACEMENT_CONFIG: PlacementConfig = {
  startStep: 3,
  searchStepSize: 3,
  fineStepSize: 1,
  maxItems: 20,
  minItems: 12,
  stopAfterReversals: 8,
  secondsPerItem: 30,
};

/** What the test announces: "about 10 minutes" (maxItems x secondsPerItem, in whole minutes). */
export function placementTestMinutes(config: PlacementConfig = DEFAULT_PLACEMENT_CONFIG): number {
  return Math.round((config.maxItems * config.secondsPerItem) / 60);
}

export function isPlacementLevel(level: string): level is PlacementLevel {
  return (PLACEMENT_LEVELS as readonly string[]).includes(level);
}

/** A1.1 -> 0, A2.1 -> 3, C2.3 -> 17. */
export function stepOf(level: PlacementLevel, sublevel: number): number {
  return PLACEMENT_LEVELS.indexOf(level) * SUBLEVELS_PER_LEVEL + (sublevel - 1);
}

/** 0 -> A1.1, 17 -> C2.3; a step off the scale is clamped onto it. */
export function levelAt(step: number): { level: PlacementLevel; sublevel: number } {
  const s = clampStep(Math.round(step));
  return { level: PLACEMENT_LEVELS[Math.floor(s / SUBLEVELS_PER_LEVEL)], sublevel: (s % SUBLEVELS_PER_LEVEL) + 1 };
}

export function clampStep(step: number): number {
  return Math.min(HIGHEST_STEP, Math.max(LOWEST_STEP, step));
}
