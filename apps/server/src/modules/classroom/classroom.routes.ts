import fastifyWebsocket from '@fastify/websocket';
import { DomainError } from '@parla/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentLanguage } from '../../lib/document-i18n.ts';
import { signedIn } from '../../lib/route-auth.ts';
import { renderLessonSlides } from '../curriculum/lesson-slides.ts';
import { ClassroomHub } from './classroom-hub.ts';
import { handleClassroomSocket } from './classroom-socket.ts';
import { classReportAvailable, classroomChatHistory } from './classroom-report.service.ts';
import { WEBSOCKET_PATH } from './classroom.service.ts';
import { registerHub } from './hub-registry.ts';

const MAX_ECHO_DOWNLOAD = 1_000_000;
const MAX_ECHO_UPLOAD = 2 * 1024 * 1024;

/** The sample deck of the demo class: the lesson layout with fixed content. */
const DEMO_DECK = {
  moduleName: 'Parla demo',
  lessonNumber: 1,
  title: 'Welcome to the Parla classroom',
  description: 'Try the classroom on your own: your camera and microphone, the chat, the slides and the drawing tools.',
  type: 'communication',
  learningOutcomes: ['Turn your camera and microphone on and off.', 'Send a chat message.', 'Move through the slides and draw on them.'],
};
let demoDeck: Promise<Uint8Array> | null = null;

/** The download size a connection test asks for: lenient, as a speed test should be (garbage is 0, too much is capped). */
const echoQuery = z.object({
  bytes: z.coerce
    .number()
    .catch(0)
    .transform((bytes) => Math.max(0, Math.min(MAX_ECHO_DOWNLOAD, Math.floor(bytes) || 0))),
});
const classPath = z.object({ classUid: z.string().max(100) });

/**
 * REST and WebSocket routes of the live classroom (docs/api/classroom.md §2, §3). Wrapped with
 * fastify-plugin so the WebSocket server and the hub belong to the app itself.
 */
export const classroomRoutes = fp(
  async function classroomRoutes(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const hub = new ClassroomHub(app);
    registerHub(app, hub);
    if (!app.hasDecorator('websocketServer')) {
      await app.register(fastifyWebsocket, {
        options: { maxPayload: 256 * 1024 },
        // Sockets leave their rooms properly (state `left`, attendance) before the server stops.
        preClose: async function preClose(this: FastifyInstance) {
          await hub.shutdown();
          for (const client of this.websocketServer.clients) client.close(1001);
        },
      });
    }
    app.addHook('onReady', async () => hub.start());
    app.addHook('onClose', async () => hub.shutdown());

    app.get(WEBSOCKET_PATH, { websocket: true }, (socket) => handleClassroomSocket(app, hub, socket));

    app.get('/api/classroom/echo', { schema: { querystring: echoQuery } }, async (request, reply) => {
      const { bytes } = request.query;
      reply.header('cache-control', 'no-store');
      return { serverTime: app.clock.now().toISOString(), bytes, padding: 'x'.repeat(bytes) };
    });

    await app.register(async (scope) => {
      scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_ECHO_UPLOAD }, (_request, body, done) =>
        done(null, body),
      );
      const upload = { bodyLimit: MAX_ECHO_UPLOAD, config: { unvalidatedBody: 'any bytes: only their count is read' } };
      scope.post('/api/classroom/echo', upload, async (request, reply) => {
        const body = request.body;
        const received = Buffer.isBuffer(body) ? body.length : Buffer.byteLength(JSON.stringify(body ?? null));
        reply.header('cache-control', 'no-store');
        return { serverTime: app.clock.now().toISOString(), received };
      });
    });

    app.get('/api/classroom/demo/presentation.pdf', async (_request, reply) => {
      demoDeck ??= renderLessonSlides(DEMO_DECK, 'en'); // the demo lesson's content is English
      const pdf = await demoDeck;
      reply.header('cache-control', 'public, max-age=86400').type('application/pdf');
      return reply.send(Buffer.from(pdf));
    });

    const chatRoute = { preValidation: signedIn(), schema: { params: classPath } };
    app.get('/api/classroom/classes/:classUid/chat.txt', chatRoute, async (request, reply) => {
      const auth = await request.requireAuth();
      if (!(await classReportAvailable(app, request.params.classUid))) {
        throw new DomainError('class_report_not_available');
      }
      const messages = await classroomChatHistory(app, auth, request.params.classUid);
      // A download link sends no X-Locale: the file speaks the reader's saved language.
      const { t } = documentLanguage((await request.getSignedInUser())?.user.locale);
      const lines = messages.map((m) => `[${m.sentAt}] ${m.authorName}: ${m.deletedAt ? t('chatExport.messageDeleted') : m.text}`);
      reply.header('cache-control', 'private, no-store').type('text/plain; charset=utf-8');
      return `${lines.join('\n')}\n`;
    });
  },
  { name: 'classroom', dependencies: ['db', 'auth'] },
);
