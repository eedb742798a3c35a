import { DEFAULT_LOCALE, type EmailCategory, formatMinorUnits } from '@parla/contracts';
import type { TFunction } from 'i18next';
import type { Email } from '../lib/mailer.ts';
import { emailFormatLocale, emailT } from './email-i18n.ts';
import { type EmailContent, layoutEmail } from './email-layout.ts';
import { dateTimeFormat } from '../lib/intl-formats.ts';

/**
 * Every e-mail the server sends, one function each: the words come from the `emails`
 * catalogue in the recipient's locale, the look from the shared layout. Callers pass facts
 * (names, instants, links), never sentences.
 */

export interface EmailRecipient {
  email: string;
  firstName: string;
  locale: string;
}

export interface ClassMailRecipient extends EmailRecipient {
  timezone: string;
  /** 'ISO8601' (24-hour clock) or 'AMPM'. */
  timeFormat: string;
}

/** Who teachers contact about penalties (000 §6 teacher manager); also told about reviews and appeals. */
export const TEACHER_MANAGER = { name: 'Parla teacher success team', email: 'teachers@parla.school' } as const;
/** The teacher manager reads the school's default language. */
const teacherManager: EmailRecipient = { email: TEACHER_MANAGER.email, firstName: '', locale: DEFAULT_LOCALE };

/** `category` is what the mailer's one gate reads (decision 058): every e-mail names its kind. */
function compose(to: EmailRecipient, category: EmailCategory, build: (t: TFunction) => Omit<EmailContent, 'greeting' | 'closing'>): Email {
  const t = emailT(to.locale);
  const body = layoutEmail(to.email, {
    ...build(t),
    greeting: to.firstName ? t('layout.greeting', { name: to.firstName }) : t('layout.greetingNoName'),
    closing: t('layout.closing'),
  });
  return { ...body, category };
}

/**
 * A time as the recipient reads it: their zone, their clock, their language, with the zone's
 * abbreviation and the weekday. Where a preposition would have to decline the weekday (Russian: "до
 * среды", "на среду"), the catalogue puts it after the date in brackets (`layout.weekdayPlacement`).
 */
export function formatClassTime(instant: Date, to: Pick<ClassMailRecipient, 'locale' | 'timezone' | 'timeFormat'>): string {
  const t = emailT(to.locale);
  const locale = emailFormatLocale(to.locale);
  const options: Intl.DateTimeFormatOptions = {
    timeZone: to.timezone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: to.timeFormat === 'AMPM' ? 'h12' : 'h23',
    timeZoneName: 'short',
  };
  if (t('layout.weekdayPlacement') !== 'after') return dateTimeFormat(locale, { ...options, weekday: 'long' }).format(instant);
  const weekday = dateTimeFormat(locale, { timeZone: to.timezone, weekday: 'long' }).format(instant);
  return `${dateTimeFormat(locale, options).format(instant)} (${weekday})`;
}

// Identity

export function verificationEmail(to: EmailRecipient, link: string): Email {
  return compose(to, 'account_security', (t) => ({
    subject: t('verification.subject'),
    paragraphs: [t('verification.body')],
    action: { href: link, label: t('verification.action'), bareUrl: true },
  }));
}

export function passwordResetEmail(to: EmailRecipient, link: string): Email {
  return compose(to, 'account_security', (t) => ({
    subject: t('passwordReset.subject'),
    paragraphs: [t('passwordReset.body'), t('passwordReset.notYou')],
    action: { href: link, label: t('passwordReset.action'), bareUrl: true },
  }));
}

export function passwordChangedEmail(to: EmailRecipient): Email {
  return compose(to, 'account_security', (t) => ({
    subject: t('passwordChanged.subject'),
    paragraphs: [t('passwordChanged.body'), t('passwordChanged.notYou')],
  }));
}

/** To the NEW address: the link that makes it the login (issue 14). */
export function emailChangeLinkEmail(to: EmailRecipient, link: string): Email {
  return compose(to, 'account_security', (t) => ({
    subject: t('emailChangeLink.subject'),
    paragraphs: [t('emailChangeLink.body'), t('emailChangeLink.notYou')],
    action: { href: link, label: t('emailChangeLink.action'), bareUrl: true },
  }));
}

