import type { InvoiceCategory } from '@parla/contracts';
import type { TeacherCreditKind } from './class-earning.ts';

/**
 * The invoice category of an earning line (000 §3 Teacher invoice: bonus, health, missed
 * class, tech issues, no students). Taught classes (Group, Private) have none; an adjustment
 * (Adg) carries the category the school gave it (health: sick pay), or none.
 */
export function invoiceCategoryOf(kind: TeacherCreditKind, adjustmentCategory: InvoiceCategory | null = null): InvoiceCategory | null {
  switch (kind) {
    case 'Bonus':
      return 'bonus';
    case 'MissedClass':
      return 'missed_class';
    case 'TechIssue':
      return 'tech_issues';
    case 'NoShow':
      return 'no_students';
    case 'Adg':
      return adjustmentCategory;
    case 'Group':
    case 'Private':
      return null;
  }
}

/** The invoice total: the exact sum of its lines in integer cents (adjustments may be negative). */
export function invoiceTotalCents(items: readonly { amountCents: number }[]): number {
  return items.reduce((sum, item) => {
    if (!Number.isInteger(item.amountCents)) throw new RangeError(`amountCents must be an integer, got ${item.amountCents}`);
    return sum + item.amountCents;
  }, 0);
}
