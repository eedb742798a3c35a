import {
  DEFAULT_CLASSROOM_CONFIG,
  DomainError,
  type RoomActor,
  type RoomCommand,
  type RoomOutcome,
  type RoomState,
  applyRoomCommand,
  hardStopCheck,
  stalePresences,
  notFound,
} from '@parla/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Tx } from '../../db/client.ts';
import { classroomEvents, classroomRooms } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recentChat } from './chat.service.ts';
import type { JoinClaims } from './join-token.ts';
import { type Delivery, MemoryBus, RedisBus, type RoomBus, type RoomEnvelope, type RosterEntry } from './room-bus.ts';
import { type RoomRow, loadRoomMeta } from './room-meta.ts';
import { type ChatMessageView, deliveriesFor, roster, snapshotFor } from './room-views.ts';

/** One WebSocket on this node. */
export interface LocalConnection {
  ws: WebSocket;
  connectionId: string;
  claims: JoinClaims | null;
  /** Received its welcome: room traffic may flow. */
  ready: boolean;
  /** The server closed it (kick, end, leave): its close needs no disconnect. */
  closedByServer: boolean;
  /** Live strokes being drawn, by stroke id (chunks only arrive at the node holding the socket). */
  strokes: Map<string, { page: number; points: [number, number][] }>;
  chatTimes: number[];
  /** When this node last wrote the client's heartbeat to the room (app clock, ms). */
  heartbeatWrittenAt?: number;
  /** Real time of the last reaction relayed from this socket (a light flood guard). */
  lastReactionAt?: number;
  /** Answered the last transport ping (WebSocket pong): the TCP connection is alive. */
  alive?: boolean;
}

interface LocalRoom {
  roomId: string;
  connections: Set<LocalConnection>;
  roster: Map<string, RosterEntry>;
  endsAt: Date | null;
  warned: Set<number>;
  stopping: boolean;
  /** App-clock time of the last presence sweep of this room (ms). */
  sweptAt: number;
  sweeping: boolean;
}

type LockedRoom = typeof classroomRooms.$inferSelect;

export interface WorkResult<T> {
  state?: RoomState;
  records?: { kind: string; userId: string | null }[];
  deliveries: Delivery[];
  result: T;
}

const TICK_MS = 500;
/** Presence sweep of a room at most this often (app clock), so a crashed node's peers go within timeout + 1 s. */
const SWEEP_EVERY_MS = 1_000;
/** A client's heartbeats are written at most this often (app clock): a flood of pings costs no writes. */
const HEARTBEAT_WRITE_MIN_MS = 5_000;
/** Transport keepalive (real time): a socket that misses a whole round of WebSocket pings is cut. */
const TRANSPORT_PING_MS = 15_000;
/** After the hard stop, sockets still open here (their end envelope was lost) are closed. */
const END_GRACE_MS = 10_000;

function isNoop(outcome: RoomOutcome): boolean {
  return (
    outcome.changed.length === 0 &&
    !outcome.classStateChanged &&
    !outcome.waitingRoomChanged &&
    !outcome.presentationChanged &&
    !outcome.screenShareChanged &&
    !outcome.annotationAdded &&
    outcome.annotationCleared === null &&
    outcome.records.length === 0 &&
    outcome.kicks.length === 0 &&
    outcome.muted.length === 0 &&
    !outcome.ended
  );
}

/**
 * The classroom on one app node (docs/decisions/016): the node's sockets grouped by room, the
 * transactional room updates (row lock → pure rule → write → publish while locked), delivery
 * of published envelopes to local sockets, and the hard-stop ticker driven by app.clock.
 */
export class ClassroomHub {
  private readonly rooms = new Map<string, LocalRoom>();
  private ticker: NodeJS.Timeout | null = null;
  private pinger: NodeJS.Timeout | null = null;
  private stopped = false;
  readonly bus: RoomBus;

  constructor(private readonly app: FastifyInstance) {
    this.bus = app.config.redisUrl ? new RedisBus(app.config.redisUrl, app.log) : new MemoryBus();
    this.bus.onEnvelope((roomId, envelope) => this.deliverLocally(roomId, envelope));
  }

