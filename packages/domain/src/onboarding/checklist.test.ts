import { CHECKLIST_ITEM_SLUGS } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import { type ChecklistFacts, onboardingChecklist } from './checklist.ts';

const now = new Date('2026-05-04T10:00:00Z');
const earlier = new Date('2026-05-01T08:00:00Z');
const later = new Date('2026-05-05T08:00:00Z');
const none = Object.fromEntries(CHECKLIST_ITEM_SLUGS.map((slug) => [slug, null])) as ChecklistFacts;
const all = Object.fromEntries(CHECKLIST_ITEM_SLUGS.map((slug) => [slug, earlier])) as ChecklistFacts;

describe('onboardingChecklist', () => {
  it('lists the seven items in the spec order, none done for a new student, and shows the card', () => {
    const state = onboardingChecklist(none, null, now);
    expect(state.items.map((item) => item.slug)).toEqual([
      'verify_email',
      'find_your_level',
      'set_your_goal',
      'book_first_class',
      'test_your_camera',
      'attend_first_class',
      'try_practice',
    ]);
    expect(state).toMatchObject({ completedCount: 0, totalCount: 7, allDone: false, visible: true });
  });

  it('ticks each item from its own fact and counts them', () => {
    const state = onboardingChecklist({ ...none, verify_email: earlier, book_first_class: earlier }, null, now);
    expect(state.items.filter((item) => item.isCompleted).map((item) => item.slug)).toEqual(['verify_email', 'book_first_class']);
    expect(state.items[0].completedAt).toEqual(earlier);
    expect(state.items[1].completedAt).toBeNull();
    expect(state.completedCount).toBe(2);
  });

  it('does not tick a fact dated after now', () => {
    const state = onboardingChecklist({ ...none, try_practice: later }, null, now);
    expect(state.items.at(-1)).toEqual({ slug: 'try_practice', isCompleted: false, completedAt: null });
  });

  it('hides the card once everything is done', () => {
    expect(onboardingChecklist(all, null, now)).toMatchObject({ completedCount: 7, allDone: true, visible: false });
  });

  it('hides the card once dismissed, with items still open', () => {
    expect(onboardingChecklist(none, earlier, now)).toMatchObject({ allDone: false, visible: false });
  });
});
