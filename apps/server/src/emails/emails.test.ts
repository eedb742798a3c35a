import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Email } from '../lib/mailer.ts';
import { emailLanguages, emailT } from './email-i18n.ts';
import * as emails from './emails.ts';
import { refundWindow } from '@parla/domain';

// Fixed sample data: a name and titles with characters the HTML part must escape.
const startAt = new Date('2026-03-29T00:30:00Z'); // the night Berlin skips 02:00
const recipient = (locale: string): emails.ClassMailRecipient => ({
  email: 'ada@example.test',
  firstName: 'Ada <&>',
  locale,
  timezone: 'Europe/Berlin',
  timeFormat: 'ISO8601',
});
const teacher = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.test' };
const lesson = {
  lessonTitle: 'Tapas & "Tricks"',
  moduleName: 'A1 <Basics>',
  startAt,
  link: 'https://learn.test/en/account/class/details/c1',
};

/** Every e-mail the server sends, each in the states that change its words. */
const samples: Record<string, (locale: string) => Email> = {
  verification: (l) => emails.verificationEmail(recipient(l), 'https://learn.test/verify/tok?a=1&b=2'),
  verificationWithoutName: (l) => emails.verificationEmail({ ...recipient(l), firstName: '' }, 'https://learn.test/verify/tok'),
  passwordReset: (l) => emails.passwordResetEmail(recipient(l), 'https://learn.test/reset/tok'),
  passwordChanged: (l) => emails.passwordChangedEmail(recipient(l)),
  passwordSetGuest: (l) => emails.passwordSetEmail(recipient(l), { link: 'https://learn.test/en/password/set/tok', reason: 'guest' }),
  passwordSetCreated: (l) => emails.passwordSetEmail(recipient(l), { link: 'https://learn.test/en/password/set/tok', reason: 'created' }),
  passwordSetRequested: (l) =>
    emails.passwordSetEmail(recipient(l), { link: 'https://learn.test/en/password/set/tok', reason: 'requested' }),
  accountClosed: (l) =>
    emails.accountClosedEmail(recipient(l), {
      closedAt: startAt,
      erasureAt: new Date('2026-04-28T00:30:00Z'),
      timezone: 'Europe/Berlin',
    }),
  dataExport: (l) => emails.dataExportEmail(recipient(l), 'https://learn.test/api/users/me/data-export/tok'),
  supportTicketStudent: (l) =>
    emails.supportTicketStudentEmail(recipient(l), {
      reference: 'S-1A2B3C4D',
      topic: 'technical_problem',
      message: 'No <sound> & no video.',
    }),
  teacherInvitation: (l) => emails.teacherInvitationEmail(recipient(l), 'https://teach.test/en/resetting/reset/tok'),
  adminInvitation: (l) => emails.adminInvitationEmail(recipient(l), 'https://learn.test/en/password/set/tok'),
  applicationReceived: (l) => emails.applicationReceivedEmail(recipient(l), 'APP-1234'),
  applicationRejected: (l) => emails.applicationRejectedEmail(recipient(l), 'APP-1234', 'We need teachers with a C1 certificate.'),
  payoutCode: (l) => emails.payoutCodeEmail(recipient(l), '123456', 15),
  payoutChangedPayPal: (l) => emails.payoutChangedEmail(recipient(l), 'PayPal'),
  payoutChangedBankTransfer: (l) => emails.payoutChangedEmail(recipient(l), 'BankTransfer'),
  bookingConfirmation: (l) =>
    emails.bookingConfirmationEmail(recipient(l), { ...lesson, refund: refundWindow(new Date('2026-03-20T10:00:00Z'), startAt) }),
  bookingConfirmationAmPm: (l) =>
    emails.bookingConfirmationEmail(
      { ...recipient(l), timeFormat: 'AMPM' },
      { ...lesson, refund: refundWindow(new Date('2026-03-20T10:00:00Z'), startAt) },
    ),
  bookingConfirmationSoon: (l) =>
    emails.bookingConfirmationEmail(recipient(l), { ...lesson, refund: refundWindow(new Date('2026-03-28T09:15:00Z'), startAt) }),
  cancellationRefunded: (l) => emails.cancellationEmail(recipient(l), { ...lesson, refunded: true }),
  cancellationNotRefunded: (l) => emails.cancellationEmail(recipient(l), { ...lesson, refunded: false }),
  classCancelledBySchool: (l) =>
    emails.classCancelledBySchoolEmail(recipient(l), { ...lesson, bookingLink: 'https://learn.test/en/account/booking' }),
  classInvalidatedBySchool: (l) =>
    emails.classCancelledBySchoolEmail(recipient(l), { ...lesson, bookingLink: 'https://learn.test/en/account/booking', cause: 'school' }),
  classMoved: (l) => emails.classMovedEmail(recipient(l), { ...lesson, previousStartAt: new Date('2026-03-30T10:00:00Z') }),
  classInvalidatedForTeacher: (l) => emails.classChangedForTeacherEmail(recipient(l), { ...lesson, change: 'invalidated' }),
  classReleasedForTeacher: (l) => emails.classChangedForTeacherEmail(recipient(l), { ...lesson, change: 'released' }),
  classMovedForTeacher: (l) => emails.classChangedForTeacherEmail(recipient(l), { ...lesson, change: 'moved' }),
  classMovedKeptForTeacher: (l) => emails.classChangedForTeacherEmail(recipient(l), { ...lesson, change: 'movedKept' }),
  teacherCancelledLessThanADay: (l) => emails.teacherCancelledEmail(recipient(l), { ...lesson, lessThanADay: true }),
  teacherCancelledMoreThanADay: (l) => emails.teacherCancelledEmail(recipient(l), { ...lesson, lessThanADay: false }),
  logOverdueWithPenalty: (l) =>
    emails.logOverdueEmail(recipient(l), {
      ...lesson,
      penaltyUntil: new Date('2026-04-05T10:00:00Z'),
      link: 'https://teach.test/en/payments',
    }),
  logOverdueWithoutPenalty: (l) =>
    emails.logOverdueEmail(recipient(l), { ...lesson, penaltyUntil: null, link: 'https://teach.test/en/payments' }),
  appealAccepted: (l) => emails.appealDecisionEmail(recipient(l), { accepted: true, homeLink: 'https://teach.test/en/home' }),
  appealRejected: (l) => emails.appealDecisionEmail(recipient(l), { accepted: false, homeLink: 'https://teach.test/en/home' }),
  purchaseSucceededPaid: (l) =>
    emails.purchaseSucceededEmail(recipient(l), {
      product: '10 credits',
      amount: '49.90 EUR',
      trial: false,
      bookingLink: 'https://learn.test/en/account/booking',
      membershipLink: 'https://learn.test/en/account/settings/membership',
    }),
  purchaseSucceededTrial: (l) =>
    emails.purchaseSucceededEmail(recipient(l), {
      product: 'Monthly',
      amount: '0.00 EUR',
      trial: true,
      bookingLink: 'https://learn.test/en/account/booking',
      membershipLink: 'https://learn.test/en/account/settings/membership',
    }),
  paymentFailedRetrying: (l) =>
    emails.paymentFailedEmail(recipient(l), { suspended: false, billingLink: 'https://learn.test/en/account/settings/billing' }),
  paymentFailedSuspended: (l) =>
    emails.paymentFailedEmail(recipient(l), { suspended: true, billingLink: 'https://learn.test/en/account/settings/billing' }),
  priceChange: (l) =>
    emails.priceChangeEmail(recipient(l), {
      product: 'Flex <8>',
      currency: 'EUR',
      oldCents: 9592,
      newCents: 9990,
      from: new Date('2026-09-01T00:00:00+02:00'),
      timezone: 'Europe/Berlin',
      discountPercent: 0,
      membershipLink: 'https://learn.test/en/account/settings/membership',
    }),
  priceChangeWithDiscount: (l) =>
    emails.priceChangeEmail(recipient(l), {
      product: 'Flex 8',
      currency: 'CHF',
      oldCents: 9112,
      newCents: 9490,
      from: new Date('2026-09-01T00:00:00+02:00'),
      timezone: 'Europe/Zurich',
      discountPercent: 20,
      membershipLink: 'https://learn.test/en/account/settings/membership',
    }),
  classReminder24h: (l) =>
    emails.classReminder24hEmail(recipient(l), {
      ...lesson,
      joinLink: 'https://classroom.test/en/class/c1',
      teacherName: 'Grace',
      outcomes: ['order food and drinks in a café', 'ask for the bill politely'],
      detailsLink: lesson.link,
    }),
  classReminder24hWithoutOutcomes: (l) =>
    emails.classReminder24hEmail(recipient(l), {
      ...lesson,
      joinLink: 'https://classroom.test/en/class/c1',
      teacherName: 'Grace',
      outcomes: [],
      detailsLink: lesson.link,
    }),
  classReminder15m: (l) => emails.classReminder15mEmail(recipient(l), { ...lesson, joinLink: 'https://classroom.test/en/class/c1' }),
  teacherClassReminder: (l) =>
    emails.teacherClassReminderEmail(recipient(l), { ...lesson, joinLink: 'https://classroom.test/en/class/c1', students: 3 }),
  classLogDue: (l) =>
    emails.classLogDueEmail(recipient(l), { ...lesson, dueAt: new Date('2026-03-30T01:30:00Z'), link: 'https://teach.test/en/classes/c1' }),
  trialEnding: (l) =>
    emails.trialEndingEmail(recipient(l), {
      endsAt: new Date('2026-03-31T10:00:00Z'),
      membershipLink: 'https://learn.test/en/account/settings/membership',
    }),
  priceChangeCancelled: (l) =>
    emails.priceChangeCancelledEmail(recipient(l), {
      product: 'Flex 8',
      currency: 'EUR',
      priceCents: 9592,
      membershipLink: 'https://learn.test/en/account/settings/membership',
    }),
};

