import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Email } from '../lib/mailer.ts';
import { emailLanguages, emailT } from './email-i18n.ts';
import * as emails from './emails.ts';

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
  teacherInvitation: (l) => emails.teacherInvitationEmail(recipient(l), 'https://teach.test/en/resetting/reset/tok'),
  applicationReceived: (l) => emails.applicationReceivedEmail(recipient(l), 'APP-1234'),
  payoutCode: (l) => emails.payoutCodeEmail(recipient(l), '123456', 15),
  payoutChangedPayPal: (l) => emails.payoutChangedEmail(recipient(l), 'PayPal'),
  payoutChangedBankTransfer: (l) => emails.payoutChangedEmail(recipient(l), 'BankTransfer'),
  bookingConfirmation: (l) =>
    emails.bookingConfirmationEmail(recipient(l), { ...lesson, refundDeadline: new Date('2026-03-26T00:30:00Z') }),
  bookingConfirmationAmPm: (l) =>
    emails.bookingConfirmationEmail(
      { ...recipient(l), timeFormat: 'AMPM' },
      { ...lesson, refundDeadline: new Date('2026-03-26T00:30:00Z') },
    ),
  cancellationRefunded: (l) => emails.cancellationEmail(recipient(l), { ...lesson, refunded: true }),
  cancellationNotRefunded: (l) => emails.cancellationEmail(recipient(l), { ...lesson, refunded: false }),
  classCancelledBySchool: (l) =>
    emails.classCancelledBySchoolEmail(recipient(l), { ...lesson, bookingLink: 'https://learn.test/en/account/booking' }),
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
    }),
  purchaseSucceededTrial: (l) =>
    emails.purchaseSucceededEmail(recipient(l), {
      product: 'Monthly',
      amount: '0.00 EUR',
      trial: true,
      bookingLink: 'https://learn.test/en/account/booking',
    }),
  paymentFailedRetrying: (l) =>
    emails.paymentFailedEmail(recipient(l), { suspended: false, billingLink: 'https://learn.test/en/account/settings/billing' }),
  paymentFailedSuspended: (l) =>
    emails.paymentFailedEmail(recipient(l), { suspended: true, billingLink: 'https://learn.test/en/account/settings/billing' }),
};

// The teacher manager always reads the default language: one snapshot each.
const managerSamples: Record<string, () => Email> = {
  reviewNeeded: () => emails.reviewNeededEmail({ teacher, lastMinuteCount: 3, backOfficeLink: 'https://admin.test/en/' }),
  appealReceived: () => emails.appealReceivedEmail({ teacher, appeal: 'I was <ill>.', backOfficeLink: 'https://admin.test/en/' }),
};

const catalogue = (lng: string) =>
  JSON.parse(readFileSync(new URL(`../../../web/src/shared/i18n/locales/${lng}/emails.json`, import.meta.url), 'utf8'));
const keysOf = (tree: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v ? keysOf(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('e-mail catalogues', () => {
  it('are loaded from the web locales for English and German at least', () => {
    expect(emailLanguages()).toEqual(expect.arrayContaining(['en', 'de']));
  });

  it.each(emailLanguages())('%s has every key the English catalogue has, and no other', (lng) => {
    expect(keysOf(catalogue(lng)).sort()).toEqual(keysOf(catalogue('en')).sort());
  });

  it('a locale without a catalogue reads English (as on the web)', () => {
    expect(emails.passwordChangedEmail(recipient('fr'))).toEqual(emails.passwordChangedEmail(recipient('en')));
    expect(emailT('fr')('layout.closing')).toBe('Your Parla team');
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
