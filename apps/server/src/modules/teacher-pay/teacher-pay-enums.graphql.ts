// GraphQL enums of teacher pay. A file of their own because class logs show a class's earning
// with them too: class-logs depends on teacher-pay, never the other way (docs/decisions/033).
import { CURRENCIES, TEACHER_CREDIT_KINDS } from '@parla/contracts';
import { builder } from '../../graphql/builder.ts';

export const TeacherCreditKind = builder.enumType('TeacherCreditKind', { values: TEACHER_CREDIT_KINDS });
export const InvoiceCurrency = builder.enumType('InvoiceCurrency', { values: CURRENCIES });