/** To the OLD address when a change is asked: nothing has changed yet. */
export function emailChangeRequestedEmail(to: EmailRecipient, newEmail: string): Email {
  return compose(to, 'account_security', (t) => ({
    subject: t('emailChangeRequested.subject'),
    paragraphs: [t('emailChangeRequested.body', { newEmail }), t('emailChangeRequested.notYou')],
  }));
}

/** To the OLD address once the link was opened. */
export function emailChangedEmail(to: EmailRecipient, newEmail: string): Email {
  return compose(to, 'account_security', (t) => ({
    subject: t('emailChanged.subject'),
    paragraphs: [t('emailChanged.body', { newEmail }), t('emailChanged.notYou')],
  }));
}

/**
 * After a guest checkout (issue 15), and for accounts created for someone: the link that sets the
 * first password. `reason` picks the words: a purchase made with only an e-mail, an account made
 * for someone, or a student signed in through Google, Apple or Facebook who asked for one.
 */
export type PasswordSetReason = 'guest' | 'created' | 'requested';
const PASSWORD_SET_BODY = {
  guest: 'passwordSet.guestBody',
  created: 'passwordSet.createdBody',
  requested: 'passwordSet.requestedBody',
} as const;

export function passwordSetEmail(to: EmailRecipient, facts: { link: string; reason: PasswordSetReason }): Email {
  return compose(to, 'account_security', (t) => ({
    subject: t('passwordSet.subject'),
    paragraphs: [t(PASSWORD_SET_BODY[facts.reason]), t('passwordSet.howTo')],
    action: { href: facts.link, label: t('passwordSet.action'), bareUrl: true },
  }));
}

// Teacher accounts (back office, applications, payout details)

/** Sent when the back office creates a teacher account without a password. */
export function teacherInvitationEmail(to: EmailRecipient, link: string): Email {
  return compose(to, 'account_security', (t) => ({
    subject: t('teacherInvitation.subject'),
    paragraphs: [t('teacherInvitation.body'), t('teacherInvitation.howTo')],
    action: { href: link, label: t('teacherInvitation.action'), bareUrl: true },
  }));
}

/** Sent when the back office creates an admin (decision 105): the first-password link, never a password. */
export function adminInvitationEmail(to: EmailRecipient, link: string): Email {
  return compose(to, 'account_security', (t) => ({
    subject: t('adminInvitation.subject'),
    paragraphs: [t('adminInvitation.body'), t('adminInvitation.howTo')],
    action: { href: link, label: t('adminInvitation.action'), bareUrl: true },
  }));
}

/** 000 §2: after an application, "a confirmation e-mail follows". */
export function applicationReceivedEmail(to: EmailRecipient, reference: string): Email {
  return compose(to, 'school_operations', (t) => ({
    subject: t('applicationReceived.subject'),
    paragraphs: [t('applicationReceived.body', { reference }), t('applicationReceived.next')],
  }));
}

/** The back office declines an application (decision 099): in the applicant's locale, with the admin's note if any. */
export function applicationRejectedEmail(to: EmailRecipient, reference: string, note: string | null): Email {
  return compose(to, 'school_operations', (t) => ({
    subject: t('applicationRejected.subject'),
    paragraphs: [
      t('applicationRejected.body', { reference }),
      ...(note ? [t('applicationRejected.note', { note })] : []),
      t('applicationRejected.closing'),
    ],
  }));
}

/** The two-factor code for a change of payout details (000 §5). */
export function payoutCodeEmail(to: EmailRecipient, code: string, validMinutes: number): Email {
  return compose(to, 'account_security', (t) => ({
    subject: t('payoutCode.subject', { code }),
    paragraphs: [t('payoutCode.body'), t('payoutCode.validity', { minutes: validMinutes }), t('payoutCode.notYou')],
    highlight: code,
  }));
}

/** Sent after a change: a teacher whose account was taken over learns of it at once. */
export function payoutChangedEmail(to: EmailRecipient, method: string): Email {
  return compose(to, 'account_security', (t) => ({
    subject: t('payoutChanged.subject'),
    paragraphs: [
      t('payoutChanged.body', { method: method === 'PayPal' ? t('payoutChanged.methodPayPal') : t('payoutChanged.methodBankTransfer') }),
      t('payoutChanged.notYou'),
    ],
  }));
}

// Classes (students)

