import type { Email } from '../../lib/mailer.ts';

/** Booking mail goes out in German to German-speaking students and in English otherwise (as identity's mail). */
type MailLanguage = 'en' | 'de';

export interface ClassMailRecipient {
  email: string;
  firstName: string;
  locale: string;
  timezone: string;
  /** 'ISO8601' (24-hour clock) or 'AMPM'. */
  timeFormat: string;
}

export interface ClassMailFacts {
  lessonTitle: string;
  moduleName: string;
  startAt: Date;
  /** Link to the class details page in the student area. */
  link: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const languageOf = (locale: string): MailLanguage => (locale === 'de' ? 'de' : 'en');

/** A time as the student reads it: their zone, their clock, their language, with the zone's abbreviation. */
export function formatClassTime(instant: Date, to: Pick<ClassMailRecipient, 'locale' | 'timezone' | 'timeFormat'>): string {
  return new Intl.DateTimeFormat(languageOf(to.locale) === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: to.timezone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: to.timeFormat === 'AMPM' ? 'h12' : 'h23',
    timeZoneName: 'short',
  }).format(instant);
}

function render(to: ClassMailRecipient, subject: string, paragraphs: string[], link: string, action: string): Email {
  const de = languageOf(to.locale) === 'de';
  const hello = de ? (to.firstName ? `Hallo ${to.firstName},` : 'Hallo,') : to.firstName ? `Hello ${to.firstName},` : 'Hello,';
  const closing = de ? 'Dein Parla-Team' : 'Your Parla team';
  const text = [hello, '', ...paragraphs.flatMap((p) => [p, '']), `${action}: ${link}`, '', closing].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:auto;padding:1rem"><p>${escapeHtml(hello)}</p>${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join(
      '',
    )}<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p><p>${escapeHtml(closing)}</p></body></html>`;
  return { to: to.email, subject, text, html };
}

export function bookingConfirmationEmail(to: ClassMailRecipient, facts: ClassMailFacts & { refundDeadline: Date }): Email {
  const when = formatClassTime(facts.startAt, to);
  const deadline = formatClassTime(facts.refundDeadline, to);
  if (languageOf(to.locale) === 'de') {
    return render(
      to,
      `Gebucht: ${facts.lessonTitle}`,
      [
        `Dein Kurs "${facts.lessonTitle}" (${facts.moduleName}) ist gebucht: ${when}.`,
        `Du kannst innerhalb von 30 Minuten nach der Buchung kostenlos stornieren, danach mit Rückerstattung des Guthabens bis ${deadline}. Spätere Stornierungen kosten das Guthaben.`,
        'Der Klassenraum öffnet 5 Minuten vor Beginn.',
      ],
      facts.link,
      'Kurs ansehen',
    );
  }
  return render(
    to,
    `Booked: ${facts.lessonTitle}`,
    [
      `Your class "${facts.lessonTitle}" (${facts.moduleName}) is booked for ${when}.`,
      `You can cancel for free within 30 minutes of booking, and with your credit refunded until ${deadline}. After that, cancelling loses the credit.`,
      'The classroom opens 5 minutes before the start.',
    ],
    facts.link,
    'View your class',
  );
}

export function cancellationEmail(to: ClassMailRecipient, facts: ClassMailFacts & { refunded: boolean }): Email {
  const when = formatClassTime(facts.startAt, to);
  if (languageOf(to.locale) === 'de') {
    return render(
      to,
      `Storniert: ${facts.lessonTitle}`,
      [
        `Du hast deinen Kurs "${facts.lessonTitle}" am ${when} storniert.`,
        facts.refunded
          ? 'Dein Guthaben wurde zurückerstattet.'
          : 'Da die Stornierung weniger als 72 Stunden vor Beginn erfolgte, verfällt das Guthaben.',
      ],
      facts.link,
      'Details ansehen',
    );
  }
  return render(
    to,
    `Cancelled: ${facts.lessonTitle}`,
    [
      `You cancelled your class "${facts.lessonTitle}" on ${when}.`,
      facts.refunded ? 'Your credit has been refunded.' : 'You cancelled less than 72 hours before the start, so the credit is lost.',
    ],
    facts.link,
    'View details',
  );
}

export function classCancelledBySchoolEmail(to: ClassMailRecipient, facts: ClassMailFacts & { bookingLink: string }): Email {
  const when = formatClassTime(facts.startAt, to);
  if (languageOf(to.locale) === 'de') {
    return render(
      to,
      `Kurs abgesagt: ${facts.lessonTitle}`,
      [
        `Leider konnten wir für deinen Kurs "${facts.lessonTitle}" am ${when} keine Lehrkraft finden, deshalb fällt er aus.`,
        'Dein Guthaben wurde zurückerstattet. Buche gern einen anderen Kurs.',
      ],
      facts.bookingLink,
      'Neuen Kurs buchen',
    );
  }
  return render(
    to,
    `Class cancelled: ${facts.lessonTitle}`,
    [
      `Unfortunately no teacher could take your class "${facts.lessonTitle}" on ${when}, so we had to cancel it.`,
      'Your credit has been refunded. Please book another class.',
    ],
    facts.bookingLink,
    'Book another class',
  );
}
