import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECTION_SLUGS, type SectionSlug } from '@parla/contracts';
import { PLACEMENT_LEVELS, stepOf } from '@parla/domain';
import { z } from 'zod';

/** The item files shipped with the module: `placement/items/<section>.json` (format: docs/decisions/067). */
export const DEFAULT_PLACEMENT_ITEMS_DIR = fileURLToPath(new URL('./placement/items/', import.meta.url));

const itemSchema = z
  .object({
    id: z.string().regex(/^[a-z-]+-(a1|a2|b1|b2|c1|c2)-\d{2}$/),
    level: z.enum(PLACEMENT_LEVELS),
    sublevel: z.number().int().min(1).max(3),
    skill: z.enum(['grammar', 'vocabulary', 'reading']),
    passage: z.string().min(1).optional(),
    prompt: z.string().min(1),
    options: z.array(z.string().min(1)).min(3).max(4),
    answer: z.number().int().min(0),
    explanation: z.string().min(1),
  })
  .strict()
  .refine((item) => item.answer < item.options.length, { message: 'answer must index one of the options', path: ['answer'] })
  .refine((item) => (item.skill === 'reading') === (item.passage !== undefined), {
    message: 'reading items have a passage, the others none',
    path: ['passage'],
  })
  .refine((item) => new Set(item.options).size === item.options.length, { message: 'options must differ', path: ['options'] })
  .refine((item) => item.id.includes(`-${item.level.toLowerCase()}-`), { message: 'the id names the level', path: ['id'] });

const fileSchema = z
  .object({ section: z.enum(SECTION_SLUGS), items: z.array(itemSchema).min(1) })
  .strict()
  .refine((file) => new Set(file.items.map((i) => i.id)).size === file.items.length, {
    message: 'item ids must be unique',
    path: ['items'],
  });

export type PlacementItemData = z.infer<typeof itemSchema>;
export type PlacementItem = PlacementItemData & { step: number };

/** One section's items, with each item's step on the A1.1..C2.3 scale, and by id. */
export interface PlacementBank {
  section: SectionSlug;
  items: PlacementItem[];
  byId: Map<string, PlacementItem>;
}

/** Parses and checks one item file; throws with the file name and the first problems. */
export function parsePlacementFile(raw: string, file: string, expected: SectionSlug): PlacementBank {
  const parsed = fileSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid placement item file ${file}: ${issues.join('; ')}`);
  }
  if (parsed.data.section !== expected) throw new Error(`Placement item file ${file} is for ${parsed.data.section}, not ${expected}`);
  const items = parsed.data.items.map((item) => ({ ...item, step: stepOf(item.level, item.sublevel) }));
  return { section: expected, items, byId: new Map(items.map((i) => [i.id, i])) };
}

// Files are read once per directory and section: they ship with a release and never change under it.
const cache = new Map<string, Promise<PlacementBank | null>>();

/** A section's item bank, or null when it has no item file (the test is not offered for it). */
export function placementBank(dir: string | undefined, section: SectionSlug): Promise<PlacementBank | null> {
  const file = join(dir ?? DEFAULT_PLACEMENT_ITEMS_DIR, `${section}.json`);
  let bank = cache.get(file);
  if (!bank) {
    bank = readFile(file, 'utf8').then(
      (raw) => parsePlacementFile(raw, file, section),
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      },
    );
    // A broken file is not cached: the error shows on every try until it is fixed.
    bank.catch(() => cache.delete(file));
    cache.set(file, bank);
  }
  return bank;
}
