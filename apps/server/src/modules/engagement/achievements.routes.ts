import { LOCALES } from '@parla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/route-auth.ts';
import { recapSvg } from './recap-image.ts';
import { yearlySummary } from './yearly-recap.service.ts';

const recapPath = z.object({ year: z.coerce.number().int().min(2000).max(2200) });
const recapQuery = z.object({ locale: z.enum(LOCALES).optional() });

/** The shareable recap image (decision 086): the signed-in student's own recap only, as SVG. */
export const achievementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/recap/:year/image.svg',
    { preValidation: signedIn('student'), schema: { params: recapPath, querystring: recapQuery } },
    async (request, reply) => {
      const auth = await request.requireAuth('student');
      const summary = await yearlySummary(app.db, auth.userId, request.params.year, app.clock.now());
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="parla-recap-${summary.year}.svg"`)
        .send(recapSvg(summary, request.query.locale ?? 'en'));
    },
  );
};