export interface ClassMailFacts {
  lessonTitle: string;
  moduleName: string;
  startAt: Date;
  /** Link to the class details page in the student area. */
  link: string;
}

/** `refund` is refundWindow(bookedAt, startAt) from @parla/domain: the one rule the preview and the cancel dialog show too. */
export function bookingConfirmationEmail(
  to: ClassMailRecipient,
  facts: ClassMailFacts & { refund: { refundableUntil: Date; rule: 'notice' | 'grace' } },
): Email {
  return compose(to, 'booking_changes', (t) => ({
    subject: t('bookingConfirmation.subject', { lesson: facts.lessonTitle }),
    paragraphs: [
      t('bookingConfirmation.body', { lesson: facts.lessonTitle, module: facts.moduleName, when: formatClassTime(facts.startAt, to) }),
      facts.refund.rule === 'notice'
        ? t('bookingConfirmation.cancelRules', { deadline: formatClassTime(facts.refund.refundableUntil, to) })
        : t('bookingConfirmation.cancelRulesSoon', { deadline: formatClassTime(facts.refund.refundableUntil, to) }),
      t('bookingConfirmation.classroom'),
    ],
    action: { href: facts.link, label: t('bookingConfirmation.action') },
  }));
}

export function cancellationEmail(to: ClassMailRecipient, facts: ClassMailFacts & { refunded: boolean }): Email {
  return compose(to, 'booking_changes', (t) => ({
    subject: t('cancellation.subject', { lesson: facts.lessonTitle }),
    paragraphs: [
      t('cancellation.body', { lesson: facts.lessonTitle, when: formatClassTime(facts.startAt, to) }),
      facts.refunded ? t('cancellation.refunded') : t('cancellation.notRefunded'),
    ],
    action: { href: facts.link, label: t('cancellation.action') },
  }));
}

/** The teacher's feedback became readable (decision 089); the student's "teacher feedback" switch gates it. */
export function classFeedbackReadyEmail(
  to: ClassMailRecipient,
  facts: Omit<ClassMailFacts, 'moduleName'> & { teacherName: string },
): Email {
  return compose(to, 'teacher_feedback', (t) => ({
    subject: t('classFeedbackReady.subject', { lesson: facts.lessonTitle }),
    paragraphs: [
      t('classFeedbackReady.body', { teacher: facts.teacherName, lesson: facts.lessonTitle, when: formatClassTime(facts.startAt, to) }),
    ],
    action: { href: facts.link, label: t('classFeedbackReady.action') },
  }));
}

/**
 * A level's certificate was issued (decision 088). A record of the student's learning, sent once
 * per certificate whatever the e-mail switches: like a receipt, it is something they keep.
 */
export function certificateAvailableEmail(to: EmailRecipient, facts: { level: string; course: string; link: string }): Email {
  return compose(to, 'school_operations', (t) => ({
    subject: t('certificateAvailable.subject', { level: facts.level }),
    paragraphs: [t('certificateAvailable.body', { level: facts.level, course: facts.course }), t('certificateAvailable.badge')],
    action: { href: facts.link, label: t('certificateAvailable.action') },
  }));
}

/** A class the school cancelled: no teacher by the cut-off, or invalidated in the back office (`cause: 'school'`, decision 100). */
export function classCancelledBySchoolEmail(
  to: ClassMailRecipient,
  facts: ClassMailFacts & { bookingLink: string; cause?: 'no_teacher' | 'school' },
): Email {
  return compose(to, 'booking_changes', (t) => ({
    subject: t('classCancelledBySchool.subject', { lesson: facts.lessonTitle }),
    paragraphs: [
      t(facts.cause === 'school' ? 'classCancelledBySchool.bodySchool' : 'classCancelledBySchool.body', {
        lesson: facts.lessonTitle,
        when: formatClassTime(facts.startAt, to),
      }),
      t('classCancelledBySchool.refunded'),
    ],
    action: { href: facts.bookingLink, label: t('classCancelledBySchool.action') },
  }));
}

/** To a booked student when the teacher gives the class up: it stays booked while another teacher is sought. */
export function teacherCancelledEmail(
  to: ClassMailRecipient,
  facts: { lessonTitle: string; startAt: Date; link: string; lessThanADay: boolean },
): Email {
  return compose(to, 'booking_changes', (t) => ({
    subject: t('teacherCancelled.subject', { lesson: facts.lessonTitle }),
    paragraphs: [
      t('teacherCancelled.body', { lesson: facts.lessonTitle, when: formatClassTime(facts.startAt, to) }),
      facts.lessThanADay ? t('teacherCancelled.lessThanADay') : t('teacherCancelled.moreThanADay'),
    ],
    action: { href: facts.link, label: t('teacherCancelled.action') },
  }));
}

