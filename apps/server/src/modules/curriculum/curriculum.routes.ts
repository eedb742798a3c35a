import { localizedLessonDescription, localizedLessonOutcomes, toDisplayLocale } from '@parla/contracts';
import { notFound } from '@parla/domain';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { curricula, lessons, modules } from '../../db/schema/index.ts';
import { signedIn } from '../../lib/route-auth.ts';
import { uuidParam } from '../../lib/validation.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { canReadLessonSlides } from './lesson-access.ts';
import { renderLessonSlides } from './lesson-slides.ts';

const lessonPath = z.object({ id: uuidParam });
/** Bump when the slide layout changes, so caches holding the old deck revalidate. */
const LAYOUT_VERSION = 'slides-v2'; // v2: DejaVu, the reader's display language
/** Recently rendered decks; lessons change rarely and a class opens the same deck for every student. */
const rendered = new Map<string, Uint8Array>();
const MAX_RENDERED = 100;

export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueRoutes);
  // Lesson material is the school's, for the people of its classes: signed in first (401), then 404.
  const route = { preValidation: signedIn(), schema: { params: lessonPath } };
  app.get('/api/lessons/:id/presentation.pdf', route, async (request, reply) => {
    const auth = await request.requireAuth();
    const [row] = await app.db
      .select({ lesson: lessons, moduleName: modules.name, sectionId: curricula.sectionId })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
      .where(eq(lessons.id, request.params.id))
      .limit(1);
    const allowed = row
      ? await canReadLessonSlides(app.db, auth, { id: row.lesson.id, moduleId: row.lesson.moduleId, sectionId: row.sectionId })
      : false;
    if (!row || !allowed) throw notFound();
    // The words around the lesson's content are in the reader's saved display language.
    const locale = toDisplayLocale((await request.getSignedInUser())?.user.locale);
    const input = {
      moduleName: row.moduleName,
      lessonNumber: row.lesson.number,
      title: row.lesson.title,
      description: localizedLessonDescription(row.lesson.description, row.lesson.translations, locale),
      type: row.lesson.type,
      // Same number of pages in every language: the class's annotations, kept by page, line up for all.
      learningOutcomes: localizedLessonOutcomes(row.lesson.learningOutcomes, row.lesson.translations, locale),
    };
    const etag = `"${createHash('sha256').update(`${LAYOUT_VERSION}:${locale}`).update(JSON.stringify(input)).digest('base64url').slice(0, 27)}"`;
    // Only the browser may keep it (a day, then revalidate by ETag): never a shared cache, since
    // who may read a deck depends on the cookie. Vary: Cookie for caches that ignore `private`.
    reply.header('etag', etag).header('cache-control', 'private, max-age=86400').header('vary', 'Cookie');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    let pdf = rendered.get(etag);
    if (!pdf) {
      pdf = await renderLessonSlides(input, locale);
      if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
      rendered.set(etag, pdf);
    }
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="lesson-${row.lesson.number}.pdf"`)
      .send(Buffer.from(pdf));
  });
};
