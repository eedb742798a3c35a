import { BRAND, emailLogoHtml } from '../lib/brand.ts';
import type { Email } from '../lib/mailer.ts';

/** The only HTML escaper on the server: every string the layout prints goes through it. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Shown large after the first paragraph (a verification code). */
  highlight?: string;
  /**
   * The call to action. The text part prints "label: href", or the bare URL on its own line
   * when `bareUrl` (links the reader must copy whole: tokens); the HTML part shows a button.
   */
  action?: { href: string; label: string; bareUrl?: boolean };
  closing: string;
}

const BODY_STYLE = `font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:auto;padding:1rem;color:${BRAND.ink}`;
const BUTTON_STYLE = `display:inline-block;padding:12px 20px;background:${BRAND.primary};color:${BRAND.white};border-radius:6px;text-decoration:none`;
const HIGHLIGHT_STYLE = 'font-size:28px;font-weight:700;letter-spacing:6px';

/** One layout for every e-mail: a plain-text part and its HTML twin, built from the same blocks. */
export function layoutEmail(to: string, content: EmailContent): Omit<Email, 'category'> {
  const { greeting, paragraphs, highlight, action, closing } = content;
  const blocks = paragraphs.flatMap((p, i) => (i === 0 && highlight ? [p, highlight] : [p]));
  const actionText = action ? [action.bareUrl ? action.href : `${action.label}: ${action.href}`] : [];
  const text = [greeting, ...blocks, ...actionText, closing].join('\n\n');

  const paragraphHtml = paragraphs
    .map((p, i) => `<p>${escapeHtml(p)}</p>${i === 0 && highlight ? `<p style="${HIGHLIGHT_STYLE}">${escapeHtml(highlight)}</p>` : ''}`)
    .join('');
  const actionHtml = action
    ? `<p><a href="${escapeHtml(action.href)}" style="${BUTTON_STYLE}">${escapeHtml(action.label)}</a></p>${
        action.bareUrl ? `<p style="font-size:13px;color:${BRAND.muted}">${escapeHtml(action.href)}</p>` : ''
      }`
    : '';
  const html = `<!doctype html><html><body style="${BODY_STYLE}">${emailLogoHtml()}<p>${escapeHtml(greeting)}</p>${paragraphHtml}${actionHtml}<p>${escapeHtml(closing)}</p></body></html>`;
  return { to, subject: content.subject, text, html };
}