// Teachers: classes

/**
 * To the teacher when a student gives up a seat (000 §3 notificationSettings): short notice (under
 * 24 hours) and other cancellations are two switches, so the category says which one applies.
 */
export function studentCancelledForTeacherEmail(
  to: ClassMailRecipient,
  facts: { lessonTitle: string; startAt: Date; link: string; shortNotice: boolean; stillBooked: number },
): Email {
  return compose(to, facts.shortNotice ? 'teacher_short_notice_cancellation' : 'teacher_class_cancellation', (t) => ({
    subject: t('studentCancelledForTeacher.subject', { lesson: facts.lessonTitle }),
    paragraphs: [
      t('studentCancelledForTeacher.body', { lesson: facts.lessonTitle, when: formatClassTime(facts.startAt, to) }),
      ...(facts.shortNotice ? [t('studentCancelledForTeacher.shortNotice')] : []),
      facts.stillBooked > 0
        ? t('studentCancelledForTeacher.stillBooked', { count: facts.stillBooked })
        : t('studentCancelledForTeacher.nobodyLeft'),
      t('studentCancelledForTeacher.settings'),
    ],
    action: { href: facts.link, label: t('studentCancelledForTeacher.action') },
  }));
}

/**
 * To a booked student when the back office moved their class (decision 100): the new time and
 * lesson, and their right to cancel with a refund until the start whatever the notice.
 */
export function classMovedEmail(to: ClassMailRecipient, facts: ClassMailFacts & { previousStartAt: Date }): Email {
  return compose(to, 'booking_changes', (t) => ({
    subject: t('classMoved.subject', { lesson: facts.lessonTitle }),
    paragraphs: [
      t('classMoved.body', {
        lesson: facts.lessonTitle,
        when: formatClassTime(facts.startAt, to),
        before: formatClassTime(facts.previousStartAt, to),
      }),
      t('classMoved.consent'),
    ],
    action: { href: facts.link, label: t('classMoved.action') },
  }));
}

/** To the teacher when the back office invalidated, released or moved their class (decision 100). */
export function classChangedForTeacherEmail(
  to: ClassMailRecipient,
  facts: { change: 'invalidated' | 'released' | 'moved' | 'movedKept'; lessonTitle: string; startAt: Date; link: string },
): Email {
  return compose(to, 'school_operations', (t) => ({
    subject: t(`classChangedForTeacher.${facts.change}Subject`, { lesson: facts.lessonTitle }),
    paragraphs: [t(`classChangedForTeacher.${facts.change}`, { lesson: facts.lessonTitle, when: formatClassTime(facts.startAt, to) })],
    action: { href: facts.link, label: t('classChangedForTeacher.action') },
  }));
}

// Teachers: logs, penalties, appeals

/** To the teacher when the due-log job counted their class as missed (000 §5, §9). */
export function logOverdueEmail(
  to: ClassMailRecipient,
  facts: { lessonTitle: string; startAt: Date; penaltyUntil: Date | null; link: string },
): Email {
  return compose(to, 'school_operations', (t) => ({
    subject: t('logOverdue.subject', { lesson: facts.lessonTitle }),
    paragraphs: [
      t('logOverdue.body', { lesson: facts.lessonTitle, when: formatClassTime(facts.startAt, to) }),
      facts.penaltyUntil ? t('logOverdue.penaltyUntil', { until: formatClassTime(facts.penaltyUntil, to) }) : t('logOverdue.noPenalty'),
      t('logOverdue.appeal'),
    ],
    action: { href: facts.link, label: t('logOverdue.action') },
  }));
}

/** Tells the teacher how an appeal was decided. */
export function appealDecisionEmail(to: EmailRecipient, facts: { accepted: boolean; homeLink: string }): Email {
  return compose(to, 'school_operations', (t) => ({
    subject: facts.accepted ? t('appealDecision.subjectAccepted') : t('appealDecision.subjectRejected'),
    paragraphs: [facts.accepted ? t('appealDecision.accepted') : t('appealDecision.rejected', { manager: TEACHER_MANAGER.email })],
    action: { href: facts.homeLink, label: t('appealDecision.action') },
  }));
}

