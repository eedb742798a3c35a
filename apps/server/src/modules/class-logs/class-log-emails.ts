import type { Email } from '../../lib/mailer.ts';
import { type ClassMailRecipient, formatClassTime } from '../classes/class-emails.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** To the teacher when the due-log job counted their class as missed (000 §5, §9). */
export function logOverdueEmail(
  to: ClassMailRecipient,
  facts: { lessonTitle: string; startAt: Date; penaltyUntil: Date | null; link: string },
): Email {
  const de = to.locale === 'de';
  const when = formatClassTime(facts.startAt, to);
  const until = facts.penaltyUntil ? formatClassTime(facts.penaltyUntil, to) : null;
  const subject = de ? `Klasse als verpasst gewertet: ${facts.lessonTitle}` : `Class counted as missed: ${facts.lessonTitle}`;
  const paragraphs = de
    ? [
        `Für deine Klasse "${facts.lessonTitle}" am ${when} wurde innerhalb von 24 Stunden nach dem Ende kein Klassenprotokoll eingereicht. Die Klasse gilt deshalb als verpasst.`,
        until
          ? `Bis ${until} kannst du keine neuen Klassen übernehmen. Bereits gebuchte Klassen bleiben bestehen.`
          : 'Bereits gebuchte Klassen bleiben bestehen.',
        'Wenn du glaubst, dass das ein Fehler ist, kannst du die Sperre auf der Startseite anfechten.',
      ]
    : [
        `No class log was submitted for your class "${facts.lessonTitle}" on ${when} within 24 hours of its end, so the class counts as missed.`,
        until
          ? `You cannot commit to new classes until ${until}. Classes you have already booked stay yours.`
          : 'Classes you have already booked stay yours.',
        'If you think this is a mistake, you can appeal the penalty from your home page.',
      ];
  const hello = de ? `Hallo ${to.firstName},` : `Hello ${to.firstName},`;
  const closing = de ? 'Dein Parla-Team' : 'Your Parla team';
  const action = de ? 'Protokolle ansehen' : 'See your logs';
  const text = [hello, '', ...paragraphs.flatMap((p) => [p, '']), `${action}: ${facts.link}`, '', closing].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:auto;padding:1rem"><p>${escapeHtml(hello)}</p>${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join(
      '',
    )}<p><a href="${escapeHtml(facts.link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p><p>${escapeHtml(closing)}</p></body></html>`;
  return { to: to.email, subject, text, html };
}
