import { INPUT_MESSAGES as M } from './input-messages.ts';
import { z } from './zod.ts';

/**
 * Unicode bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C). In a name they reorder what others
 * see ("\u202Elive" reads as "evil"), so a name that holds one is refused, never silently cleaned.
 */
export const BIDI_CONTROLS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/;
export const NAME_BIDI_MESSAGE = M.nameBidiControl;

export const hasBidiControl = (value: string): boolean => BIDI_CONTROLS.test(value);

/**
 * The one schema for a person's name (first, last, display, account or card holder) wherever
 * it is typed in: trimmed, at most `max` characters, no bidi controls. `required` is the
 * message shown when it is blank; without it a blank name is allowed.
 */
export function personName(options: { required?: string; max?: number } = {}) {
  const max = options.max ?? 100;
  const text = options.required ? z.string({ message: options.required }).trim().min(1, options.required) : z.string().trim();
  return text.max(max, M.tooLong).refine((value) => !hasBidiControl(value), NAME_BIDI_MESSAGE);
}
