import { DISPLAY_LOCALES, DISPLAY_LOCALE_TAGS } from '@parla/contracts';
import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { renderAttendedClassesPdf } from '../modules/certificates/attended-classes.ts';
import { renderCertificatePdf } from '../modules/certificates/certificate-pdf.ts';
import { renderInvoicePdf as renderStudentInvoicePdf } from '../modules/commerce/invoices/invoice-pdf.ts';
import type { InvoiceRow } from '../modules/commerce/invoices/invoices.service.ts';
import { renderLessonSlides } from '../modules/curriculum/lesson-slides.ts';
import { renderInvoicePdf as renderTeacherInvoicePdf } from '../modules/teacher-pay/invoice-pdf.ts';

/**
 * Issue 21: every PDF a user receives renders in each display language, in the recipient's saved
 * locale, with a Unicode font: a snapshot of each document's text per locale, and the checks that
 * Russian is real Cyrillic (the standard fonts printed '?') and German keeps its umlauts.
 */

const invoice: InvoiceRow = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 'INV-2026-000042',
  kind: 'invoice',
  studentId: '00000000-0000-4000-8000-000000000002',
  transactionId: '00000000-0000-4000-8000-000000000003',
  relatesToInvoiceId: null,
  issuedAt: new Date('2026-05-04T09:30:00Z'),
  currency: 'EUR',
  subtotalCents: 11_900,
  discountCents: 1_190,
  totalCents: 10_710,
  netCents: 9_000,
  vatCents: 1_710,
  vatRateBp: 1_900,
  countryCode: 'DE',
  items: [{ item: 'Flex 8', units: 1, perUnitCents: 11_900, amountCents: 11_900 }],
  recipient: {
    name: 'Jürgen Müller',
    email: 'juergen@example.com',
    studentId: 'S-1042',
    country: 'DE',
    address: ['Hauptstraße 5', '10115 Berlin'],
  },
  periodFrom: new Date('2026-05-04T00:00:00Z'),
  periodTo: new Date('2026-06-04T00:00:00Z'),
};
const memo: InvoiceRow = {
  ...invoice,
  id: '00000000-0000-4000-8000-000000000004',
  number: 'CM-2026-000007',
  kind: 'credit_memo',
  relatesToInvoiceId: invoice.id,
  issuedAt: new Date('2026-05-10T12:00:00Z'),
  netCents: 10_710,
  vatCents: 0,
  vatRateBp: 0,
  countryCode: null,
  periodFrom: null,
  periodTo: null,
};

const teacherInvoice = (locale: string) =>
  renderTeacherInvoicePdf({
    invoice: {
      id: '00000000-0000-4000-8000-000000000005',
      number: 'T-2026-05-0012',
      uniqueId: 'abcdefgh12345678',
      month: '2026-05',
      date: new Date('2026-06-01T08:00:00Z'),
      periodStart: new Date('2026-04-30T22:00:00Z'),
      periodEnd: new Date('2026-05-31T22:00:00Z'),
      totalCents: 4_350,
      currency: 'EUR',
      pending: false,
      pdfUrl: null,
      itemCount: 3,
      pendingItems: null,
    },
    items: [
      {
        id: 'i1',
        date: new Date('2026-05-04T07:00:00Z'),
        classUid: 'C-1001',
        classTitle: 'Greetings',
        classType: 'group',
        kind: 'Group',
        category: null,
        bonusType: null,
        description: '',
        amountCents: 2_400,
        currency: 'EUR',
      },
      {
        id: 'i2',
        date: new Date('2026-05-12T16:00:00Z'),
        classUid: 'C-1002',
        classTitle: 'At the café',
        classType: 'individual',
        kind: 'NoShow',
        category: 'no_students',
        bonusType: null,
        description: '',
        amountCents: 1_200,
        currency: 'EUR',
      },
      {
        id: 'i3',
        date: new Date('2026-05-20T10:00:00Z'),
        classUid: null,
        classTitle: null,
        classType: null,
        kind: 'Bonus',
        category: 'bonus',
        bonusType: 'orientation_class_bonus',
        description: '',
        amountCents: 750,
        currency: 'EUR',
      },
    ],
    teacher: { name: 'Maria Schröder', email: 'maria@example.com', uid: 'T-0007' },
    locale,
    timeZone: 'Europe/Berlin',
  });

const certificate = (locale: string) =>
  renderCertificatePdf({
    name: 'Jürgen Müller',
    cefrLevel: 'A1',
    moduleName: 'A1',
    courseName: 'German',
    first: new Date('2026-03-02T08:00:00Z'),
    last: new Date('2026-05-04T08:00:00Z'),
    attended: 22,
    issuedOn: '2026-05-05',
    timezone: 'Europe/Berlin',
    locale,
    code: 'ABCD-EFGH-JKLM-NPQR',
    verifyUrl: `https://parla.example/${locale}/certificates/verify/ABCD-EFGH-JKLM-NPQR`,
  });

