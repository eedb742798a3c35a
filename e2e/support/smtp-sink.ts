import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** One received message, as written to the run's mail directory (one JSON file each). */
export interface ReceivedEmail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Epoch milliseconds (wall clock of the test runner, not the server's movable clock). */
  receivedAt: number;
}

export interface SmtpSink {
  port: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server for the run: the app sends through nodemailer exactly as in
 * production, and every message lands as JSON in `mailDir`, where waitForEmail() finds it.
 * Plain SMTP on 127.0.0.1 only, no AUTH, no STARTTLS.
 */
export async function startSmtpSink(mailDir: string): Promise<SmtpSink> {
  await mkdir(mailDir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const mailFrom = session.envelope.mailFrom;
        storeMessage(mailDir, Buffer.concat(chunks), envelopeTo, mailFrom ? mailFrom.address : '').then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Errors after start (a client dropping the connection) must not crash the runner.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function storeMessage(mailDir: string, raw: Buffer, envelopeTo: string[], envelopeFrom: string): Promise<void> {
  const parsed = await PostalMime.parse(raw);
  const message: ReceivedEmail = {
    to: envelopeTo,
    from: envelopeFrom,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html ?? '',
    receivedAt: Date.now(),
  };
  const name = `${message.receivedAt}-${randomUUID()}.json`;
  // Written aside and renamed, so a polling reader never sees half a file.
  const tmp = join(mailDir, `.${name}.tmp`);
  await writeFile(tmp, JSON.stringify(message, null, 2));
  await rename(tmp, join(mailDir, name));
}
