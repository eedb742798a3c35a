/**
 * Text messages to a phone (issue 20, decision 109): SMS and WhatsApp through one interface, so
 * the verification codes and the reminder channels never know which service carries them.
 * Without a configured provider the dev outbox keeps them (/dev/messages), like e-mail's /dev/mail.
 */
export type MessageChannel = 'sms' | 'whatsapp';

export interface TextMessage {
  channel: MessageChannel;
  /** E.164, e.g. +4915112345678. */
  to: string;
  text: string;
}

export interface MessageProvider {
  /** Sends one message; answers the provider's id for it. Throws a MessageRefused when the number can never take it. */
  send(message: TextMessage): Promise<{ providerMessageId: string }>;
}

/**
 * The provider refused the destination for good (an invalid number, a landline, not on WhatsApp,
 * the recipient replied STOP): retrying cannot help, the number is marked instead. Any other error
 * thrown by a provider is transient (network, 5xx, rate limit) and the caller's job retries.
 * Carries the provider's code only: its message text quotes the number.
 */
export class MessageRefused extends Error {
  constructor(
    readonly providerCode: string,
    readonly channel: MessageChannel,
  ) {
    super(`the message provider refused the destination (code ${providerCode})`);
    this.name = 'MessageRefused';
  }
}

/** A transient failure: the provider was unreachable or answered 429/5xx; the job retries later. */
export class MessageProviderUnavailable extends Error {
  constructor(
    readonly status: number | null,
    readonly providerCode: string | null = null,
  ) {
    super(`the message provider is unavailable (status ${status ?? 'none'}${providerCode ? `, code ${providerCode}` : ''})`);
    this.name = 'MessageProviderUnavailable';
  }
}

/** +4915112345678 -> +49•••••••••78: what logs and lists may show of a number. */
export function maskPhoneNumber(number: string): string {
  const digits = number.replace(/^\+/, '');
  if (digits.length <= 4) return '•'.repeat(digits.length);
  return `+${digits.slice(0, 2)}${'•'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}
