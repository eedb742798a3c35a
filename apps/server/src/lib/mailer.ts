import type { EmailCategory } from '@parla/contracts';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What kind of e-mail this is: the one gate (emails/email-gate.ts) decides by it whether it goes out. */
  category: EmailCategory;
}

export interface Mailer {
  send(email: Email): Promise<void>;
  close(): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set (production, and the e2e suite's smtp-server). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ category: _category, ...email }) {
      await transport.sendMail({ from, ...email });
    },
    async close() {
      transport.close();
    },
  };
}

/** Without SMTP, mail lands in the database and shows on the dev outbox page (/dev/mail). */
export function outboxMailer(getDb: () => Db): Mailer {
  return {
    async send(email) {
      await getDb().insert(outboxEmails).values({ to: email.to, subject: email.subject, text: email.text, html: email.html });
    },
    async close() {},
  };
}