interface TeacherFacts {
  firstName: string;
  lastName: string;
  email: string;
}
const teacherName = (teacher: TeacherFacts) => `${teacher.firstName} ${teacher.lastName}`.trim();

/** To the teacher manager: a teacher cancelled too many classes at short notice. */
export function reviewNeededEmail(facts: { teacher: TeacherFacts; lastMinuteCount: number; backOfficeLink: string }): Email {
  return compose(teacherManager, 'school_operations', (t) => ({
    subject: t('reviewNeeded.subject', { teacher: teacherName(facts.teacher) }),
    paragraphs: [
      t('reviewNeeded.body', { teacher: teacherName(facts.teacher), email: facts.teacher.email, count: facts.lastMinuteCount }),
      t('reviewNeeded.request'),
    ],
    action: { href: facts.backOfficeLink, label: t('reviewNeeded.action') },
  }));
}

/** To the teacher manager: a teacher appealed a penalty (their own words follow). */
export function appealReceivedEmail(facts: { teacher: TeacherFacts; appeal: string; backOfficeLink: string }): Email {
  return compose(teacherManager, 'school_operations', (t) => ({
    subject: t('appealReceived.subject', { teacher: teacherName(facts.teacher) }),
    paragraphs: [t('appealReceived.body', { teacher: teacherName(facts.teacher), email: facts.teacher.email }), facts.appeal],
    action: { href: facts.backOfficeLink, label: t('appealReceived.action') },
  }));
}

// Commerce

export function purchaseSucceededEmail(
  to: EmailRecipient,
  facts: { product: string; amount: string; trial: boolean; bookingLink: string; membershipLink: string },
): Email {
  return compose(to, 'receipts', (t) =>
    facts.trial
      ? // A free trial has no invoice and nothing billed yet: say what happens when it ends, and where to change that.
        {
          subject: t('purchaseSucceeded.subject', { product: facts.product }),
          paragraphs: [t('purchaseSucceeded.trial'), t('purchaseSucceeded.trialBook'), t('purchaseSucceeded.trialEnds')],
          action: { href: facts.membershipLink, label: t('purchaseSucceeded.trialAction') },
        }
      : {
          subject: t('purchaseSucceeded.subject', { product: facts.product }),
          paragraphs: [t('purchaseSucceeded.paid', { amount: facts.amount }), t('purchaseSucceeded.invoice')],
          action: { href: facts.bookingLink, label: t('purchaseSucceeded.action') },
        },
  );
}

export function paymentFailedEmail(to: EmailRecipient, facts: { suspended: boolean; billingLink: string }): Email {
  return compose(to, 'receipts', (t) => ({
    subject: t('paymentFailed.subject'),
    paragraphs: [facts.suspended ? t('paymentFailed.suspended') : t('paymentFailed.retrying'), t('paymentFailed.check')],
    action: { href: facts.billingLink, label: t('paymentFailed.action') },
  }));
}

/** A price in the recipient's language, e.g. "€59.00" or "59,00 €". */
export function formatPrice(cents: number, currency: string, locale: string): string {
  return formatMinorUnits({ amount: cents, currency }, emailFormatLocale(locale));
}

export interface PriceChangeFacts {
  product: string;
  currency: string;
  oldCents: number;
  newCents: number;
  /** The subscription's first payment on or after this instant is at the new price. */
  from: Date;
  timezone: string;
  /** A lifetime discount keeps applying to the new price. */
  discountPercent: number;
  membershipLink: string;
}

/**
 * 001 §9 "price change at most once a year with 6 weeks notice" (decision 105): the old and the new
 * price, the day from which the next payment costs the new one, and that the plan can be changed
 * or cancelled before then.
 */
export function priceChangeEmail(to: EmailRecipient, facts: PriceChangeFacts): Email {
  const day = formatDay(facts.from, to.locale, facts.timezone);
  return compose(to, 'receipts', (t) => ({
    subject: t('priceChange.subject', { product: facts.product }),
    paragraphs: [
      t('priceChange.body', {
        product: facts.product,
        oldPrice: formatPrice(facts.oldCents, facts.currency, to.locale),
        newPrice: formatPrice(facts.newCents, facts.currency, to.locale),
        date: day,
      }),
      ...(facts.discountPercent > 0 ? [t('priceChange.discount', { percent: facts.discountPercent })] : []),
      t('priceChange.choice', { date: day }),
    ],
    action: { href: facts.membershipLink, label: t('priceChange.action') },
  }));
}

