import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lessons, users } from '../src/db/schema/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { buildCatalogue, buildTeacher, type Catalogue, type TestUser } from './factories/index.ts';
import { pdfText } from './pdf-text.ts';

/**
 * Issue 21: a lesson's description and outcomes are answered in the language of the page that asks
 * (X-Locale), or for documents in the reader's saved language; a language without a translation,
 * and the landing-only ones, read English. The title stays as written.
 */
const { app } = await buildTestApp();
let catalogue: Catalogue;
let teacher: TestUser;

beforeAll(async () => {
  catalogue = await buildCatalogue(app, { lessons: 2 });
  teacher = await buildTeacher(app, catalogue);
  await app.db
    .update(lessons)
    .set({
      translations: {
        de: { description: 'Du stellst dich vor.', learningOutcomes: ['Ergebnis eins', 'Ergebnis zwei'] },
        ru: { description: 'Вы представляетесь.', learningOutcomes: ['Итог один', 'Итог два'] },
      },
    })
    .where(eq(lessons.id, catalogue.lessonIds[0]));
});

async function lessonIn(locale: string | null) {
  type Lesson = { lesson: { title: string; description: string; learningOutcomes: string[] } };
  const query = 'query($id: ID!) { lesson(id: $id) { title description learningOutcomes } }';
  return (await gql<Lesson>(app, null, query, { id: catalogue.lessonIds[0] }, { locale })).data!.lesson;
}

describe('lesson texts in the reader’s language', () => {
  it('answers the page’s language, English without a translation or header', async () => {
    const english = await lessonIn(null);
    expect(english.learningOutcomes).toEqual(['Outcome 1.1', 'Outcome 1.2']);
    expect(await lessonIn('de')).toEqual({
      ...english,
      description: 'Du stellst dich vor.',
      learningOutcomes: ['Ergebnis eins', 'Ergebnis zwei'],
    });
    expect((await lessonIn('ru')).learningOutcomes).toEqual(['Итог один', 'Итог два']);
    // French has no translation of this lesson; Italian is a landing-only language.
    expect(await lessonIn('fr')).toEqual(english);
    expect(await lessonIn('it')).toEqual(english);
  });

  it('prints the slides in the reader’s saved language', async () => {
    // The teacher of the section may read every deck of it.
    await app.db.update(users).set({ locale: 'ru' }).where(eq(users.id, teacher.id));
    const res = await app.inject({
      method: 'GET',
      url: `/api/lessons/${catalogue.lessonIds[0]}/presentation.pdf`,
      headers: { cookie: await loginCookies(app, teacher) },
    });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain('Итог один');
    expect(text).not.toContain('Outcome 1.1');
  });

  it('lists and searches the teacher’s learning materials in the page’s language', async () => {
    const search = async (locale: string, term: string) => {
      type Materials = { learningMaterials: { items: { learningUnits: { id: string; description: string }[] }[] } };
      const query = 'query($q: String) { learningMaterials(search: $q) { items { learningUnits { id description } } } }';
      const res = await gql<Materials>(app, teacher, query, { q: term }, { locale });
      return res.data!.learningMaterials.items.flatMap((i) => i.learningUnits);
    };
    expect(await search('de', 'stellst dich')).toEqual([{ id: catalogue.lessonIds[0], description: 'Du stellst dich vor.' }]);
    expect(await search('en', 'stellst dich')).toEqual([]);
  });
});
