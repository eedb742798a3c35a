import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** What every node keeps of a room's participants, to route signals and live strokes without the database. */
export interface RosterEntry {
  peerId: string;
  role: 'teacher' | 'student' | 'observer';
  state: string;
  connectionId: string | null;
}

/** One message to some local sockets of a room. */
export interface Delivery {
  /** Peer ids; every socket of these peers gets it (see onlyConnectionId). */
  to?: string[];
  /** Every socket of the room on every node (the class ended). */
  everyone?: boolean;
  /** Only this socket of the peer (a welcome, a kick). */
  onlyConnectionId?: string;
  /** Not this socket (the sender of a live stroke). */
  exceptConnectionId?: string;
  msg: Record<string, unknown>;
  /** The socket is ready for room traffic after this message (welcome). */
  ready?: boolean;
  /** Close the socket after sending. */
  close?: number;
}

/** Published on a room's channel: the current roster (when it changed) and the deliveries, in order. */
export interface RoomEnvelope {
  roster?: RosterEntry[];
  deliveries: Delivery[];
}

export type EnvelopeHandler = (roomId: string, envelope: RoomEnvelope) => void;

/**
 * Fan-out between app nodes (docs/decisions/016). Publishing happens while the room's row lock
 * is held, so every node sees a room's envelopes in commit order.
 */
export interface RoomBus {
  readonly kind: 'memory' | 'redis';
  onEnvelope(handler: EnvelopeHandler): void;
  subscribe(roomId: string): Promise<void>;
  unsubscribe(roomId: string): Promise<void>;
  publish(roomId: string, envelope: RoomEnvelope): Promise<void>;
  close(): Promise<void>;
}

/** One node without Redis (the PGlite quick start): in-process, in publish order. */
export class MemoryBus implements RoomBus {
  readonly kind = 'memory' as const;
  private handler: EnvelopeHandler = () => {};
  private readonly rooms = new Set<string>();
  onEnvelope(handler: EnvelopeHandler): void {
    this.handler = handler;
  }
  async subscribe(roomId: string): Promise<void> {
    this.rooms.add(roomId);
  }
  async unsubscribe(roomId: string): Promise<void> {
    this.rooms.delete(roomId);
  }
  async publish(roomId: string, envelope: RoomEnvelope): Promise<void> {
    if (this.rooms.has(roomId)) this.handler(roomId, envelope);
  }
  async close(): Promise<void> {
    this.rooms.clear();
  }
}

const CHANNEL_PREFIX = 'parla:classroom:';

/** Several nodes: Redis pub/sub, one channel per room, subscribed while the node holds sockets of it. */
export class RedisBus implements RoomBus {
  readonly kind = 'redis' as const;
  private handler: EnvelopeHandler = () => {};
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(url: string, log: FastifyBaseLogger) {
    const options = { maxRetriesPerRequest: 3, enableAutoPipelining: true, lazyConnect: false };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    for (const client of [this.pub, this.sub]) client.on('error', (err) => log.warn({ err }, 'classroom redis error'));
    this.sub.on('message', (channel: string, message: string) => {
      if (!channel.startsWith(CHANNEL_PREFIX)) return;
      try {
        this.handler(channel.slice(CHANNEL_PREFIX.length), JSON.parse(message) as RoomEnvelope);
      } catch (err) {
        log.error({ err, channel }, 'classroom envelope dropped');
      }
    });
  }
  onEnvelope(handler: EnvelopeHandler): void {
    this.handler = handler;
  }
  async subscribe(roomId: string): Promise<void> {
    await this.sub.subscribe(CHANNEL_PREFIX + roomId);
  }
  async unsubscribe(roomId: string): Promise<void> {
    await this.sub.unsubscribe(CHANNEL_PREFIX + roomId);
  }
  async publish(roomId: string, envelope: RoomEnvelope): Promise<void> {
    await this.pub.publish(CHANNEL_PREFIX + roomId, JSON.stringify(envelope));
  }
  async close(): Promise<void> {
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}