  start(): void {
    if (this.ticker) return;
    this.ticker = setInterval(() => {
      this.tick().catch((err) => this.app.log.error({ err }, 'classroom tick failed'));
    }, TICK_MS);
    this.ticker.unref();
    this.pinger = setInterval(() => this.pingTransports(), TRANSPORT_PING_MS);
    this.pinger.unref();
  }

  /** Server shutdown: every socket here leaves its room properly, then closes with 1001. */
  async shutdown(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.ticker) clearInterval(this.ticker);
    if (this.pinger) clearInterval(this.pinger);
    this.ticker = null;
    this.pinger = null;
    const all = [...this.rooms.values()].flatMap((room) => [...room.connections]);
    await Promise.allSettled(
      all.map(async (connection) => {
        connection.closedByServer = true;
        if (connection.claims && connection.ready) await this.disconnect(connection).catch(() => {});
        connection.ws.close(1001, 'server restarting');
      }),
    );
    await this.bus.close();
  }

  /** Rooms with a socket on this node and their sockets: the /metrics gauges (decision 097). */
  localStats(): { rooms: number; peers: number } {
    let peers = 0;
    for (const room of this.rooms.values()) peers += room.connections.size;
    return { rooms: this.rooms.size, peers };
  }

  // ---- rooms in the database -------------------------------------------------------------

  /**
   * Runs `work` on a room under its row lock; writes the new state and records; publishes the
   * deliveries before the lock is released, so every node sees them in commit order.
   */
  async withRoom<T>(roomId: string, work: (tx: Tx, row: LockedRoom) => Promise<WorkResult<T>>): Promise<T> {
    return inTransaction(this.app.db, async (tx) => {
      const [row] = await tx.select().from(classroomRooms).where(eq(classroomRooms.roomId, roomId)).for('update').limit(1);
      if (!row) throw notFound();
      const done = await work(tx, row);
      const now = this.app.clock.now();
      if (done.state) {
        await tx
          .update(classroomRooms)
          .set({ state: done.state, version: sql`${classroomRooms.version} + 1`, updatedAt: now })
          .where(eq(classroomRooms.roomId, roomId));
      }
      if (done.records && done.records.length > 0 && row.classId) {
        const classId = row.classId;
        await tx.insert(classroomEvents).values(done.records.map((r) => ({ classId, userId: r.userId, kind: r.kind, at: now })));
      }
      const envelope: RoomEnvelope = { deliveries: done.deliveries };
      if (done.state) envelope.roster = roster(done.state);
      if (envelope.roster || envelope.deliveries.length > 0) await this.bus.publish(roomId, envelope);
      return done.result;
    });
  }

  /** Applies one room command (docs/api/classroom.md) and fans out what changed. */
  async command(
    roomId: string,
    actor: RoomActor,
    command: RoomCommand,
    options: { actorConnectionId?: string; welcomeConnectionId?: string; extra?: (outcome: RoomOutcome) => Delivery[] } = {},
  ): Promise<RoomOutcome> {
    return this.withRoom(roomId, async (tx, row) => {
      const now = this.app.clock.now();
      const previous = row.state;
      if (options.actorConnectionId && 'peerId' in actor) {
        // A socket that was replaced (duplicate session) or removed speaks for nobody.
        if (previous.participants[actor.peerId]?.connectionId !== options.actorConnectionId) throw new DomainError('invalid_request');
      }
      const outcome = applyRoomCommand(previous, actor, command, now, DEFAULT_CLASSROOM_CONFIG);
      if (isNoop(outcome) && !options.welcomeConnectionId) return { deliveries: [], result: outcome };
      const meta = await loadRoomMeta(tx, row as RoomRow);
      const needsChat = Boolean(options.welcomeConnectionId) || outcome.resync.length > 0;
      const chat: ChatMessageView[] = needsChat ? await recentChat(tx, roomId) : [];
      const deliveries = deliveriesFor(previous, outcome, {
        actorPeerId: 'peerId' in actor ? actor.peerId : null,
        welcomeConnectionId: options.welcomeConnectionId,
        snapshot: (viewer, type) => snapshotFor(type, outcome.state, viewer, meta, chat, this.app.config.iceServers, now),
      });
      deliveries.push(...(options.extra?.(outcome) ?? []));
      return { state: outcome.state, records: outcome.records, deliveries, result: outcome };
    });
  }

  // ---- sockets on this node -------------------------------------------------------------

  /** Joins a socket to its room on this node; subscribes the node to the room's channel first. */
  async attach(connection: LocalConnection): Promise<void> {
    const roomId = connection.claims!.roomId;
    let room = this.rooms.get(roomId);
    if (!room) {
      room = {
        roomId,
        connections: new Set(),
        roster: new Map(),
        endsAt: null,
        warned: new Set(),
        stopping: false,
        sweptAt: Number.NEGATIVE_INFINITY,
        sweeping: false,
      };
      this.rooms.set(roomId, room);
      room.connections.add(connection);
      await this.bus.subscribe(roomId);
    } else {
      room.connections.add(connection);
    }
  }

  detach(connection: LocalConnection): void {
    const roomId = connection.claims?.roomId;
    if (!roomId) return;
    const room = this.rooms.get(roomId);
    if (!room) return;
    room.connections.delete(connection);
    if (room.connections.size === 0) {
      this.rooms.delete(roomId);
      if (this.stopped) return;
      // Issued right away: a later subscribe for the same room queues behind it on the same Redis connection.
      this.bus.unsubscribe(roomId).catch((err) => this.app.log.warn({ err }, 'classroom unsubscribe failed'));
    }
  }

  localRoom(roomId: string): LocalRoom | undefined {
    return this.rooms.get(roomId);
  }

  setEndsAt(roomId: string, endsAt: string): void {
    const room = this.rooms.get(roomId);
    if (room) room.endsAt = new Date(endsAt);
  }

  /** A socket closed by the client or the network: the participant leaves (state `left`). */
  async disconnect(connection: LocalConnection): Promise<void> {
    const claims = connection.claims;
    if (!claims) return;
    await this.command(claims.roomId, { peerId: claims.peerId }, { type: 'disconnect', connectionId: connection.connectionId });
  }

  /** Publishes deliveries that change no state (signalling, live strokes). */
  publish(roomId: string, deliveries: Delivery[]): Promise<void> {
    return this.bus.publish(roomId, { deliveries });
  }

  send(connection: LocalConnection, message: Record<string, unknown>): void {
    if (connection.ws.readyState === connection.ws.OPEN) connection.ws.send(JSON.stringify(message));
  }

  close(connection: LocalConnection, code: number, reason = ''): void {
    connection.closedByServer = true;
    if (connection.ws.readyState === connection.ws.OPEN || connection.ws.readyState === connection.ws.CONNECTING) {
      connection.ws.close(code, reason);
    }
  }

  private deliverLocally(roomId: string, envelope: RoomEnvelope): void {
    const room = this.rooms.get(roomId);
    if (!room) return;
    if (envelope.roster) room.roster = new Map(envelope.roster.map((entry) => [entry.peerId, entry]));
    for (const delivery of envelope.deliveries) {
      for (const connection of [...room.connections]) {
        const peerId = connection.claims?.peerId;
        if (!peerId) continue;
        if (!delivery.everyone && !delivery.to?.includes(peerId)) continue;
        if (delivery.onlyConnectionId && connection.connectionId !== delivery.onlyConnectionId) continue;
        if (delivery.exceptConnectionId && connection.connectionId === delivery.exceptConnectionId) continue;
        if (!connection.ready && !delivery.ready && !delivery.onlyConnectionId && !delivery.everyone) continue;
        this.send(connection, delivery.msg);
        if (delivery.ready) connection.ready = true;
        if (delivery.close) this.close(connection, delivery.close);
      }
    }
  }

  // ---- presence (docs/decisions/027) ----------------------------------------------------

  /**
   * A client's heartbeat: the participant's `lastSeenAt` in the room state, so every node can
   * tell a live participant from one whose node crashed. One atomic jsonb update, no fan-out;
   * only for the participant's current connection (a replaced socket keeps nobody alive).
   */
  async heartbeat(connection: LocalConnection): Promise<void> {
    const claims = connection.claims;
    if (!claims || !connection.ready) return;
    const now = this.app.clock.now();
    const last = connection.heartbeatWrittenAt;
    if (last !== undefined && now.getTime() >= last && now.getTime() - last < HEARTBEAT_WRITE_MIN_MS) return;
    connection.heartbeatWrittenAt = now.getTime();
    const path = sql`array['participants', ${claims.peerId}, 'lastSeenAt']::text[]`;
    await this.app.db
      .update(classroomRooms)
      .set({ state: sql`jsonb_set(${classroomRooms.state}, ${path}, to_jsonb(${now.toISOString()}::text))` })
      .where(
        and(
          eq(classroomRooms.roomId, claims.roomId),
          sql`${classroomRooms.state} #>> array['participants', ${claims.peerId}, 'connectionId']::text[] = ${connection.connectionId}`,
        ),
      );
  }

  /** Connection ids of this node's open sockets in a room: their liveness is the transport's. */
  private liveLocalConnections(room: LocalRoom): string[] {
    return [...room.connections].filter((c) => c.ws.readyState === c.ws.OPEN).map((c) => c.connectionId);
  }

  /**
   * Expires presences nobody heard for the timeout: read without a lock first (the common case
   * finds nothing), then the locked command re-checks and tells the room.
   */
  async sweepPresence(roomId: string): Promise<number> {
    const room = this.rooms.get(roomId);
    const keep = room ? this.liveLocalConnections(room) : [];
    const [row] = await this.app.db
      .select({ state: classroomRooms.state })
      .from(classroomRooms)
      .where(eq(classroomRooms.roomId, roomId))
      .limit(1);
    if (!row || stalePresences(row.state, this.app.clock.now(), keep, DEFAULT_CLASSROOM_CONFIG).length === 0) return 0;
    const outcome = await this.command(roomId, { system: true }, { type: 'expire_presence', keepConnectionIds: keep });
    return outcome.kicks.length;
  }

  private async sweepIfDue(room: LocalRoom, now: Date): Promise<void> {
    const at = now.getTime();
    // Also when the clock moved back (tests): a sweep is cheap.
    if (room.sweeping || (at - room.sweptAt < SWEEP_EVERY_MS && at >= room.sweptAt)) return;
    room.sweeping = true;
    room.sweptAt = at;
    try {
      await this.sweepPresence(room.roomId);
    } catch (err) {
      this.app.log.warn({ err, roomId: room.roomId }, 'classroom presence sweep failed');
    } finally {
      room.sweeping = false;
    }
  }

  /** WebSocket-level ping/pong (real time): a half-open TCP connection on this node is cut. */
  private pingTransports(): void {
    for (const room of this.rooms.values()) {
      for (const connection of room.connections) {
        if (connection.ws.readyState !== connection.ws.OPEN) continue;
        if (connection.alive === false) {
          connection.ws.terminate();
          continue;
        }
        connection.alive = false;
        connection.ws.ping();
      }
    }
  }

  // ---- the hard stop -------------------------------------------------------------------

  private async tick(): Promise<void> {
    const now = this.app.clock.now();
    for (const room of [...this.rooms.values()]) {
      if (room.connections.size > 0 && !room.stopping) void this.sweepIfDue(room, now);
      if (!room.endsAt || room.connections.size === 0) continue;
      const check = hardStopCheck(room.endsAt, now, room.warned, DEFAULT_CLASSROOM_CONFIG);
      for (const mark of check.due) room.warned.add(mark);
      if (check.warn !== null) {
        const message = { type: 'hard_stop_warning', endsAt: room.endsAt.toISOString(), secondsLeft: check.secondsLeft };
        for (const connection of room.connections) if (connection.ready) this.send(connection, message);
      }
      if (check.stop && !room.stopping) {
        room.stopping = true;
        await this.command(room.roomId, { system: true }, { type: 'hard_stop' }).catch((err) => {
          room.stopping = false;
          this.app.log.error({ err, roomId: room.roomId }, 'classroom hard stop failed');
        });
      }
      if (now.getTime() > room.endsAt.getTime() + END_GRACE_MS) {
        for (const connection of room.connections) {
          this.send(connection, { type: 'class_ended', reason: 'hard_stop', at: room.endsAt.toISOString() });
          this.close(connection, 4410);
        }
      }
    }
  }
}
