// GraphQL types and fields of the teacher earnings per logged class, bonuses, monthly invoices and their PDFs.
// Registered on the shared builder on import (graphql/schema.ts imports this file).
import { BONUS_TYPES, type CURRENCIES, type ClassType as ClassTypeValue, INVOICE_CATEGORIES } from '@parla/contracts';
import { DEFAULT_TEACHING_CONFIG } from '@parla/domain';
import { builder } from '../../graphql/builder.ts';
import { ClassType } from '../classes/classes.graphql.ts';
import { InvoiceCurrency, TeacherCreditKind } from './teacher-pay-enums.graphql.ts';
import { makeDueInvoices } from './invoices.service.ts';
import {
  type CategoryTotal,
  type InvoiceItemView,
  type InvoiceView,
  categoryTotals,
  itemsOfInvoices,
  payTermsOf,
  teacherInvoiceById,
  teacherInvoicesOf,
} from './invoice-views.ts';
import { addManualLine } from './manual-lines.service.ts';
import { auditObject } from '../audit/audit-context.ts';

export const BonusType = builder.enumType('BonusType', { values: BONUS_TYPES });
const InvoiceCategory = builder.enumType('InvoiceCategory', { values: INVOICE_CATEGORIES });
const ManualLineKind = builder.enumType('TeacherManualLineKind', { values: ['Bonus', 'Adg'] as const });

const TeacherInvoiceItem = builder.objectRef<InvoiceItemView>('TeacherInvoiceItem').implement({
  description: 'One line of a teacher invoice: a class by its outcome, a bonus or an adjustment.',
  fields: (t) => ({
    id: t.exposeID('id'),
    date: t.field({ type: 'DateTime', description: 'The class start, or when the line was granted.', resolve: (i) => i.date }),
    classId: t.exposeString('classUid', { nullable: true, description: 'The class uid.' }),
    classTitle: t.exposeString('classTitle', { nullable: true }),
    classType: t.field({ type: ClassType, nullable: true, resolve: (i) => i.classType as ClassTypeValue | null }),
    kind: t.field({ type: TeacherCreditKind, resolve: (i) => i.kind }),
    category: t.field({ type: InvoiceCategory, nullable: true, resolve: (i) => i.category }),
    bonusType: t.field({ type: BonusType, nullable: true, resolve: (i) => i.bonusType }),
    description: t.exposeString('description'),
    amount: t.float({ resolve: (i) => i.amountCents / 100 }),
    amountCents: t.exposeInt('amountCents'),
    currency: t.field({ type: InvoiceCurrency, resolve: (i) => i.currency }),
  }),
});

const InvoiceCategoryTotal = builder.objectRef<CategoryTotal>('InvoiceCategoryTotal').implement({
  fields: (t) => ({
    category: t.field({ type: InvoiceCategory, nullable: true, description: 'null: classes taught.', resolve: (c) => c.category }),
    count: t.exposeInt('count'),
    amount: t.float({ resolve: (c) => c.amountCents / 100 }),
    amountCents: t.exposeInt('amountCents'),
  }),
});

export const TeacherInvoice = builder.objectRef<InvoiceView>('TeacherInvoice').implement({
  description: 'A monthly teacher invoice (000 §3); pending while its month runs.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { nullable: true }),
    uniqueId: t.exposeString('uniqueId', { nullable: true, description: 'For teacher/pdf/{uniqueId}.' }),
    month: t.exposeString('month', { description: 'YYYY-MM in the teacher time zone.' }),
    date: t.field({ type: 'DateTime', resolve: (i) => i.date }),
    periodStart: t.field({ type: 'DateTime', resolve: (i) => i.periodStart }),
    periodEnd: t.field({ type: 'DateTime', resolve: (i) => i.periodEnd }),
    total: t.float({ resolve: (i) => i.totalCents / 100 }),
    totalCents: t.exposeInt('totalCents'),
    currency: t.field({ type: InvoiceCurrency, resolve: (i) => i.currency }),
    pending: t.exposeBoolean('pending'),
    pdfUrl: t.exposeString('pdfUrl', { nullable: true }),
    itemCount: t.exposeInt('itemCount'),
    // Keyed by the invoice itself: a pending invoice carries its lines, the stored ones of a request load in one query.
    items: t.loadableList({
      type: TeacherInvoiceItem,
      load: (invoices: InvoiceView[], ctx) => itemsOfInvoices(ctx.app.db, invoices),
      loaderOptions: { cacheKeyFn: (invoice) => invoice.id },
      resolve: (invoice) => invoice,
    }),
    categories: t.loadableList({
      type: InvoiceCategoryTotal,
      description: 'Totals per category: classes taught (null), bonus, health, missed class, tech issues, no students.',
      load: async (invoices: InvoiceView[], ctx) => (await itemsOfInvoices(ctx.app.db, invoices)).map(categoryTotals),
      loaderOptions: { cacheKeyFn: (invoice) => invoice.id },
      resolve: (invoice) => invoice,
    }),
  }),
});

