import { MessageProviderUnavailable, type MessageProvider, MessageRefused } from './message-provider.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sender for SMS: a Twilio number in E.164 or a messaging service's alphanumeric sender. */
  smsFrom: string;
  /** The WhatsApp sender (E.164, approved for WhatsApp); unset, WhatsApp is not offered. */
  whatsappFrom?: string;
  /** Another API base (a stand-in in tests); default https://api.twilio.com. */
  apiUrl?: string;
}

/**
 * Twilio's error codes that mean "this destination can never take the message" (Twilio's error
 * dictionary): invalid To (21211), not a mobile (21614), unsubscribed by STOP (21610), unreachable
 * region or carrier (21408, 21612), invalid WhatsApp destination (63003, 63024). Anything else
 * (auth, rate limits, outages) is ours or temporary.
 */
const REFUSING_CODES = new Set(['21211', '21214', '21217', '21408', '21610', '21612', '21614', '63003', '63024']);

/** How long one request to Twilio may take before it counts as a transient failure. */
const TIMEOUT_MS = 10_000;

/**
 * Twilio's documented Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json with basic auth
 * (account SID : auth token) and a form body (To, From, Body); WhatsApp is the same call with
 * `whatsapp:`-prefixed numbers. Answers 201 with the message's `sid`; errors are JSON with a `code`.
 */
export function twilioMessageProvider(settings: TwilioSettings, fetchImpl: typeof fetch = fetch): MessageProvider {
  const base = (settings.apiUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send(message) {
      const whatsapp = message.channel === 'whatsapp';
      if (whatsapp && !settings.whatsappFrom) throw new MessageRefused('whatsapp_not_configured', message.channel);
      const form = new URLSearchParams({
        To: whatsapp ? `whatsapp:${message.to}` : message.to,
        From: whatsapp ? `whatsapp:${settings.whatsappFrom}` : settings.smsFrom,
        Body: message.text,
      });
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        // The cause may quote the request; the status says enough.
        throw new MessageProviderUnavailable(null);
      }
      const answer = (await response.json().catch(() => ({}))) as { sid?: unknown; code?: unknown };
      if (response.ok && typeof answer.sid === 'string') return { providerMessageId: answer.sid };
      const code = answer.code === undefined || answer.code === null ? null : String(answer.code);
      if (response.status >= 400 && response.status < 500 && code && REFUSING_CODES.has(code))
        throw new MessageRefused(code, message.channel);
      throw new MessageProviderUnavailable(response.status, code);
    },
  };
}