/** The school took back an announced price change: the price stays. */
export function priceChangeCancelledEmail(
  to: EmailRecipient,
  facts: { product: string; currency: string; priceCents: number; membershipLink: string },
): Email {
  return compose(to, 'receipts', (t) => ({
    subject: t('priceChangeCancelled.subject', { product: facts.product }),
    paragraphs: [
      t('priceChangeCancelled.body', { product: facts.product, price: formatPrice(facts.priceCents, facts.currency, to.locale) }),
    ],
    action: { href: facts.membershipLink, label: t('priceChange.action') },
  }));
}

// Account lifecycle (issue 14: closure, data export, support)

/** The school's support inbox: support messages go there, with the student's ID and recent classes. */
export const SUPPORT_INBOX = { name: 'Parla student support', email: 'support@parla.school' } as const;
const supportInbox: EmailRecipient = { email: SUPPORT_INBOX.email, firstName: '', locale: DEFAULT_LOCALE };

function formatDay(instant: Date, locale: string, timezone: string): string {
  return dateTimeFormat(emailFormatLocale(locale), { timeZone: timezone, dateStyle: 'long' }).format(instant);
}

/** After closing: when it happened, and when the personal data go (invoices stay, as the law requires). */
export function accountClosedEmail(to: EmailRecipient, facts: { closedAt: Date; erasureAt: Date; timezone: string }): Email {
  return compose(to, 'account_security', (t) => ({
    subject: t('accountClosed.subject'),
    paragraphs: [
      t('accountClosed.body', { date: formatDay(facts.closedAt, to.locale, facts.timezone) }),
      t('accountClosed.erasure', { date: formatDay(facts.erasureAt, to.locale, facts.timezone) }),
      t('accountClosed.notYou'),
    ],
  }));
}

/** The download link of a data export: for the signed-in owner only, and for 48 hours. */
export function dataExportEmail(to: EmailRecipient, link: string): Email {
  return compose(to, 'account_security', (t) => ({
    subject: t('dataExport.subject'),
    paragraphs: [t('dataExport.body'), t('dataExport.notYou')],
    action: { href: link, label: t('dataExport.action'), bareUrl: true },
  }));
}

export interface SupportTicketFacts {
  reference: string;
  topic: string;
  message: string;
  studentId: string | null;
  fromEmail: string;
  fromName: string;
  recentClasses: string[];
  attachmentName: string | null;
}

/** The ticket as the school's inbox receives it: the message, who wrote it and their recent classes. */
export function supportTicketSchoolEmail(facts: SupportTicketFacts): Email {
  return compose(supportInbox, 'school_operations', (t) => ({
    subject: t('supportTicket.schoolSubject', { reference: facts.reference, topic: t(`supportTicket.topics.${facts.topic}`) }),
    paragraphs: [
      t('supportTicket.from', { name: facts.fromName, email: facts.fromEmail, studentId: facts.studentId ?? '-' }),
      facts.message,
      facts.recentClasses.length > 0
        ? `${t('supportTicket.recentClasses')}\n${facts.recentClasses.join('\n')}`
        : t('supportTicket.noRecentClasses'),
      facts.attachmentName ? t('supportTicket.attachment', { name: facts.attachmentName }) : t('supportTicket.noAttachment'),
    ],
  }));
}

/** The copy for the student: the reference to quote and their own words. */
export function supportTicketStudentEmail(to: EmailRecipient, facts: Pick<SupportTicketFacts, 'reference' | 'topic' | 'message'>): Email {
  return compose(to, 'school_operations', (t) => ({
    subject: t('supportTicket.studentSubject', { reference: facts.reference }),
    paragraphs: [
      t('supportTicket.received', { topic: t(`supportTicket.topics.${facts.topic}`) }),
      facts.message,
      t('supportTicket.answer'),
    ],
  }));
}

