import type { InvoiceCategory } from '@parla/contracts';
import type { BonusType } from '@parla/domain';

/** The words of the invoice PDF, in the teacher's language (German or English). */
export interface InvoicePdfText {
  title: string;
  number: string;
  date: string;
  period: string;
  teacher: string;
  summary: string;
  taughtClasses: string;
  columns: [string, string, string, string, string, string];
  categories: Record<InvoiceCategory, string>;
  bonusTypes: Record<BonusType, string>;
  classTypes: Record<'group' | 'individual' | 'trial', string>;
  total: string;
  items: (count: number) => string;
  page: (page: number, pages: number) => string;
  footer: string;
  empty: string;
}

const en: InvoicePdfText = {
  title: 'Teacher invoice',
  number: 'Invoice number',
  date: 'Invoice date',
  period: 'Period',
  teacher: 'Teacher',
  summary: 'Summary',
  taughtClasses: 'Classes taught',
  columns: ['Date', 'Class ID', 'Class title or bonus description', 'Class type', 'Description', 'Price'],
  categories: { bonus: 'Bonus', health: 'Health', missed_class: 'Missed class', tech_issues: 'Tech issues', no_students: 'No students' },
  bonusTypes: {
    course_b2b_default_bonus: 'B2B course bonus',
    course_telc_bonus: 'telc course bonus',
    default_bonus: 'Bonus',
    orientation_class_bonus: 'Orientation class bonus',
  },
  classTypes: { group: 'Group', individual: 'Private', trial: 'Trial' },
  total: 'Total',
  items: (count) => `${count} ${count === 1 ? 'item' : 'items'}`,
  page: (page, pages) => `Page ${page} of ${pages}`,
  footer: 'Parla online language school - payments to teachers. Times in the teacher time zone.',
  empty: 'No items.',
};

const de: InvoicePdfText = {
  title: 'Rechnung der Lehrkraft',
  number: 'Rechnungsnummer',
  date: 'Rechnungsdatum',
  period: 'Zeitraum',
  teacher: 'Lehrkraft',
  summary: 'Zusammenfassung',
  taughtClasses: 'Unterrichtete Kurse',
  columns: ['Datum', 'Kurs-ID', 'Kurstitel oder Bonusbeschreibung', 'Kurstyp', 'Beschreibung', 'Preis'],
  categories: {
    bonus: 'Bonus',
    health: 'Krankheit',
    missed_class: 'Verpasster Kurs',
    tech_issues: 'Technische Probleme',
    no_students: 'Keine Teilnehmenden',
  },
  bonusTypes: {
    course_b2b_default_bonus: 'B2B-Kursbonus',
    course_telc_bonus: 'telc-Kursbonus',
    default_bonus: 'Bonus',
    orientation_class_bonus: 'Bonus für Orientierungsklasse',
  },
  classTypes: { group: 'Gruppe', individual: 'Privat', trial: 'Testkurs' },
  total: 'Summe',
  items: (count) => `${count} ${count === 1 ? 'Posten' : 'Posten'}`,
  page: (page, pages) => `Seite ${page} von ${pages}`,
  footer: 'Parla Online-Sprachschule - Zahlungen an Lehrkräfte. Zeiten in der Zeitzone der Lehrkraft.',
  empty: 'Keine Posten.',
};

export const invoicePdfText = (locale: string): InvoicePdfText => (locale === 'de' ? de : en);
