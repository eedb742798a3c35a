import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from './protocol.ts';
import { welcome } from './room-fixtures.ts';
import type { ClassroomJoin } from '../classroom-documents.ts';
import { JoinRefused, RoomConnection, websocketUrlFor } from './room-connection.ts';

class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  // test helpers
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const join = (token: string): ClassroomJoin => ({
  token,
  expiresAt: '2026-03-02T10:20:00.000Z',
  websocketPath: '/api/classroom/ws',
  websocketUrl: 'ws://localhost/api/classroom/ws',
  role: 'student',
  iceServers: [],
  classUid: 'K1',
  isDemo: false,
  opensAt: '2026-03-02T09:55:00.000Z',
  endsAt: '2026-03-02T11:00:00.000Z',
  presentationUrl: null,
  canBeAudioRecorded: false,
});

function setup(fetchJoin: () => Promise<ClassroomJoin>) {
  const sockets: FakeSocket[] = [];
  const messages: ServerMessage[] = [];
  const closed: Array<{ code: number; failure?: string }> = [];
  let reconnecting = 0;
  const connection = new RoomConnection({
    fetchJoin,
    onMessage: (m) => messages.push(m),
    onReconnecting: () => reconnecting++,
    onClosed: (code, failure) => closed.push({ code, failure }),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    backoff: () => 10,
  });
  return { connection, sockets, messages, closed, reconnecting: () => reconnecting };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RoomConnection', () => {
  it('builds the socket URL on the page origin', () => {
    expect(websocketUrlFor('/api/classroom/ws', { protocol: 'https:', host: 'classroom.parla.test' })).toBe(
      'wss://classroom.parla.test/api/classroom/ws',
    );
    expect(websocketUrlFor('/api/classroom/ws', { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/classroom/ws',
    );
  });

  it('says hello with the token and hands on parsed messages only', async () => {
    const { connection, sockets, messages } = setup(async () => join('t1'));
    await connection.start();
    sockets[0].open();
    expect(sockets[0].sent[0]).toMatchObject({ type: 'hello', token: 't1' });
    sockets[0].receive(welcome());
    sockets[0].onmessage?.({ data: 'garbage' });
    expect(messages.map((m) => m.type)).toEqual(['welcome']);
    expect(connection.send({ type: 'ask_to_join' })).toBe('r1');
    expect(sockets[0].sent[1]).toEqual({ type: 'ask_to_join', rid: 'r1' });
  });

  it('reconnects with a fresh token after a network drop', async () => {
    let n = 0;
    const { connection, sockets, closed, reconnecting } = setup(async () => join(`t${++n}`));
    await connection.start();
    sockets[0].open();
    sockets[0].receive(welcome());
    sockets[0].drop(1006);
    expect(reconnecting()).toBe(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    expect(sockets[1].sent[0]).toMatchObject({ type: 'hello', token: 't2' });
    expect(closed).toEqual([]);
  });

  it('ends on the final close codes', async () => {
    const { connection, sockets, closed } = setup(async () => join('t'));
    await connection.start();
    sockets[0].open();
    sockets[0].drop(4410);
    expect(closed).toEqual([{ code: 4410, failure: undefined }]);
  });

  it('reports a refused token and gives up after repeated expired links', async () => {
    const refused = setup(async () => {
      throw new JoinRefused('class_has_ended');
    });
    await refused.connection.start();
    expect(refused.closed).toEqual([{ code: 0, failure: 'class_has_ended' }]);

    const expired = setup(async () => join('t'));
    await expired.connection.start();
    expired.sockets[0].open();
    expired.sockets[0].drop(4401);
    await vi.advanceTimersByTimeAsync(20);
    expired.sockets[1].open();
    expired.sockets[1].drop(4401);
    expect(expired.closed).toEqual([{ code: 4401, failure: undefined }]);
  });

  it('gives up with "connection failed due to low network" after many drops', async () => {
    const { connection, sockets, closed } = setup(async () => join('t'));
    await connection.start();
    for (let i = 0; i < 11; i++) {
      sockets[i]?.drop(1006);
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(closed).toEqual([{ code: 0, failure: 'connection_failed_low_network' }]);
  });

  it('leaves with 1000', async () => {
    const { connection, sockets, closed } = setup(async () => join('t'));
    await connection.start();
    sockets[0].open();
    connection.leave();
    expect(sockets[0].sent.at(-1)).toMatchObject({ type: 'leave' });
    sockets[0].drop(1000);
    expect(closed).toEqual([{ code: 1000, failure: undefined }]);
  });
});
