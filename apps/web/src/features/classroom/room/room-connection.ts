import type { ClassroomJoin } from '../classroom-documents.ts';
import { type OutgoingMessage, outcomeOfClose, parseServerMessage, type ServerMessage } from './protocol.ts';

/** A join token request that failed with a coded error (not a network problem). */
export class JoinRefused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

interface ConnectionOptions {
  /** A fresh join (joinClassroom); throws JoinRefused for a coded refusal, anything else counts as a network problem. */
  fetchJoin: () => Promise<ClassroomJoin>;
  onMessage: (message: ServerMessage) => void;
  /** The socket dropped and we are trying again. */
  onReconnecting: () => void;
  /** The end: a close code of the contract (1000, 44xx), or 0 with a failure code. */
  onClosed: (code: number, failure?: string) => void;
  /** Tests and the demo pass a WebSocket factory; the browser's by default. */
  createSocket?: (url: string) => WebSocket;
  /** Milliseconds to wait before the n-th reconnect (1-based). */
  backoff?: (attempt: number) => number;
}

/** WebSocket.OPEN, spelled out so the class also runs where WebSocket is a test double. */
const OPEN = 1;
/** DEFAULT_CLASSROOM_CONFIG.heartbeatSeconds: well inside the server's 30 s presence timeout. */
const HEARTBEAT_MS = 10_000;
const FINAL_CODES = new Set([1000, 4400, 4403, 4409, 4410]);
/** About a minute and a half of trying before "connection failed due to low network". */
const MAX_ATTEMPTS = 10;

export function defaultBackoff(attempt: number): number {
  return Math.min(10_000, 500 * 2 ** (attempt - 1));
}

/** ws(s)://<this host><path> (contract: the path is on the page's own origin). */
export function websocketUrlFor(path: string, location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

/**
 * One participant's WebSocket to the room: hello with the join token, pings, and
 * reconnection with back-off and a fresh token after a network drop (the room state stays
 * on the server, so a new welcome rebuilds everything).
 */
export class RoomConnection {
  private socket: WebSocket | null = null;
  private join: ClassroomJoin | null = null;
  private attempts = 0;
  private welcomed = false;
  private stopped = false;
  private leaving = false;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private requestIds = 0;

  constructor(private readonly options: ConnectionOptions) {}

  /** Starts with a join already in hand (the demo), or fetches one. */
  async start(join?: ClassroomJoin): Promise<void> {
    try {
      this.join = join ?? (await this.options.fetchJoin());
    } catch (error) {
      this.finish(0, error instanceof JoinRefused ? error.code : 'connection_failed_low_network');
      return;
    }
    this.open();
  }

  send(message: OutgoingMessage): string | null {
    if (!this.socket || this.socket.readyState !== OPEN) return null;
    this.requestIds += 1;
    const rid = message.rid ?? `r${this.requestIds}`;
    this.socket.send(JSON.stringify({ ...message, rid }));
    return rid;
  }

  /** "Leave": tell the server, which closes with 1000. */
  leave(): void {
    this.leaving = true;
    if (!this.send({ type: 'leave' })) this.finish(1000);
    // The server closes; if it does not within 2 s, close from here.
    setTimeout(() => this.socket?.close(1000), 2000);
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.pingTimer);
    clearTimeout(this.retryTimer);
    if (this.socket && this.socket.readyState <= OPEN) this.socket.close(1000);
    this.socket = null;
  }

  private open(): void {
    if (this.stopped || !this.join) return;
    const url = websocketUrlFor(this.join.websocketPath, globalThis.location ?? { protocol: 'http:', host: 'localhost' });
    const socket = this.options.createSocket ? this.options.createSocket(url) : new WebSocket(url);
    this.socket = socket;
    this.welcomed = false;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'hello', token: this.join?.token, client: { userAgent: globalThis.navigator?.userAgent } }));
    };
    socket.onmessage = (event) => {
      const message = parseServerMessage(event.data);
      if (!message) return;
      if (message.type === 'welcome') {
        this.welcomed = true;
        this.attempts = 0;
        clearInterval(this.pingTimer);
        // The ping is the heartbeat: a participant not heard for 30 s is shown as gone (docs/decisions/027).
        this.pingTimer = setInterval(() => this.send({ type: 'ping', t: Date.now() }), HEARTBEAT_MS);
      }
      this.options.onMessage(message);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      clearInterval(this.pingTimer);
      this.socket = null;
      if (this.stopped) return;
      if (this.leaving) {
        this.finish(1000);
        return;
      }
      if (FINAL_CODES.has(event.code)) {
        this.finish(event.code);
        return;
      }
      const outcome = outcomeOfClose(event.code);
      // An expired token right at hello is final only after a fresh token failed too.
      if (outcome.kind === 'link_expired' && !this.welcomed && this.attempts > 0) {
        this.finish(4401);
        return;
      }
      this.retry();
    };
  }

  private retry(): void {
    this.attempts += 1;
    if (this.attempts > MAX_ATTEMPTS) {
      this.finish(0, 'connection_failed_low_network');
      return;
    }
    this.options.onReconnecting();
    const delay = (this.options.backoff ?? defaultBackoff)(this.attempts);
    this.retryTimer = setTimeout(async () => {
      if (this.stopped) return;
      if (!this.join?.isDemo) {
        try {
          this.join = await this.options.fetchJoin();
        } catch (error) {
          if (error instanceof JoinRefused) {
            this.finish(0, error.code);
            return;
          }
          this.retry();
          return;
        }
      }
      this.open();
    }, delay);
  }

  private finish(code: number, failure?: string): void {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.pingTimer);
    clearTimeout(this.retryTimer);
    this.options.onClosed(code, failure);
  }
}