builder.queryField('teacherInvoices', (t) =>
  t.withAuth({ teacher: true }).field({
    type: [TeacherInvoice],
    description: "The teacher's invoices: the running months (pending), then the invoices made, latest first.",
    resolve: (_root, _args, ctx) => teacherInvoicesOf(ctx.app.db, ctx.auth.userId),
  }),
);

builder.queryField('teacherInvoice', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherInvoice,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => teacherInvoiceById(ctx.app.db, ctx.auth.userId, String(args.id)),
  }),
);

const ManualLineInput = builder.inputType('TeacherManualLineInput', {
  fields: (t) => ({
    teacherId: t.id({ required: true }),
    kind: t.field({ type: ManualLineKind, required: true }),
    bonusType: t.field({ type: BonusType }),
    category: t.field({ type: InvoiceCategory, description: 'For an adjustment: health (sick pay), or none.' }),
    amountCents: t.int({ required: true }),
    description: t.string({ required: true }),
    classUid: t.id(),
    date: t.field({ type: 'DateTime' }),
  }),
});

builder.mutationField('adminAddTeacherPayLine', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('teacher_invoice_item', (_args, line) => line?.id),
    type: TeacherInvoiceItem,
    description: 'Back office: a bonus or an adjustment (Adg) for a teacher, invoiced with its month.',
    args: { input: t.arg({ type: ManualLineInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      addManualLine(
        ctx.app,
        ctx.auth.userId,
        Object.fromEntries(
          Object.entries({ ...input, teacherId: String(input.teacherId), classUid: input.classUid ?? undefined }).filter(
            ([, v]) => v != null,
          ),
        ),
      ),
  }),
);

builder.mutationField('adminMakeTeacherInvoices', (t) =>
  t.withAuth({ admin: true }).int({
    extensions: auditObject('teacher_invoices', () => null),
    description: 'Back office: make every invoice that is ready now (the hourly job does the same); returns how many were made.',
    resolve: (_root, _args, ctx) => makeDueInvoices(ctx.app.db, ctx.app.clock.now()),
  }),
);

interface PayInfoShape {
  timezone: string;
  timeFormat: string;
  currency: (typeof CURRENCIES)[number];
  hourlyRateCents: number | null;
}

const TeacherPayInfo = builder.objectRef<PayInfoShape>('TeacherPayInfo').implement({
  description: "The teacher's pay terms and the zone their months and log times are read in.",
  fields: (t) => ({
    timezone: t.exposeString('timezone'),
    timeFormat: t.exposeString('timeFormat'),
    currency: t.field({ type: InvoiceCurrency, resolve: (p) => p.currency }),
    hourlyRate: t.float({ nullable: true, resolve: (p) => (p.hourlyRateCents === null ? null : p.hourlyRateCents / 100) }),
    hourlyRateCents: t.exposeInt('hourlyRateCents', { nullable: true }),
    noShowPercent: t.int({ resolve: () => DEFAULT_TEACHING_CONFIG.noShowPayPercent }),
    technicalIssuePercent: t.int({ resolve: () => DEFAULT_TEACHING_CONFIG.technicalIssuePayPercent }),
  }),
});

builder.queryField('teacherPayInfo', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherPayInfo,
    resolve: (_root, _args, ctx) => payTermsOf(ctx.app.db, ctx.auth.userId),
  }),
);
