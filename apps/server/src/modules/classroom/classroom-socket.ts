import { randomUUID } from 'node:crypto';
import { formatErrorMessage, MASKED_ERROR_MESSAGE } from '@parla/contracts';
import { type RoomCommand, DomainError, notFound } from '@parla/domain';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { deleteChatMessage, sendChatMessage } from './chat-commands.ts';
import type { ClassroomHub, LocalConnection } from './classroom-hub.ts';
import { verifyJoinToken } from './join-token.ts';
import { type ClientMessage, clientMessage } from './ws-messages.ts';

const HELLO_TIMEOUT_MS = 10_000;
const MAX_INVALID = 20;
const REACTION_MIN_MS = 400;

/** Close codes of docs/api/classroom.md. */
const CLOSE_FOR: Partial<Record<string, number>> = {
  link_expired: 4401,
  removed_from_class: 4403,
  not_class_participant: 4403,
  observation_opted_out: 4403,
  class_has_ended: 4410,
  not_found: 4401,
};

/** One classroom WebSocket: hello, then the room's messages in arrival order. */
export function handleClassroomSocket(app: FastifyInstance, hub: ClassroomHub, ws: WebSocket): void {
  const connection: LocalConnection = {
    ws,
    connectionId: randomUUID(),
    claims: null,
    ready: false,
    closedByServer: false,
    strokes: new Map(),
    chatTimes: [],
    alive: true,
  };
  ws.on('pong', () => {
    connection.alive = true;
  });
  let invalid = 0;
  // Messages are handled one after another: an offer must reach the peer before its candidates.
  let queue: Promise<void> = Promise.resolve();

  const fail = (code: string, rid?: string, details?: Record<string, unknown>, message?: string) => {
    hub.send(connection, {
      type: 'error',
      code,
      message: message ?? formatErrorMessage(code as never, (details as Record<string, string>) ?? {}),
      ...(rid ? { rid } : {}),
      ...(details ? { details } : {}),
    });
  };

  const helloTimer = setTimeout(() => {
    if (!connection.claims) {
      fail('link_expired');
      hub.close(connection, 4401);
    }
  }, HELLO_TIMEOUT_MS);

  ws.on('message', (data: RawData, isBinary: boolean) => {
    queue = queue
      .then(() => handleFrame(data, isBinary))
      .catch((err) => {
        app.log.error({ err }, 'classroom message failed');
        fail('internal_server_error', undefined, undefined, MASKED_ERROR_MESSAGE);
      });
  });

  ws.on('close', () => {
    clearTimeout(helloTimer);
    queue = queue.then(async () => {
      if (connection.claims && connection.ready && !connection.closedByServer) {
        await hub.disconnect(connection).catch((err) => app.log.warn({ err }, 'classroom disconnect failed'));
      }
      hub.detach(connection);
    });
  });

  async function handleFrame(data: RawData, isBinary: boolean): Promise<void> {
    let parsed: ClientMessage;
    try {
      if (isBinary) throw new Error('binary');
      const result = clientMessage.safeParse(JSON.parse(data.toString()));
      if (!result.success) throw new Error('shape');
      parsed = result.data;
    } catch {
      invalid += 1;
      fail('invalid_request');
      if (invalid >= MAX_INVALID) hub.close(connection, 4400);
      return;
    }
    try {
      if (!connection.claims) {
        if (parsed.type !== 'hello') {
          fail('link_expired', parsed.rid);
          hub.close(connection, 4401);
          return;
        }
        await hello(parsed.token);
        return;
      }
      if (parsed.type === 'hello') return;
      await dispatch(parsed);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      fail(error.code, parsed.rid, error.details);
      const close = !connection.ready ? CLOSE_FOR[error.code] : error.code === 'class_has_ended' ? 4410 : undefined;
      if (close) hub.close(connection, close);
    }
  }

  async function hello(token: string): Promise<void> {
    const claims = await verifyJoinToken(token, app.config.jwtSecret, app.clock.now());
    if (!claims) throw new DomainError('link_expired');
    connection.claims = claims;
    clearTimeout(helloTimer);
    await hub.attach(connection);
    try {
      const outcome = await hub.command(
        claims.roomId,
        { peerId: claims.peerId },
        {
          type: 'connect',
          connectionId: connection.connectionId,
          seed: {
            peerId: claims.peerId,
            userId: claims.userId,
            name: claims.name,
            photo: claims.photo,
            role: claims.role,
            recordingConsent: claims.recordingConsent ?? null,
          },
        },
        { welcomeConnectionId: connection.connectionId },
      );
      hub.setEndsAt(claims.roomId, outcome.state.endsAt);
    } catch (error) {
      connection.closedByServer = true;
      hub.detach(connection);
      throw error;
    }
  }

  async function dispatch(message: ClientMessage): Promise<void> {
    const claims = connection.claims!;
    const actor = { peerId: claims.peerId };
    const roomId = claims.roomId;
    const run = (command: RoomCommand) => hub.command(roomId, actor, command, { actorConnectionId: connection.connectionId });
    switch (message.type) {
      case 'ping':
        // The ping is the client's heartbeat (every 10 s): recorded before the pong, so a pong means "seen".
        await hub.heartbeat(connection);
        hub.send(connection, { type: 'pong', t: message.t ?? null, serverTime: app.clock.now().toISOString() });
        return;
      case 'signal':
        return relaySignal(message.to, message.data);
      case 'annotation_stroke':
        return stroke(message);
      case 'chat_send':
        return sendChatMessage(app, hub, connection, message.text, message.clientId);
      case 'chat_delete':
        return deleteChatMessage(app, hub, connection, message.messageId);
      case 'leave':
        await run({ type: 'leave' });
        hub.close(connection, 1000, 'left');
        return;
      case 'ask_to_join':
      case 'admit_all':
      case 'start_class':
      case 'end_class':
      case 'presentation_close':
      case 'screen_share_stop':
        await run({ type: message.type });
        return;
      case 'admit':
      case 'deny':
      case 'mute':
      case 'remove':
        await run({ type: message.type, peerId: message.peerId });
        return;
      case 'media_state':
        await run({ type: 'media_state', audio: message.audio, video: message.video });
        return;
      case 'raise_hand':
        await run({ type: 'raise_hand', raised: message.raised });
        return;
      case 'lower_hand':
        await run({ type: 'lower_hand', peerId: message.peerId });
        return;
      case 'reaction':
        return relayReaction(message.emoji);
      case 'presentation_open':
        await run({ type: 'presentation_open', page: message.page, pageCount: message.pageCount, replace: message.replace });
        return;
      case 'presentation_page':
        await run({ type: 'presentation_page', page: message.page });
        return;
      case 'presentation_mode':
        await run({ type: 'presentation_mode', mode: message.mode });
        return;
      case 'annotation_clear':
        await run({ type: 'annotation_clear', page: message.page });
        return;
      case 'screen_share_start':
        await run({ type: 'screen_share_start', replace: message.replace });
        return;
    }
  }

  /** The sender's entry in this node's roster, when this socket is its live one. */
  function me() {
    const claims = connection.claims!;
    const entry = hub.localRoom(claims.roomId)?.roster.get(claims.peerId);
    return entry && entry.connectionId === connection.connectionId ? entry : null;
  }

  /** WebRTC signalling: relayed to the addressed peer's live socket, on whichever node it is. */
  async function relaySignal(to: string, data: Record<string, unknown>): Promise<void> {
    const claims = connection.claims!;
    const self = me();
    if (self?.state !== 'in_class') throw new DomainError('invalid_request');
    const target = hub.localRoom(claims.roomId)?.roster.get(to);
    if (target?.state !== 'in_class' || !target.connectionId) throw notFound();
    await hub.publish(claims.roomId, [
      {
        to: [to],
        onlyConnectionId: target.connectionId,
        msg: { type: 'signal', from: claims.peerId, fromConnectionId: connection.connectionId, fromRole: claims.role, data },
      },
    ]);
  }

  /**
   * Reactions are a moment, not state: relayed to everyone in class like a signal (no database),
   * at most one per REACTION_MIN_MS per socket so a held key cannot flood the room.
   */
  async function relayReaction(emoji: string): Promise<void> {
    const claims = connection.claims!;
    const self = me();
    if (self?.state !== 'in_class' || claims.role === 'observer') throw new DomainError('invalid_request');
    const now = Date.now();
    if (connection.lastReactionAt !== undefined && now - connection.lastReactionAt < REACTION_MIN_MS) return;
    connection.lastReactionAt = now;
    const audience = [...(hub.localRoom(claims.roomId)?.roster.values() ?? [])]
      .filter((p) => p.state === 'in_class' && p.connectionId && p.peerId !== claims.peerId)
      .map((p) => p.peerId);
    if (audience.length > 0) await hub.publish(claims.roomId, [{ to: audience, msg: { type: 'reaction', from: claims.peerId, emoji } }]);
  }

  /** Live freehand strokes: chunks are relayed at once; the final chunk stores the whole stroke. */
  async function stroke(message: Extract<ClientMessage, { type: 'annotation_stroke' }>): Promise<void> {
    const claims = connection.claims!;
    const self = me();
    const presenter = claims.role === 'teacher' || (claims.isDemo && claims.role === 'student');
    if (!presenter) throw new DomainError('forbidden');
    if (self?.state !== 'in_class') throw new DomainError('invalid_request');
    const current = connection.strokes.get(message.stroke.id) ?? { page: message.page, points: [] };
    current.points.push(...message.stroke.points);
    if (current.points.length > 5000) {
      connection.strokes.delete(message.stroke.id);
      throw new DomainError('invalid_request');
    }
    connection.strokes.set(message.stroke.id, current);
    const room = hub.localRoom(claims.roomId);
    const audience = [...(room?.roster.values() ?? [])]
      .filter((p) => p.state === 'in_class' && p.connectionId && p.peerId !== claims.peerId)
      .map((p) => p.peerId);
    const relay = {
      type: 'annotation_stroke',
      page: message.page,
      final: message.final,
      stroke: { ...message.stroke, peerId: claims.peerId },
    };
    if (!message.final) {
      if (audience.length > 0) await hub.publish(claims.roomId, [{ to: audience, msg: relay }]);
      return;
    }
    connection.strokes.delete(message.stroke.id);
    await hub.command(
      claims.roomId,
      { peerId: claims.peerId },
      { type: 'annotation_add', page: current.page, stroke: { ...message.stroke, peerId: claims.peerId, points: current.points } },
      {
        actorConnectionId: connection.connectionId,
        extra: (outcome) => {
          const to = Object.values(outcome.state.participants)
            .filter((p) => p.state === 'in_class' && p.connectionId && p.peerId !== claims.peerId)
            .map((p) => p.peerId);
          return to.length > 0 ? [{ to, msg: relay }] : [];
        },
      },
    );
  }
}
