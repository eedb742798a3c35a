import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runEnv } from './run-env.ts';
import type { ReceivedEmail } from './smtp-sink.ts';

export type { ReceivedEmail } from './smtp-sink.ts';

export interface EmailQuery {
  to: string;
  /** Exact subject, a part of it, or a pattern. */
  subject?: string | RegExp;
  /** Text the plain-text body must contain, e.g. '/resetting/reset/'. */
  containing?: string | RegExp;
  /** Only messages received at or after this epoch-millisecond time. */
  since?: number;
  timeoutMs?: number;
}

const POLL_INTERVAL_MS = 50;

/**
 * Waits for a message the app sent through the run's SMTP server and returns the newest
 * match. Bounded (10 s by default): mail is sent inside the request or by a job seconds later.
 */
export async function waitForEmail(query: EmailQuery): Promise<ReceivedEmail> {
  const mailDir = runEnv('mailDir');
  const to = query.to.toLowerCase();
  const timeoutMs = query.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  let seenForAddress: ReceivedEmail[] = [];
  for (;;) {
    const all = await readMailbox(mailDir);
    seenForAddress = all.filter((mail) => mail.to.includes(to));
    const match = seenForAddress
      .filter(
        (mail) =>
          (query.since === undefined || mail.receivedAt >= query.since) &&
          matches(mail.subject, query.subject) &&
          matches(mail.text, query.containing),
      )
      .sort((a, b) => b.receivedAt - a.receivedAt)[0];
    if (match) return match;
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  const seen = seenForAddress.map((mail) => `"${mail.subject}"`).join(', ') || 'none';
  const wanted = [query.subject && `subject ${String(query.subject)}`, query.containing && `text containing ${String(query.containing)}`]
    .filter(Boolean)
    .join(' and ');
  throw new Error(`No e-mail to ${query.to}${wanted ? ` with ${wanted}` : ''} within ${timeoutMs} ms (received for that address: ${seen})`);
}

/** The first link in `text` whose URL contains `pathPart` (e.g. '/resetting/reset/'). */
export function extractLink(text: string, pathPart: string): string {
  const links = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  const link = links.find((candidate) => candidate.includes(pathPart));
  if (!link) throw new Error(`No link containing "${pathPart}" in the e-mail. Links found: ${links.join(', ') || 'none'}`);
  return link;
}

function matches(value: string, expected: string | RegExp | undefined): boolean {
  if (expected === undefined) return true;
  return typeof expected === 'string' ? value.includes(expected) : expected.test(value);
}

async function readMailbox(mailDir: string): Promise<ReceivedEmail[]> {
  const names = (await readdir(mailDir)).filter((name) => name.endsWith('.json') && !name.startsWith('.'));
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(mailDir, name), 'utf8')) as ReceivedEmail));
}
