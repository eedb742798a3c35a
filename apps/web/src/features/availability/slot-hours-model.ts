import type { SlotSize } from './schedule-documents.ts';

/**
 * The hours part of both schedule forms (availability and teaching-hour requests): how much of
 * the day (000 §4), which half, or which run of full hours. One model, one set of fields.
 */
export interface SlotDraft {
  slotSize: SlotSize;
  half: '0' | '12';
  startHour: number;
  endHour: number;
}

export const SLOT_DRAFT: SlotDraft = { slotSize: 'full', half: '0', startHour: 8, endHour: 12 };

/** The hours as the mutations (and the contract schemas) take them: none for a whole day, the half's start, or the run. */
export function slotChangeOf(draft: SlotDraft): { slotSize: SlotSize; startHour?: number; endHour?: number } {
  if (draft.slotSize === 'full') return { slotSize: 'full', startHour: draft.startHour, endHour: draft.endHour };
  if (draft.slotSize === 'half') return { slotSize: 'half', startHour: Number(draft.half) };
  return { slotSize: draft.slotSize };
}

export const START_HOURS = Array.from({ length: 24 }, (_, h) => h);
export const END_HOURS = Array.from({ length: 24 }, (_, h) => h + 1);
