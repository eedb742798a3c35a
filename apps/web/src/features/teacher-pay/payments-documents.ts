import { gql } from 'urql';

export type LogTab = 'open' | 'past';
export type ClassLogOutcome = 'submitted' | 'updated' | 'missed' | 'no_students' | 'technical_issue' | 'cancelled';
export type InvoiceCategory = 'bonus' | 'health' | 'missed_class' | 'tech_issues' | 'no_students';
export type BonusType = 'course_b2b_default_bonus' | 'course_telc_bonus' | 'default_bonus' | 'orientation_class_bonus';
export type ClassType = 'group' | 'individual' | 'trial';

/** Logging changes these lists; urql refetches queries holding the types. */
export const PAYMENTS_TYPENAMES = { additionalTypenames: ['ClassLogPage', 'ClassLogRow', 'TeacherInvoice', 'TeacherClassLog'] };

export interface LogRow {
  classUid: string;
  startDate: string;
  endDate: string;
  lessonTitle: string;
  classType: ClassType;
  students: { studentId: string; shortName: string }[];
  outcome: ClassLogOutcome | null;
  state: 'not_yet_open' | 'open' | 'overdue';
  opensAt: string;
  dueAt: string;
  earning: { kind: string | null; total: number; bonus: number; currency: string } | null;
}

const ROW_FIELDS = `classUid startDate endDate lessonTitle classType students { studentId shortName } outcome state opensAt dueAt earning { kind total bonus currency }`;

export interface LogsData {
  logs: { total: number; items: LogRow[] };
}
export const OPEN_LOGS = gql<LogsData, { limit: number }>(`
  query TeacherOpenLogs($limit: Int) { logs: teacherOpenLogs(limit: $limit) { total items { ${ROW_FIELDS} } } }
`);
export const PAST_LOGS = gql<LogsData, { limit: number }>(`
  query TeacherPastLogs($limit: Int) { logs: teacherPastLogs(limit: $limit) { total items { ${ROW_FIELDS} } } }
`);

export interface InvoiceSummary {
  id: string;
  number: string | null;
  uniqueId: string | null;
  month: string;
  date: string;
  total: number;
  currency: string;
  pending: boolean;
  pdfUrl: string | null;
  itemCount: number;
}

export interface InvoiceItem {
  id: string;
  date: string;
  classId: string | null;
  classTitle: string | null;
  classType: ClassType | null;
  kind: string;
  category: InvoiceCategory | null;
  bonusType: BonusType | null;
  description: string;
  amount: number;
}

export interface InvoiceDetails extends InvoiceSummary {
  items: InvoiceItem[];
  categories: { category: InvoiceCategory | null; count: number; amount: number }[];
}

const INVOICE_FIELDS = 'id number uniqueId month date total currency pending pdfUrl itemCount';

export const TEACHER_INVOICES = gql<{ teacherInvoices: InvoiceSummary[] }, Record<string, never>>(`
  query TeacherInvoices { teacherInvoices { ${INVOICE_FIELDS} } }
`);

export const TEACHER_INVOICE = gql<{ teacherInvoice: InvoiceDetails | null }, { id: string }>(`
  query TeacherInvoice($id: ID!) {
    teacherInvoice(id: $id) {
      ${INVOICE_FIELDS}
      items { id date classId classTitle classType kind category bonusType description amount }
      categories { category count amount }
    }
  }
`);

export interface PayInfo {
  timezone: string;
  timeFormat: string;
  currency: string;
  hourlyRate: number | null;
  noShowPercent: number;
  technicalIssuePercent: number;
}
export const PAY_INFO = gql<{ teacherPayInfo: PayInfo }, Record<string, never>>(`
  query TeacherPayInfo { teacherPayInfo { timezone timeFormat currency hourlyRate noShowPercent technicalIssuePercent } }
`);