// The teacher manager always reads the default language: one snapshot each.
const managerSamples: Record<string, () => Email> = {
  reviewNeeded: () => emails.reviewNeededEmail({ teacher, lastMinuteCount: 3, backOfficeLink: 'https://admin.test/en/' }),
  appealReceived: () => emails.appealReceivedEmail({ teacher, appeal: 'I was <ill>.', backOfficeLink: 'https://admin.test/en/' }),
};

const catalogue = (lng: string) =>
  JSON.parse(readFileSync(new URL(`../../../web/src/shared/i18n/locales/${lng}/emails.json`, import.meta.url), 'utf8'));
/** Plural forms differ per language (Russian has four): a key counts once, by its base. */
const baseKeysOf = (tree: Record<string, unknown>): string[] => [
  ...new Set(keysOf(tree).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))),
];
const keysOf = (tree: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v ? keysOf(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('e-mail catalogues', () => {
  it('are loaded from the web locales for English and German at least', () => {
    expect(emailLanguages()).toEqual(expect.arrayContaining(['en', 'de']));
  });

  it.each(emailLanguages())('%s has every key the English catalogue has, and no other', (lng) => {
    expect(baseKeysOf(catalogue(lng)).sort()).toEqual(baseKeysOf(catalogue('en')).sort());
  });

  it('is there for every display language (000 §2, issue 21)', () => {
    expect(emailLanguages()).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'es', 'ru']));
  });

  it('a locale without a catalogue reads English (as on the web)', () => {
    // Italian is a landing-only language (001 §2): no e-mail catalogue.
    expect(emails.passwordChangedEmail(recipient('it'))).toEqual(emails.passwordChangedEmail(recipient('en')));
    expect(emailT('it')('layout.closing')).toBe('Your Parla team');
  });
});

