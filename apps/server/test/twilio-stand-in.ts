import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Twilio's Messages API (decision 109): it checks what the adapter sends
 * (path, basic auth, form fields) and answers as Twilio documents: 201 with a message `sid`,
 * 400 with error 21211 for an invalid "To" number (Twilio's magic test number +15005550001),
 * 500 for +15005550500 (an outage). It records every request for the test to read.
 */
export interface TwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export const TWILIO_INVALID_NUMBER = '+15005550001';
export const TWILIO_OUTAGE_NUMBER = '+15005550500';
export const TWILIO_NOT_ON_WHATSAPP = '+15005550009';

export class TwilioStandIn {
  readonly requests: TwilioRequest[] = [];
  private server: Server | null = null;
  private sequence = 0;

  constructor(
    readonly accountSid: string,
    readonly authToken: string,
  ) {}

  async start(): Promise<string> {
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        this.requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          form,
        });
        const answer = (status: number, json: Record<string, unknown>) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(json));
        };
        const expectedAuth = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
        if (req.headers.authorization !== expectedAuth)
          return answer(401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
        if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${this.accountSid}/Messages.json`)
          return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
        const to = (form.To ?? '').replace(/^whatsapp:/, '');
        if (to === TWILIO_INVALID_NUMBER)
          return answer(400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 });
        if (to === TWILIO_NOT_ON_WHATSAPP && form.To?.startsWith('whatsapp:'))
          return answer(400, { code: 63003, message: `Channel could not find To address ${to}`, status: 400 });
        if (to === TWILIO_OUTAGE_NUMBER) return answer(500, { code: 20500, message: 'Internal Server Error', status: 500 });
        this.sequence += 1;
        return answer(201, {
          sid: `SM${String(this.sequence).padStart(32, '0')}`,
          status: 'queued',
          to: form.To,
          from: form.From,
          body: form.Body,
        });
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
