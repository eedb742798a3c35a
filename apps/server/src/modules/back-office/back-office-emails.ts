import type { Email } from '../../lib/mailer.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sent when the back office creates a teacher account without a password. */
export function teacherInvitationEmail(to: { email: string; firstName: string }, link: string): Email {
  const paragraphs = [
    'Welcome to the Parla teaching team! Your teacher account is ready.',
    'Choose your password with the link below. It works once and for one hour; after that, use "Forgot password" on the teacher login page.',
  ];
  const text = [`Hello ${to.firstName},`, '', ...paragraphs.flatMap((p) => [p, '']), link, '', 'Your Parla team'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:auto;padding:1rem"><p>Hello ${escapeHtml(
    to.firstName,
  )},</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p><a href="${escapeHtml(link)}">Choose your password</a></p><p>Your Parla team</p></body></html>`;
  return { to: to.email, subject: 'Your Parla teacher account', text, html };
}