const attendedClasses = (locale: string) =>
  renderAttendedClassesPdf({
    name: 'Jürgen Müller',
    timezone: 'Europe/Berlin',
    locale,
    now: new Date('2026-05-06T10:00:00Z'),
    classes: [
      {
        startAt: new Date('2026-05-02T07:00:00Z'),
        endAt: new Date('2026-05-02T08:00:00Z'),
        cefrLevel: 'A1',
        lessonNumber: 1,
        lessonTitle: 'Greetings',
        teacher: 'Maria Schröder',
      },
      {
        startAt: new Date('2026-05-04T07:00:00Z'),
        endAt: new Date('2026-05-04T08:00:00Z'),
        cefrLevel: 'A1',
        lessonNumber: 2,
        lessonTitle: 'At the café',
        teacher: 'Maria Schröder',
      },
    ],
  });

const slides = (locale: string) =>
  renderLessonSlides(
    {
      moduleName: 'German A1',
      lessonNumber: 3,
      title: 'Im Café',
      description: 'Order a drink and a snack.',
      type: 'communication',
      learningOutcomes: ['Order a drink.', 'Ask for the bill.'],
    },
    locale,
  );

const DOCUMENTS: Record<string, (locale: string) => Promise<Uint8Array>> = {
  'student invoice': (locale) => renderStudentInvoicePdf(invoice, null, locale),
  'student credit memo': (locale) => renderStudentInvoicePdf(memo, invoice, locale),
  'teacher invoice': teacherInvoice,
  certificate,
  'attended classes': attendedClasses,
  'lesson slides': slides,
};

/** A word of each language's fixed text that only that language has, per document. */
const MARKERS: Record<string, Record<(typeof DISPLAY_LOCALES)[number], string>> = {
  'student invoice': {
    en: 'Period of service',
    de: 'Leistungszeitraum',
    fr: 'Période de prestation',
    es: 'Periodo del servicio',
    ru: 'Период оказания услуг',
  },
  'student credit memo': { en: 'Credit memo', de: 'Gutschrift', fr: 'Avoir', es: 'Factura rectificativa', ru: 'Кредит-нота' },
  'teacher invoice': {
    en: 'Classes taught',
    de: 'Unterrichtete Kurse',
    fr: 'Cours donnés',
    es: 'Clases impartidas',
    ru: 'Проведённые занятия',
  },
  certificate: {
    en: 'Certificate of completion',
    de: 'Abschlusszertifikat',
    fr: 'Certificat de réussite',
    es: 'Certificado de finalización',
    ru: 'Сертификат об окончании',
  },
  'attended classes': {
    en: 'Attended classes',
    de: 'Besuchte Kurse',
    fr: 'Cours suivis',
    es: 'Clases asistidas',
    ru: 'Посещённые занятия',
  },
  'lesson slides': {
    en: 'In this lesson you will',
    de: 'In dieser Lektion wirst du',
    fr: 'Dans cette leçon, vous allez',
    es: 'En esta lección vas a',
    ru: 'На этом уроке вы',
  },
};

describe.each(Object.keys(DOCUMENTS))('the %s PDF', (kind) => {
  const render = DOCUMENTS[kind]!;

  it.each(DISPLAY_LOCALES)('renders in %s', async (locale) => {
    const bytes = await render(locale);
    // The document says which language it is in, for screen readers and search.
    expect((await PDFDocument.load(bytes)).catalog.get(PDFName.of('Lang'))?.toString()).toContain(DISPLAY_LOCALE_TAGS[locale]);
    const text = await pdfText(bytes); // pdfjs takes the bytes over: read them last
    expect(text).toContain(MARKERS[kind]![locale]);
    expect(text).toMatchSnapshot();
  });

  it('prints Russian in Cyrillic and German with its umlauts', async () => {
    const russian = await pdfText(await render('ru'));
    // Whole Cyrillic words, not one stray letter: the old WinAnsi fonts turned each into '?'.
    expect(russian.match(/[А-Яа-яЁё]{4,}/g)?.length ?? 0).toBeGreaterThan(3);
    expect(russian).not.toMatch(/\?{2,}/);
    const german = await pdfText(await render('de'));
    expect(german).toMatch(/[äöüÄÖÜß]/);
  });

  it('falls back to English for a landing-only locale', async () => {
    const text = await pdfText(await render('it'));
    expect(text).toContain(MARKERS[kind]!.en);
  });
});