/** The only way in is about to go: the e-mailed link confirms a social disconnect (issue 15). */
export function socialDisconnectEmail(to: EmailRecipient, provider: string, link: string): Email {
  return compose(to, 'account_security', (t) => ({
    subject: t('socialDisconnect.subject', { provider }),
    paragraphs: [t('socialDisconnect.body', { provider }), t('socialDisconnect.notYou')],
    action: { href: link, label: t('socialDisconnect.action', { provider }), bareUrl: true },
  }));
}

// Reminders (issue 20, decision 107)

export interface ClassReminderFacts {
  lessonTitle: string;
  startAt: Date;
  /** The classroom: opens 5 minutes before the start. */
  joinLink: string;
}

/**
 * The day before a booked class: when, with whom, the join link and a short preparation checklist
 * (devices, a quiet place, what the lesson is for). The student's "class reminders" switch gates it.
 */
export function classReminder24hEmail(
  to: ClassMailRecipient,
  facts: ClassReminderFacts & { teacherName: string; outcomes: readonly string[]; detailsLink: string },
): Email {
  return compose(to, 'class_reminders', (t) => ({
    subject: t('classReminder24h.subject', { lesson: facts.lessonTitle }),
    paragraphs: [
      t('classReminder24h.body', { lesson: facts.lessonTitle, teacher: facts.teacherName, when: formatClassTime(facts.startAt, to) }),
      t('classReminder24h.checklistIntro'),
      `• ${t('classReminder24h.devices')}`,
      `• ${t('classReminder24h.quietPlace')}`,
      facts.outcomes.length > 0
        ? `• ${t('classReminder24h.outcomes', { outcomes: facts.outcomes.join('; ') })}`
        : `• ${t('classReminder24h.outcomesDetails', { link: facts.detailsLink })}`,
      `• ${t('classReminder24h.review')}`,
      t('classReminder24h.joinHint'),
    ],
    action: { href: facts.joinLink, label: t('classReminder24h.action') },
  }));
}

/** 15 minutes before a booked class: the join link. */
export function classReminder15mEmail(to: ClassMailRecipient, facts: ClassReminderFacts): Email {
  return compose(to, 'class_reminders', (t) => ({
    subject: t('classReminder15m.subject', { lesson: facts.lessonTitle }),
    paragraphs: [t('classReminder15m.body', { lesson: facts.lessonTitle, when: formatClassTime(facts.startAt, to) })],
    action: { href: facts.joinLink, label: t('classReminder15m.action') },
  }));
}

/** 15 minutes before a class the teacher teaches; their "class reminders" switch gates it. */
export function teacherClassReminderEmail(to: ClassMailRecipient, facts: ClassReminderFacts & { students: number }): Email {
  return compose(to, 'teacher_class_reminders', (t) => ({
    subject: t('teacherClassReminder.subject', { lesson: facts.lessonTitle }),
    paragraphs: [
      t('teacherClassReminder.body', { lesson: facts.lessonTitle, when: formatClassTime(facts.startAt, to), count: facts.students }),
    ],
    action: { href: facts.joinLink, label: t('teacherClassReminder.action') },
  }));
}

/** 4 hours before an open class log falls due (000 §9); their "log reminders" switch gates it. */
export function classLogDueEmail(to: ClassMailRecipient, facts: { lessonTitle: string; startAt: Date; dueAt: Date; link: string }): Email {
  return compose(to, 'teacher_log_reminders', (t) => ({
    subject: t('classLogDue.subject', { lesson: facts.lessonTitle }),
    paragraphs: [
      t('classLogDue.body', { lesson: facts.lessonTitle, when: formatClassTime(facts.startAt, to), due: formatClassTime(facts.dueAt, to) }),
      t('classLogDue.penalty'),
    ],
    action: { href: facts.link, label: t('classLogDue.action') },
  }));
}

/**
 * Two days before a free trial ends and the first payment is taken: a notice about money, sent
 * whatever the switches (like a receipt), so nobody is charged by surprise.
 */
export function trialEndingEmail(to: ClassMailRecipient, facts: { endsAt: Date; membershipLink: string }): Email {
  return compose(to, 'school_operations', (t) => ({
    subject: t('trialEnding.subject'),
    paragraphs: [t('trialEnding.body', { when: formatClassTime(facts.endsAt, to) }), t('trialEnding.cancel')],
    action: { href: facts.membershipLink, label: t('trialEnding.action') },
  }));
}