describe.each(emailLanguages())('e-mails in %s', (lng) => {
  it.each(Object.keys(samples))('%s', (name) => {
    const email = samples[name](lng);
    expect(email.html).not.toMatch(/<&>|A1 <Basics>/); // every printed string is escaped
    expect({ subject: email.subject, text: email.text, html: email.html }).toMatchSnapshot();
  });
});

describe('e-mails to the teacher manager', () => {
  it.each(Object.keys(managerSamples))('%s', (name) => {
    const email = managerSamples[name]();
    expect(email.to).toBe(emails.TEACHER_MANAGER.email);
    expect(email.html).not.toContain('<ill>');
    expect({ subject: email.subject, text: email.text, html: email.html }).toMatchSnapshot();
  });
});

describe('the support ticket to the school', () => {
  it('carries the message, the student ID and the recent classes, escaped', () => {
    const email = emails.supportTicketSchoolEmail({
      reference: 'S-1A2B3C4D',
      topic: 'account_and_data',
      message: 'Please <delete> my old address & phone.',
      studentId: 'P1234567',
      fromEmail: 'ada@example.test',
      fromName: 'Ada Lovelace',
      recentClasses: ['2026-03-27 17:00 UTC · Tapas · attended · c1'],
      attachmentName: 'screen.png',
    });
    expect(email.to).toBe(emails.SUPPORT_INBOX.email);
    expect(email.html).not.toContain('<delete>');
    expect({ subject: email.subject, text: email.text, html: email.html }).toMatchSnapshot();
  });
});

