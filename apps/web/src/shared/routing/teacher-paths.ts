/**
 * The teacher app's routes (000 §2). They live in shared/ because teacher features link to
 * each other's pages (pay -> class, schedule -> class) and a feature may not import from an
 * area (ARCHITECTURE convention 8, docs/decisions/033).
 */
export const teacherPaths = {
  home: '/:locale/home',
  login: '/:locale/teacher-login',
  forgotPassword: '/:locale/teacher-forgot-password',
  forgotThankYou: '/:locale/teacher-forgot-password/thank-you',
  logout: '/:locale/teacher-logout',
  // 000 §2: every teacher route; the week routes take an optional startDate (YYYY-MM-DD).
  booking: '/:locale/booking/:startDate?',
  teacherClass: '/:locale/classes/:classId',
  schedule: '/:locale/my-schedule/:startDate?',
  payments: '/:locale/payments',
  learningMaterial: '/:locale/learning-material',
  profile: '/:locale/profile/:page?',
  terms: '/:locale/terms/:agreementId',
  /** The first-login flow of a teacher not onboarded yet (issue 16); step as in TEACHER_ONBOARDING_STEPS. */
  onboarding: '/:locale/onboarding/:step?',
  viewTerms: '/:locale/view/terms/:agreementId',
  pdf: '/:locale/teacher/pdf/:uniqueId',
  becomeTeacher: '/:locale/become-a-teacher',
  internalError: '/:locale/teacher-internal-error',
} as const;

/**
 * Teacher pages that stay open while something waits for the teacher (onboarding, an agreement):
 * the onboarding flow, the profile, the terms, leaving, errors and the public pages. Work pages
 * (booking, classes, schedule, payments, learning material, documents) are not among them.
 */
const OPEN_WHILE_WAITING =
  'onboarding(\\/[^/]+)?|profile(\\/[^/]+)?|terms\\/[^/]+|view\\/terms\\/[^/]+|teacher-logout|teacher-internal-error|become-a-teacher|teacher-login|teacher-forgot-password(\\/thank-you)?|resetting\\/reset\\/[^/]+';

const openPages = new RegExp(`^\\/[a-z]{2}\\/(${OPEN_WHILE_WAITING})\\/?$`);
const openPagesAndHome = new RegExp(`^\\/[a-z]{2}(\\/(home|${OPEN_WHILE_WAITING}))?\\/?$`);

/** Whether a teacher page stays open while something waits; `home` adds the home page. */
export function openWhileWaiting(pathname: string, { home }: { home: boolean }): boolean {
  return (home ? openPagesAndHome : openPages).test(pathname);
}
