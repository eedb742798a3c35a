import { z } from './zod.ts';

// Query schemas of the curriculum catalogue's REST routes (001 §7 /api/sections, /api/modules,
// /starting_modules; docs/api/curriculum.md). A malformed id is a 422 on its field.

const optionalId = (message: string) => z.string().uuid(message).optional();

export const catalogueModulesQuery = z.object({
  sectionId: optionalId('The section id is not valid.'),
  curriculumId: optionalId('The curriculum id is not valid.'),
});

export const startingModulesQuery = z.object({
  sectionId: optionalId('The section id is not valid.'),
});
