import { CHECKLIST_ITEM_SLUGS, type ChecklistItemSlug } from '@parla/contracts';

/**
 * What the database knows about a student, each fact with the first time it became true
 * (null: not yet). The service reads them from the tables that already tell (users, placement
 * attempts, profile, appointments) and from the onboarding events where none does.
 */
export type ChecklistFacts = Record<ChecklistItemSlug, Date | null>;

export interface ChecklistItemState {
  slug: ChecklistItemSlug;
  isCompleted: boolean;
  completedAt: Date | null;
}

export interface ChecklistState {
  items: ChecklistItemState[];
  completedCount: number;
  totalCount: number;
  allDone: boolean;
  /** Shown on Today: something left to do and not dismissed. */
  visible: boolean;
}

/**
 * The onboarding checklist (issue 16) from the facts: the items in the spec's order, each ticked
 * by a fact that is already true at `now` (a fact dated later, e.g. a clock moved back in a test,
 * does not tick yet). Shown until everything is done or the student dismissed it.
 */
export function onboardingChecklist(facts: ChecklistFacts, dismissedAt: Date | null, now: Date): ChecklistState {
  const items = CHECKLIST_ITEM_SLUGS.map((slug) => {
    const at = facts[slug];
    const done = at !== null && at.getTime() <= now.getTime();
    return { slug, isCompleted: done, completedAt: done ? at : null };
  });
  const completedCount = items.filter((item) => item.isCompleted).length;
  const allDone = completedCount === items.length;
  const dismissed = dismissedAt !== null && dismissedAt.getTime() <= now.getTime();
  return { items, completedCount, totalCount: items.length, allDone, visible: !allDone && !dismissed };
}
