import { CLASSROOM_REACTIONS, DEFAULT_CLASSROOM_CONFIG } from '@parla/domain';
import { z } from 'zod';

const peerId = z.string().min(1).max(100);
const page = z.number().int().min(1).max(DEFAULT_CLASSROOM_CONFIG.maxPages);
const point = z.tuple([z.number().min(-0.1).max(1.1), z.number().min(-0.1).max(1.1)]);
const rid = z.string().max(100).optional();

/** Every message a client may send (docs/api/classroom.md §3 "Client → server"). */
export const clientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    rid,
    token: z.string().max(4096),
    client: z.object({ userAgent: z.string().max(500).optional() }).optional(),
  }),
  z.object({ type: z.literal('ask_to_join'), rid }),
  z.object({ type: z.literal('admit'), rid, peerId }),
  z.object({ type: z.literal('deny'), rid, peerId }),
  z.object({ type: z.literal('admit_all'), rid }),
  z.object({ type: z.literal('mute'), rid, peerId }),
  z.object({ type: z.literal('remove'), rid, peerId }),
  z.object({ type: z.literal('start_class'), rid }),
  z.object({ type: z.literal('end_class'), rid }),
  z.object({ type: z.literal('leave'), rid }),
  z.object({ type: z.literal('media_state'), rid, audio: z.boolean(), video: z.boolean() }),
  z.object({ type: z.literal('raise_hand'), rid, raised: z.boolean() }),
  z.object({ type: z.literal('lower_hand'), rid, peerId }),
  z.object({ type: z.literal('reaction'), rid, emoji: z.enum(CLASSROOM_REACTIONS) }),
  z.object({
    type: z.literal('signal'),
    rid,
    to: peerId,
    data: z.looseObject({
      kind: z.enum(['offer', 'answer', 'ice']),
      sdp: z.string().max(60_000).optional(),
      candidate: z.unknown().optional(),
    }),
  }),
  z.object({
    type: z.literal('chat_send'),
    rid,
    text: z.string().max(DEFAULT_CLASSROOM_CONFIG.chatMaxLength * 2),
    clientId: z.string().max(100).optional(),
  }),
  z.object({ type: z.literal('chat_delete'), rid, messageId: z.string().uuid() }),
  z.object({
    type: z.literal('presentation_open'),
    rid,
    page: page.optional(),
    pageCount: page.optional(),
    replace: z.boolean().optional(),
  }),
  z.object({ type: z.literal('presentation_page'), rid, page }),
  z.object({ type: z.literal('presentation_mode'), rid, mode: z.enum(['presenting', 'paused']) }),
  z.object({ type: z.literal('presentation_close'), rid }),
  z.object({
    type: z.literal('annotation_stroke'),
    rid,
    page,
    final: z.boolean(),
    stroke: z.object({
      id: z.string().min(1).max(100),
      color: z.string().max(32),
      width: z.number().min(0.5).max(64),
      tool: z.enum(['pen', 'highlighter']).default('pen'),
      points: z.array(point).max(DEFAULT_CLASSROOM_CONFIG.maxPointsPerStroke),
    }),
  }),
  z.object({ type: z.literal('annotation_clear'), rid, page }),
  z.object({ type: z.literal('screen_share_start'), rid, replace: z.boolean().optional() }),
  z.object({ type: z.literal('screen_share_stop'), rid }),
  z.object({ type: z.literal('ping'), rid, t: z.unknown().optional() }),
]);

export type ClientMessage = z.infer<typeof clientMessage>;
