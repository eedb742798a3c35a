import type { FastifyInstance } from 'fastify';
import type { Email } from '../../lib/mailer.ts';
import { type ClassMailRecipient, formatClassTime } from '../classes/class-emails.ts';
import { classDetailsLink, recipients, sendQuietly } from '../classes/class-mail.ts';
import { mailFacts } from '../classes/booking.service.ts';
import type { ClassRow } from '../classes/klass-views.ts';

/** Who teachers contact about penalties (000 §6 teacher manager); also told about reviews and appeals. */
export const TEACHER_MANAGER = { name: 'Parla teacher success team', email: 'teachers@parla.school' } as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function render(
  to: { email: string; firstName: string; locale: string },
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): Email {
  const de = to.locale === 'de';
  const hello = de ? (to.firstName ? `Hallo ${to.firstName},` : 'Hallo,') : to.firstName ? `Hello ${to.firstName},` : 'Hello,';
  const closing = de ? 'Dein Parla-Team' : 'Your Parla team';
  const text = [hello, '', ...paragraphs.flatMap((p) => [p, '']), ...(link ? [`${link.label}: ${link.href}`, ''] : []), closing].join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:auto;padding:1rem"><p>${escapeHtml(hello)}</p>${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}${button}<p>${escapeHtml(closing)}</p></body></html>`;
  return { to: to.email, subject, text, html };
}

/** To a booked student when the teacher gives the class up: it stays booked while another teacher is sought. */
export function teacherCancelledEmail(
  to: ClassMailRecipient,
  facts: { lessonTitle: string; startAt: Date; link: string; lessThanADay: boolean },
): Email {
  const when = formatClassTime(facts.startAt, to);
  if (to.locale === 'de') {
    return render(
      to,
      `Neue Lehrkraft gesucht: ${facts.lessonTitle}`,
      [
        `Die Lehrkraft deiner Klasse "${facts.lessonTitle}" am ${when} kann leider nicht unterrichten.`,
        facts.lessThanADay
          ? 'Wir suchen sofort eine Vertretung. Findet sich keine rechtzeitig, sagen wir die Klasse ab und du bekommst dein Guthaben zurück.'
          : 'Deine Buchung bleibt bestehen und wir suchen eine neue Lehrkraft. Findet sich bis 24 Stunden vor Beginn keine, sagen wir die Klasse ab und du bekommst dein Guthaben zurück.',
      ],
      { href: facts.link, label: 'Klasse ansehen' },
    );
  }
  return render(
    to,
    `Finding a new teacher: ${facts.lessonTitle}`,
    [
      `The teacher of your class "${facts.lessonTitle}" on ${when} can no longer teach it.`,
      facts.lessThanADay
        ? 'We are looking for a substitute right away. If no other teacher takes it in time, we will cancel the class and return your credit.'
        : 'Your booking stays and we are looking for another teacher. If none is found 24 hours before the start, we will cancel the class and return your credit.',
    ],
    { href: facts.link, label: 'View your class' },
  );
}

/** Mails every booked student after the cancellation committed; failures are logged, never undo it. */
export async function mailStudentsTeacherCancelled(
  app: FastifyInstance,
  row: ClassRow,
  studentIds: string[],
  lessThanADay: boolean,
): Promise<void> {
  if (studentIds.length === 0) return;
  try {
    const [people, facts] = await Promise.all([recipients(app.db, studentIds), mailFacts(app, row)]);
    for (const to of people.values()) {
      const email = teacherCancelledEmail(to, {
        lessonTitle: facts.lessonTitle,
        startAt: row.startAt,
        link: classDetailsLink(app, to.locale, row.uid),
        lessThanADay,
      });
      await sendQuietly(app, email, { classUid: row.uid });
    }
  } catch (error) {
    app.log.error({ err: error, classUid: row.uid }, 'teacher cancellation e-mails not sent');
  }
}

/** Tells the teacher manager something needs a person: a review flag or a new appeal. */
export async function mailTeacherManager(app: FastifyInstance, subject: string, lines: string[]): Promise<void> {
  const email = render({ email: TEACHER_MANAGER.email, firstName: '', locale: 'en' }, subject, lines, {
    href: `${app.config.areas.admin}/en/`,
    label: 'Open the back office',
  });
  await sendQuietly(app, email, { to: 'teacher-manager' });
}

/** Tells the teacher how an appeal was decided. */
export async function mailAppealDecision(app: FastifyInstance, teacherId: string, accepted: boolean): Promise<void> {
  try {
    const to = (await recipients(app.db, [teacherId])).get(teacherId);
    if (!to) return;
    const home = `${app.config.areas.teacher}/${to.locale === 'de' ? 'de' : 'en'}/home`;
    const email =
      to.locale === 'de'
        ? render(
            to,
            accepted ? 'Dein Einspruch wurde angenommen' : 'Dein Einspruch wurde abgelehnt',
            [
              accepted
                ? 'Deine Sperre ist aufgehoben: du kannst wieder Klassen übernehmen.'
                : `Deine Sperre bleibt bestehen. Fragen beantwortet ${TEACHER_MANAGER.email}.`,
            ],
            { href: home, label: 'Zur Startseite' },
          )
        : render(
            to,
            accepted ? 'Your appeal was accepted' : 'Your appeal was rejected',
            [
              accepted
                ? 'Your penalty has been lifted: you can commit to classes again.'
                : `Your penalty stays in place. For questions, write to ${TEACHER_MANAGER.email}.`,
            ],
            { href: home, label: 'Go to your home page' },
          );
    await sendQuietly(app, email, { teacherId });
  } catch (error) {
    app.log.error({ err: error, teacherId }, 'appeal decision e-mail not sent');
  }
}