describe('the booking e-mail states the refund rule of refundWindow, in every language', () => {
  const classOn = (iso: string) => ({ ...lesson, startAt: new Date(iso) });
  const expected: Record<string, { notice: RegExp; soon: RegExp }> = {
    en: {
      notice: /refunded until Sunday,? 22 November 2026 at 10:00 CET\./,
      soon: /only until Wednesday,? 25 November 2026 at 11:42 CET \(30 minutes after booking\)/,
    },
    de: {
      notice: /Bis Sonntag, 22\. November 2026 um 10:00 MEZ kannst du stornieren und bekommst deinen Credit zurück\./,
      soon: /nur bis Mittwoch, 25\. November 2026 um 11:42 MEZ \(30 Minuten nach der Buchung\)/,
    },
    fr: {
      notice: /jusqu’au dimanche 22 novembre 2026 à 10:00 UTC\+1\./,
      soon: /que jusqu’au mercredi 25 novembre 2026 à 11:42 UTC\+1 \(30 minutes après la réservation\)/,
    },
    es: {
      notice: /hasta el domingo, 22 de noviembre de 2026, 10:00 CET\./,
      soon: /solo puedes cancelarla gratis hasta el miércoles, 25 de noviembre de 2026, 11:42 CET \(30 minutos después de la reserva\)/,
    },
    ru: {
      // The weekday after the date: "до среды", never "до среда" (layout.weekdayPlacement).
      notice: /До 22 ноября 2026 г\. в 10:00 GMT\+1 \(воскресенье\) можно отменить занятие с возвратом кредита\./,
      soon: /только в течение 30 минут после записи — до 25 ноября 2026 г\. в 11:42 GMT\+1 \(среда\)\./,
    },
  };

  it.each(emailLanguages())('%s: booked days ahead, the credit is refundable until 72 hours before the start', (lng) => {
    const klass = classOn('2026-11-25T09:00:00Z');
    const email = emails.bookingConfirmationEmail(recipient(lng), {
      ...klass,
      refund: refundWindow(new Date('2026-11-16T09:00:00Z'), klass.startAt),
    });
    expect(email.text).toMatch(expected[lng].notice);
  });

  it.each(emailLanguages())(
    '%s: booked on 25 November for 26 November, only the 30 minutes are free (never "until 23 November")',
    (lng) => {
      const klass = classOn('2026-11-26T09:00:00Z');
      const email = emails.bookingConfirmationEmail(recipient(lng), {
        ...klass,
        refund: refundWindow(new Date('2026-11-25T10:12:00Z'), klass.startAt),
      });
      expect(email.text).toMatch(expected[lng].soon);
      expect(email.text).not.toMatch(/23(\.)? November/);
    },
  );
});

describe('the trial e-mail promises nothing a free trial does not have', () => {
  const trialEnds: Record<string, RegExp> = {
    en: /When the 7 days are over, your paid membership starts automatically/,
    de: /Nach den 7 Tagen beginnt deine bezahlte Mitgliedschaft automatisch/,
    fr: /À la fin des 7 jours, votre abonnement payant démarre automatiquement/,
    es: /Cuando terminen los 7 días, tu suscripción de pago empieza automáticamente/,
    ru: /Когда 7 дней закончатся, автоматически начнётся платная подписка/,
  };
  const trial = (lng: string) =>
    emails.purchaseSucceededEmail(recipient(lng), {
      product: 'Monthly',
      amount: '0.00 EUR',
      trial: true,
      bookingLink: 'https://learn.test/en/account/booking',
      membershipLink: 'https://learn.test/en/account/settings/membership',
    });

  it.each(emailLanguages())('%s: no invoice or billing page, what happens at the end, a link to the membership', (lng) => {
    const email = trial(lng);
    expect(email.text).not.toMatch(/Settings, Billing|unter Abrechnung|invoice is in|Rechnung findest/i);
    expect(email.text).not.toContain('/settings/billing');
    expect(email.text).toContain('https://learn.test/en/account/settings/membership');
    expect(email.text).toMatch(trialEnds[lng]);
  });

  it('a paid purchase still points to its invoice', () => {
    const paid = emails.purchaseSucceededEmail(recipient('en'), {
      product: '10 credits',
      amount: '49.90 EUR',
      trial: false,
      bookingLink: 'https://learn.test/en/account/booking',
      membershipLink: 'https://learn.test/en/account/settings/membership',
    });
    expect(paid.text).toContain('Your invoice is in Settings, Billing.');
  });
});
