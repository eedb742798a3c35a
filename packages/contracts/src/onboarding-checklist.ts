/**
 * The onboarding checklist (001 §3 Checklist items: id, slug, title, description, isCompleted;
 * issue 16), in the order a new student meets them. Titles and descriptions are the web's
 * `student` catalogue under `checklist.items.<slug>` (en, de).
 */
export const CHECKLIST_ITEM_SLUGS = [
  'verify_email',
  'find_your_level',
  'set_your_goal',
  'book_first_class',
  'test_your_camera',
  'attend_first_class',
  'try_practice',
] as const;
export type ChecklistItemSlug = (typeof CHECKLIST_ITEM_SLUGS)[number];

/**
 * What happened to a student that no other table records (decision 071): each stored once per
 * student, with its first time. `level_confirmed` is the onboarding flow's "this is my level"
 * (a level picked or confirmed without a test); `camera_tested` the classroom's device check;
 * `practice_tried` the first practice submission; the last two remember the student's choices.
 */
export const ONBOARDING_EVENTS = [
  'level_confirmed',
  'camera_tested',
  'practice_tried',
  'checklist_dismissed',
  'product_tour_finished',
] as const;
export type OnboardingEvent = (typeof ONBOARDING_EVENTS)[number];

/** The events a module may record for a student through markChecklistEvent. */
export type ChecklistEvent = Extract<OnboardingEvent, 'level_confirmed' | 'camera_tested' | 'practice_tried'>;

/** The product tour's stops (001 §2: Today, Classes, Book classes, Course, Practice), by nav anchor. */
export const PRODUCT_TOUR_STEPS = ['today', 'classes', 'booking', 'course', 'practice'] as const;
export type ProductTourStep = (typeof PRODUCT_TOUR_STEPS)[number];
