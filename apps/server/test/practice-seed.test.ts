import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { lessonPracticeSchema } from '../src/db/seed/practice/content-schema.ts';
import { loadPracticeFiles } from '../src/db/seed/practice/practice-files.ts';
import { importPractice } from '../src/db/seed/practice/practice-import.ts';
import { seedPractice } from '../src/db/seed/practice/seed-practice.ts';
import { seedCatalogue } from '../src/db/seed/sections-and-curricula.ts';
import { PRACTICE_FIXTURES_DIR } from './factories/index.ts';
import { freshDatabase } from './helper.ts';

const database = await freshDatabase();
afterAll(async () => {
  await database.close();
  await database.drop();
});
const { db } = database;

const counts = async () =>
  (
    await queryRows<Record<string, number>>(
      db,
      sql`select (select count(*)::int from practice_vocabulary_items) as vocabulary, (select count(*)::int from practice_grammar_items) as grammar,
      (select count(*)::int from practice_exercises) as exercises, (select count(*)::int from practice_lingobites) as lingobites,
      (select string_agg(id::text, ',' order by id) from practice_vocabulary_items) as ids,
      (select max(xmin::text::bigint) from practice_exercises) as xmin`,
    )
  )[0];

describe('practice seed', () => {
  it('loads the content files keyed to the seeded lesson, idempotently, without rewriting unchanged rows', async () => {
    const files = loadPracticeFiles(PRACTICE_FIXTURES_DIR);
    const catalogue = await db.transaction((tx) => seedCatalogue(tx));
    expect(await db.transaction((tx) => seedPractice(tx, catalogue, files))).toBe(1);
    const first = await counts();
    expect(first).toMatchObject({ vocabulary: 11, grammar: 1, exercises: 8, lingobites: 1 });
    const [lesson] = await queryRows<{ title: string }>(
      db,
      sql`select l.title from practice_lingobites p join lessons l on l.id = p.lesson_id`,
    );
    expect(lesson.title).toBe('Hallo! Sich vorstellen');
    await db.transaction((tx) => seedPractice(tx, catalogue, files));
    expect(await counts()).toEqual(first);
  });

  it('writes every A1 and A2 lesson of content, and a rerun rewrites nothing (timed for decision 073)', async () => {
    const catalogue = await db.transaction((tx) => seedCatalogue(tx));
    const content = lessonPracticeSchema.parse(JSON.parse(readFileSync(`${PRACTICE_FIXTURES_DIR}german/A1-02.json`, 'utf8')));
    const lessonIds = [...catalogue.values()].flatMap((s) => [
      ...(s.modules.get('A1')?.lessonIds ?? []),
      ...(s.modules.get('A2')?.lessonIds ?? []),
    ]);
    const entries = lessonIds.slice(0, 200).map((lessonId) => ({ lessonId, content }));
    let started = performance.now();
    await db.transaction((tx) => importPractice(tx, entries));
    const firstMs = performance.now() - started;
    started = performance.now();
    await db.transaction((tx) => importPractice(tx, entries));
    const rerunMs = performance.now() - started;
    console.log(`practice import of ${entries.length} lessons: first ${Math.round(firstMs)} ms, rerun ${Math.round(rerunMs)} ms`);
    expect((await counts()).lingobites).toBe(entries.length);
  });
});
