import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

export type LogTab = 'open' | 'past';

/** Logging changes these lists; urql refetches queries holding the types. */
export const PAYMENTS_TYPENAMES = { additionalTypenames: ['ClassLogPage', 'ClassLogRow', 'TeacherInvoice', 'TeacherClassLog'] };

const LogRowFields = graphql(`
  fragment LogRowFields on ClassLogRow {
    classUid startDate endDate lessonTitle classType students { studentId shortName } outcome state opensAt dueAt earning { kind total bonus currency }
  }
`);
export type LogRow = ResultOf<typeof LogRowFields>;

export const OPEN_LOGS = graphql(
  `
  query TeacherOpenLogs($limit: Int) { logs: teacherOpenLogs(limit: $limit) { total items { ...LogRowFields } } }
`,
  [LogRowFields],
);
export const PAST_LOGS = graphql(
  `
  query TeacherPastLogs($limit: Int) { logs: teacherPastLogs(limit: $limit) { total items { ...LogRowFields } } }
`,
  [LogRowFields],
);

const InvoiceSummaryFields = graphql(`
  fragment InvoiceSummaryFields on TeacherInvoice { id number uniqueId month date total currency pending pdfUrl itemCount }
`);
export type InvoiceSummary = ResultOf<typeof InvoiceSummaryFields>;

export const TEACHER_INVOICES = graphql(
  `
  query TeacherInvoices { teacherInvoices { ...InvoiceSummaryFields } }
`,
  [InvoiceSummaryFields],
);

export const TEACHER_INVOICE = graphql(
  `
  query TeacherInvoice($id: ID!) {
    teacherInvoice(id: $id) {
      ...InvoiceSummaryFields
      items { id date classId classTitle classType kind category bonusType description amount }
      categories { category count amount }
    }
  }
`,
  [InvoiceSummaryFields],
);
export type InvoiceItem = NonNullable<ResultOf<typeof TEACHER_INVOICE>['teacherInvoice']>['items'][number];

export const PAY_INFO = graphql(`
  query TeacherPayInfo { teacherPayInfo { timezone timeFormat currency hourlyRate noShowPercent technicalIssuePercent } }
`);
