/**
 * The student area's account routes (001 §2). They live in shared/ because features link
 * to each other's pages (Today -> booking, booking -> class details) without importing
 * each other (ARCHITECTURE convention 8).
 */
export const studentPaths = {
  today: '/:locale/account/home',
  /** The onboarding flow's door: it resumes where the student left off (decision 069). */
  onboarding: '/:locale/account/onboarding',
  notifications: '/:locale/account/notifications',
  booking: '/:locale/account/booking',
  bookingPreview: '/:locale/account/booking/preview',
  classesRoot: '/:locale/account/classes',
  classes: '/:locale/account/classes/:view',
  classDetails: '/:locale/account/class/details/:classId',
  preClass: '/:locale/account/class/:classId',
  lessonDetails: '/:locale/account/lesson/details/:lessonId',
  courseRoot: '/:locale/account/course-overview',
  course: '/:locale/account/course-overview/:moduleName',
  teacher: '/:locale/account/teacher/:uid',
  store: '/:locale/account/store',
  // Practice (issue 17, 001 §2): the list, then one page per kind of practice of a lesson.
  practice: '/:locale/account/practice',
  vocabulary: '/:locale/account/practice/vocabulary',
  vocabularyLesson: '/:locale/account/practice/vocabulary/:lessonId',
  homework: '/:locale/account/practice/homework/:lessonId',
  quiz: '/:locale/account/practice/quiz/:lessonId',
  lingobites: '/:locale/account/practice/lingobites/:lessonId',
  grammar: '/:locale/account/practice/grammar/:lessonId',
  // Flashcards and one grammar item (decision 076): `grammar/item/` cannot clash with `grammar/:lessonId`.
  flashcards: '/:locale/account/practice/flashcards/:learningUnitId',
  grammarItem: '/:locale/account/practice/grammar/item/:grammarId',
  // Daily practice and the quiz trainer across lessons (decision 077).
  dailyPractice: '/:locale/account/practice/daily',
  quizTrainer: '/:locale/account/practice/quiz',
  // Attendance achievements and the yearly recap (issue 18, decision 086).
  achievements: '/:locale/account/achievements',
  recap: '/:locale/account/recap/:year',
  // Purchase flow (decision 021): entry and checkout pages at the top level, account pages under account/.
  package: '/:locale/package/:packageId',
  sprintPackage: '/:locale/package/sprint/:packageId',
  teamsPackage: '/:locale/package/teams/:packageId',
  freeTrialPurchase: '/:locale/free-trial-purchase/:packageId',
  productOrder: '/:locale/product-order/:productVariantId',
  productPurchase: '/:locale/product-purchase/:productVariantId',
  m2mCheckout: '/:locale/m2m-checkout/:purchaseId',
  sprintCheckout: '/:locale/sprint-checkout/:purchaseId',
  teamsCheckout: '/:locale/teams-checkout/:purchaseId',
  creditsCheckout: '/:locale/credits-checkout/:purchaseId',
  paymentFailed: '/:locale/payment-failed/:purchaseId',
  paymentPending: '/:locale/payment-pending/:purchaseId',
  creditsAdded: '/:locale/credits-added',
  postCheckout: '/:locale/post-checkout',
  // The steps after paying (issue 16): goals, languages, times, level, first class.
  postCheckoutSteps: '/:locale/account/post-checkout',
  creditsConversion: '/:locale/account/credits-conversion',
  settings: '/:locale/account/settings',
  timeAndLanguageSettings: '/:locale/account/settings/time-and-language',
  membership: '/:locale/account/settings/membership',
  billing: '/:locale/account/settings/billing',
  learningSettings: '/:locale/account/settings/learning',
  profile: '/:locale/account/profile',
  supportSettings: '/:locale/account/settings/support',
  closeAccount: '/:locale/account/settings/close-account',
  emailVerification: '/:locale/account/email-verification',
  referrals: '/:locale/account/referrals',
  // Monthly challenges (issue 18, decision 087).
  challenges: '/:locale/account/challenges',
  challenge: '/:locale/account/challenges/:challengeName',
  certificates: '/:locale/account/certificates',
  referralLanding: '/:locale/referral/:code',
  accountLocked: '/:locale/error/account_temporarily_locked',
  // Public pricing, guest checkout and first passwords (issue 15, decision 063).
  pricing: '/:locale/pricing',
  teamsPrices: '/:locale/teams/prices',
  publicRegister: '/:locale/register',
  publicLogin: '/:locale/login',
  faq: '/:locale/faq',
  corporate: '/:locale/corporate',
  guestCheckout: '/:locale/guest-checkout/:packageId',
  passwordSet: '/:locale/password/set/:token',
  completeAccountSetup: '/:locale/complete-account-setup',
  completeAccountSetPassword: '/:locale/complete-account-set-password',
} as const;

/** The URL segment of a module: its code in lower case (de-a1). */
export function moduleSlug(code: string): string {
  return code.toLowerCase();
}
