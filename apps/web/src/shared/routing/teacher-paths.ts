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
