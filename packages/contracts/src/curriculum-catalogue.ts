import { INPUT_MESSAGES as M } from './input-messages.ts';
import { z } from './zod.ts';

// Query schemas of the curriculum catalogue's REST routes (001 §7 /api/sections, /api/modules,
// /starting_modules; docs/api/curriculum.md). A malformed id is a 422 on its field.

const optionalId = (message: string) => z.string().uuid(message).optional();

export const catalogueModulesQuery = z.object({
  sectionId: optionalId(M.sectionIdInvalid),
  curriculumId: optionalId(M.curriculumIdInvalid),
});

export const startingModulesQuery = z.object({
  sectionId: optionalId(M.sectionIdInvalid),
});
