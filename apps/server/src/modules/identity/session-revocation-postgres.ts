import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { RevocationChannel, SessionCache, SessionRevocation } from './session-cache.ts';
import { type RevocationMessage, RevocationAnswers, applyRevocationMessage } from './session-revocation-wire.ts';

const CHANNEL = 'parla_sessions_revoked';
/** Each node answers a revocation here once its cache has applied it. */
const ACK_CHANNEL = 'parla_sessions_revoked_ack';
/**
 * The listening connection's application_name, set only once it listens: the revoking node counts
 * these connections on its database to know how many answers to wait for.
 */
export const REVOCATION_LISTENER_NAME = 'parla-session-revocations';
/** NOTIFY payloads must stay under 8,000 bytes; a longer revocation empties every cache instead. */
const MAX_PAYLOAD_BYTES = 7_900;
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 15_000;

/** The message for `revocation`, or "forget everything" when it would not fit in one NOTIFY. */
export function revocationPayload(revocation: SessionRevocation, id: string): string {
  const payload = JSON.stringify({ ...revocation, id } satisfies RevocationMessage);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  return JSON.stringify({ id, all: true } satisfies RevocationMessage);
}

/**
 * Several nodes on PostgreSQL without Redis (decision 126): LISTEN/NOTIFY on the one database.
 * Each node keeps one connection of its own (outside the pool, never through a transaction-mode
 * pooler) listening on the revocation and answer channels; the cache is used only while that
 * connection listens, and is emptied whenever it drops (revocations may have been missed). The
 * revoking node sends the NOTIFY and counts the listening connections in the same statement, then
 * waits for that many answers, as over Redis.
 */
export async function postgresChannel(pool: pg.Pool, cache: SessionCache, log: FastifyBaseLogger): Promise<RevocationChannel> {
  const answers = new RevocationAnswers(log);
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = RETRY_FIRST_MS;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === ACK_CHANNEL) return answers.answered(message.payload ?? '');
    if (message.channel !== CHANNEL) return;
    const id = applyRevocationMessage(cache, message.payload ?? '', log);
    if (id && listener) {
      listener.query('select pg_notify($1, $2)', [ACK_CHANNEL, id]).catch((err) => log.warn({ err }, 'session revocation answer failed'));
    }
  };

  // The listening connection ended (server restart, network, a dropped database): stop trusting the cache.
  const dropped = (client: pg.Client) => {
    if (listener !== client) return;
    listener = null;
    cache.clear();
    client.end().catch(() => {});
    scheduleRetry();
  };

  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const listen = async () => {
    // The pool's own connection settings, on a client of its own: LISTEN holds its connection.
    const client = new pg.Client(pool.options);
    client.on('notification', onNotification);
    client.on('error', (err) => {
      log.warn({ err }, 'session revocation listener error');
      dropped(client);
    });
    client.on('end', () => dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}; LISTEN ${ACK_CHANNEL}`);
      // Named only now, so every connection a revoking node counts is one that hears it.
      await client.query(`SET application_name = '${REVOCATION_LISTENER_NAME}'`);
    } catch (err) {
      log.warn({ err }, 'session revocation channel not listening yet; sessions are looked up every time');
      client.end().catch(() => {});
      scheduleRetry();
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    cache.clear();
    listener = client;
    retryMs = RETRY_FIRST_MS;
  };

  await listen();
  return {
    kind: 'postgres',
    listening: () => listener !== null,
    publish: (revocation) =>
      answers.publish(async (id) => {
        const { rows } = await pool.query<{ receivers: number }>(
          `select pg_notify($1, $2), (select count(*)::int from pg_stat_activity
             where datname = current_database() and application_name = $3) as receivers`,
          [CHANNEL, revocationPayload(revocation, id), REVOCATION_LISTENER_NAME],
        );
        return rows[0]?.receivers ?? 0;
      }),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
