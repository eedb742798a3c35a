/**
 * The error catalogue (000 §8, 001 §8): every code the server or the web reports, with the HTTP
 * status the REST edge answers and the English message the server sends (the spec's wording where
 * it gives one). The web shows the translation under the message key `errors:<code>` (see
 * `errorMessageKey`); apps/web's locale test fails when a code lacks an en or de text.
 * Throw sites name only the code: `new DomainError('class_is_full')` (docs/decisions/032).
 */
import { ERROR_CODE_NAMES, MASKED_ERROR_MESSAGE } from './error-codes.ts';

interface ErrorEntry {
  /** What the REST edge answers; GraphQL answers 200 with `extensions.code` whatever it is. */
  readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 500;
  /** English, with `{name}` placeholders filled from the error's details. */
  readonly message: string;
}

export const errorCatalogue = {
  // identity
  bad_credentials: { status: 401, message: 'The email address or password you entered is incorrect.' },
  too_many_login_attempts: { status: 429, message: 'Too many failed login attempts. Please retry in {minutes} minutes.' },
  too_many_reset_attempts: { status: 429, message: 'Too many password reset attempts. Please retry in {minutes} minutes.' },
  email_already_used: { status: 400, message: 'This email address is already used.' },
  invalid_token: { status: 400, message: 'This link is invalid or has expired.' },
  session_expired: { status: 401, message: 'Your session has expired. Please log in again.' },
  unauthenticated: { status: 401, message: 'You need to be logged to access this field' },
  forbidden: { status: 403, message: 'You are not allowed to do this.' },
  csrf: { status: 403, message: 'Invalid CSRF token.' },
  captcha_invalid: { status: 400, message: 'The captcha is invalid.' },
  account_temporarily_locked: { status: 400, message: 'Your account has been temporarily locked due to unusual payment activity.' },
  impersonation_forbidden: { status: 403, message: 'This action is not allowed in impersonation mode.' },
  // 001 §1, §6: the back office's rights check on a student's position (module).
  position_change_forbidden: { status: 403, message: 'You are not allowed to change the position!' },
  admin_right_missing: { status: 403, message: 'Your admin role does not allow this action.' },
  impersonation_target_invalid: { status: 400, message: 'Only an open student or teacher account can be impersonated.' },
  too_many_verification_requests: { status: 429, message: 'Too many confirmation e-mails requested. Please retry in {minutes} minutes.' },
  account_closed: { status: 403, message: 'This account was closed on {date}. Please contact support if you want it back.' },
  not_a_guest: { status: 400, message: 'This account already has a password.' },
  password_not_set: {
    status: 400,
    message: 'This account has no password yet. Use "Set a password": we e-mail you a link to choose one.',
  },
  too_many_data_exports: { status: 429, message: 'You have asked for your data several times already. Please retry in {minutes} minutes.' },
  too_many_support_messages: { status: 429, message: 'You have sent several messages in a short time. Please retry in {minutes} minutes.' },
  too_many_sign_ups: { status: 429, message: 'Too many sign-ups from here. Please retry in {minutes} minutes.' },
  too_many_social_logins: {
    status: 429,
    message: 'Too many logins with Google, Apple or Facebook from here. Please retry in {minutes} minutes.',
  },
  too_many_placement_tests: { status: 429, message: 'Too many language tests started from here. Please retry in {minutes} minutes.' },
  too_many_events: { status: 429, message: 'Too many usage events from here. Please retry in {minutes} minutes.' },
  too_many_error_reports: { status: 429, message: 'Too many error reports from here. Please retry in {minutes} minutes.' },
  // messaging: verified phone numbers for SMS and WhatsApp (issue 20, decision 109)
  too_many_phone_codes: { status: 429, message: 'You have asked for several codes. Please retry in {minutes} minutes.' },
  phone_code_missing: { status: 400, message: 'Ask for a code first: we send it to your phone by SMS.' },
  phone_code_expired: { status: 400, message: 'This code has expired. Please ask for a new one.' },
  phone_code_attempts_exceeded: { status: 429, message: 'Too many wrong codes. Please ask for a new one.' },
  phone_code_invalid: { status: 400, message: 'This code is not right. Tries left: {attempts}.' },
  phone_number_missing: { status: 400, message: 'Add your phone number first.' },
  phone_not_verified: { status: 400, message: 'Verify your phone number first: we send you a code by SMS.' },
  phone_number_unreachable: { status: 400, message: 'We cannot send messages to this number. Please check it or enter another one.' },
  phone_messages_unavailable: { status: 409, message: 'Text messages are not available at the moment.' },
  guest_account_exists: {
    status: 409,
    message: 'You have bought with this email address before. We have sent you a link to set your password; then log in.',
  },
  already_signed_in: { status: 409, message: 'You are already logged in. Log out first to buy as a guest or to create another account.' },
  // identity: captcha (001 §8 "captcha invalid, not passed or wrong action")
  captcha_not_passed: { status: 400, message: 'The captcha was not passed. Please try again.' },
  captcha_wrong_action: { status: 400, message: 'The captcha was solved for another form. Please reload the page and try again.' },
  // identity: social login (001 §4, §8; issue 15)
  LG_0100: {
    status: 400,
    message: '{provider} did not give us your e-mail address. Please allow access to it, or sign up with your e-mail.',
  },
  LG_0101: {
    status: 400,
    message:
      "Apple's private relay addresses cannot be used here. Please share your e-mail address with Parla, or sign up with your e-mail.",
  },
  facebook_email_mismatch: {
    status: 400,
    message: 'The e-mail address of your Facebook account does not match the e-mail address of your Parla account.',
  },
  social_no_account: { status: 400, message: 'There is no Parla account for this e-mail address. Please sign up first.' },
  social_access_denied: { status: 400, message: 'You did not allow Parla to use your {provider} account, so we could not log you in.' },
  apple_login_failed: { status: 400, message: 'Logging in with Apple failed. Please try again.' },
  social_login_failed: { status: 400, message: 'Logging in with {provider} failed. Please try again.' },
  social_provider_unavailable: { status: 404, message: 'This way of logging in is not available.' },
  social_identity_in_use: { status: 409, message: 'This {provider} account is already connected to another Parla account.' },
  social_already_connected: { status: 409, message: 'A {provider} account is already connected to your Parla account.' },
  social_not_connected: { status: 404, message: 'No {provider} account is connected to your Parla account.' },
  // booking
  class_booking_limit_reached: { status: 400, message: 'There are no more classes available for this date and time.' },
  class_is_full: { status: 400, message: 'This class is full. Please refresh the page and choose another one.' },
  individual_class_is_full: { status: 400, message: 'This private class already has a student.' },
  invalid_start_date: { status: 400, message: 'Classes must begin at a round hour.' },
  start_date_too_soon: { status: 400, message: 'Please choose a date at least 48 hours in the future.' },
  limit_per_lesson_per_day_reached: { status: 400, message: 'You can book at most two classes of the same lesson per day.' },
  no_appointments_during_scheduled_pause: { status: 400, message: 'You cannot book classes during your scheduled pause.' },
  not_enough_credits: { status: 400, message: "You don't have enough credits to book this class." },
  already_booked: { status: 400, message: 'You have already booked this class.' },
  class_not_available: { status: 400, message: 'This class is no longer available. Please book another one.' },
  class_cannot_be_cancelled: { status: 400, message: 'This class can no longer be cancelled.' },
  class_has_no_teacher: { status: 409, message: 'This class has no teacher to release.' },
  nothing_to_change: { status: 400, message: 'Nothing would change: choose another time or lesson.' },
  certificate_not_available: { status: 409, message: 'The certificate needs at least 90% of the level completed.' },
  too_many_certificate_checks: { status: 429, message: 'Too many certificate checks from here. Please retry in {minutes} minutes.' },
  open_discussion_unavailable: {
    status: 400,
    message: 'Open discussion classes need at least 10 attended classes at this level or higher.',
  },
  // booking: subscription, trial and Sprint rules (001 §5, §8)
  booking_after_subscription_expiry: { status: 400, message: 'You cannot book classes after your subscription ends.' },
  trial_class_outside_trial: { status: 400, message: 'Free-trial classes must take place within your 7-day trial.' },
  sprint_one_booking_per_day: { status: 400, message: 'During a Sprint you can book one class per day.' },
  // credits (001 §4: conversion requires an active subscription)
  conversion_requires_subscription: { status: 400, message: 'You need an active subscription to convert credits.' },
  // teaching (000 §4 Penalty, §8 teacher messages, §9 cancellation policy)
  cannot_commit_to_class: { status: 400, message: 'Can not commit to class.' },
  commitment_cannot_be_cancelled: { status: 400, message: 'Can not cancel class commitment.' },
  undo_window_passed: {
    status: 409,
    message:
      'Can not cancel class commitment: the free 30 minutes after committing are over. Open the class to cancel it under the policy.',
  },
  teacher_penalised: { status: 400, message: 'You cannot commit to new classes while a penalty is in effect.' },
  commitment_during_teaching_pause: { status: 400, message: 'You cannot commit to classes during your teaching pause.' },
  // teacher availability (000 §3 requests for teaching hours)
  teaching_hour_request_not_cancellable: { status: 400, message: 'This request for teaching hours can no longer be cancelled.' },
  teaching_hour_request_exists: { status: 400, message: 'You have already asked for teaching hours on this date.' },
  // teacher booking: commitments, courses, appeals, pause (000 §4, §8)
  commitment_overlaps: { status: 400, message: 'Can not commit to class: you already teach a class at this time.' },
  class_already_taken: { status: 400, message: 'Can not commit to class: another teacher has already taken it.' },
  teacher_cannot_teach_class: { status: 400, message: 'Can not commit to class: it is outside your languages or class types.' },
  teacher_not_available: { status: 400, message: 'Can not assign the class: the teacher is not available at this time.' },
  course_class_needs_course_booking: { status: 400, message: 'Can not commit to class: it belongs to a course. Please book the course.' },
  booking_failed: { status: 400, message: 'Booking failed.' },
  course_no_longer_available: { status: 400, message: 'This course is no longer available. Please try another one.' },
  course_feedback_not_due: { status: 400, message: 'Changes not saved: no course feedback is due.' },
  no_penalty_to_appeal: { status: 400, message: 'You have no penalty to appeal.' },
  appeal_already_submitted: { status: 400, message: 'You have already appealed this penalty.' },
  appeal_already_decided: { status: 400, message: 'This appeal has already been decided.' },
  application_already_decided: { status: 409, message: 'This application has already been decided.' },
  teacher_deactivated: { status: 409, message: 'This teacher has been deactivated.' },
  no_teaching_pause: { status: 400, message: 'Changes not saved: you have no teaching pause.' },
  teaching_pause_already_started: { status: 400, message: 'Changes not saved: your teaching pause has already started. End it instead.' },
  teaching_pause_not_started: { status: 400, message: 'Changes not saved: your teaching pause has not started yet. Remove it instead.' },
  pause_overlaps_commitments: {
    status: 400,
    message: 'Changes not saved: you teach classes during this pause. Cancel those commitments first.',
  },
  // class logs (000 §5)
  class_log_not_open: { status: 400, message: 'You can submit the class log 15 minutes after the class has started.' },
  class_log_closed: { status: 400, message: 'This class log can no longer be changed.' },
  no_show_too_early: { status: 400, message: 'Please wait 15 minutes for your students before reporting a no-show.' },
  no_class_log_for_class: { status: 400, message: 'This class has no log to write.' },
  // classroom (001 §8 Classroom, §9 join window; docs/api/classroom.md)
  link_expired: { status: 401, message: 'This link has expired. Please open the class again.' },
  camera_in_use: { status: 400, message: 'Your camera is in use by another application. Close it and try again.' },
  connection_failed_low_network: {
    status: 400,
    message: 'Connection failed due to a low network. Please check your connection and try again.',
  },
  screen_share_permission_denied: { status: 400, message: 'Screen sharing permission was denied. Allow it in your browser and try again.' },
  pdf_export_failed: { status: 400, message: 'The PDF export failed. Please try again.' },
  pdf_load_failed: { status: 400, message: 'The slides could not be loaded. Please try again.' },
  invalid_request: { status: 400, message: 'Invalid request.' },
  start_now_use_limit_reached: { status: 429, message: 'You have reached the limit of demo classes for today. Please try again tomorrow.' },
  class_report_not_available: { status: 404, message: 'The class report is not available yet.' },
  classroom_not_open: { status: 400, message: 'The classroom opens {minutes} minutes before the class starts.' },
  class_has_ended: { status: 410, message: 'This class has ended.' },
  not_class_participant: { status: 403, message: 'You are not a participant of this class.' },
  removed_from_class: { status: 403, message: 'You were removed from this class and cannot rejoin it.' },
  join_denied: { status: 403, message: 'The teacher did not let you into this class.' },
  observation_opted_out: { status: 403, message: 'This teacher has opted out of observation.' },
  duplicate_session: { status: 400, message: 'You opened this class in another window. This window was disconnected.' },
  chat_closed: { status: 410, message: 'The class has ended. The chat history is read-only.' },
  replace_required: { status: 409, message: 'Something else is being shared. Replace it?' },
  too_many_messages: { status: 429, message: 'You are sending messages too fast. Please wait a moment.' },
  class_already_reviewed: { status: 409, message: 'You have already reviewed this class.' },
  // student class feedback (decision 089)
  missed_class_report_not_open: { status: 409, message: 'This class can be reported from its start until 7 days after it ended.' },
  missed_class_already_reported: { status: 409, message: 'You have already reported a problem with this class.' },
  // teacher account (000 §5: two-factor code for payout details, agreements, uploads, recruitment)
  verification_code_required: { status: 400, message: 'Please request a verification code first.' },
  verification_code_invalid: { status: 400, message: 'The verification code is not correct. Attempts left: {attemptsLeft}.' },
  verification_code_expired: { status: 400, message: 'The verification code has expired. Please request a new code.' },
  verification_code_attempts_exceeded: { status: 400, message: 'Too many wrong codes. Please request a new code.' },
  verification_code_details_changed: { status: 400, message: 'The details changed after the code was sent. Please request a new code.' },
  too_many_verification_codes: { status: 429, message: 'Too many codes requested. Please retry in {minutes} minutes.' },
  agreement_acceptance_required: { status: 409, message: 'Please read and accept the updated terms before you continue.' },
  agreement_not_current: { status: 409, message: 'A newer version of this agreement exists. Please read the current version.' },
  agreement_cannot_be_declined: { status: 400, message: 'This agreement is required to teach with us.' },
  teacher_onboarding_incomplete: { status: 409, message: 'Please finish these steps first: {steps}.' },
  too_many_certificates: { status: 400, message: 'You can upload at most {max} certificates.' },
  application_already_submitted: { status: 409, message: 'We already have your application. We will be in touch soon.' },
  too_many_applications: { status: 429, message: 'Too many applications were sent from here. Please retry later.' },
  // commerce: coupons (001 §8)
  coupon_invalid: { status: 400, message: 'Invalid promo code.' },
  coupon_invalid_currency: { status: 400, message: 'This promo code is not valid for this currency.' },
  coupon_invalid_plan: { status: 400, message: 'This promo code is not valid for this plan.' },
  coupon_invalid_language: { status: 400, message: 'This promo code is not valid for this language.' },
  coupon_invalid_user: { status: 400, message: 'This promo code is not valid for your account.' },
  coupon_new_users_only: { status: 400, message: 'This promo code is valid for new users only.' },
  coupon_not_for_package: { status: 400, message: 'This promo code is not available for this package.' },
  // commerce: payment (001 §8)
  payment_failed: { status: 400, message: 'Your payment failed. Please try again or use another payment method.' },
  payment_method_unavailable: { status: 400, message: 'This payment method is not available.' },
  product_purchasable_once: { status: 400, message: 'This product can be purchased only once.' },
  no_pending_subscription_charge: { status: 400, message: 'There is no pending charge for this subscription.' },
  transaction_already_processed: { status: 400, message: 'This transaction has already been processed.' },
  payment_reference_unknown: { status: 409, message: 'Unknown payment reference.' },
  transactions_limit_exceeded: { status: 400, message: 'You have reached the limit of transactions. Please try again later.' },
  extra_credits_not_available: { status: 400, message: 'Extra credits are available to subscribers only.' },
  plan_not_available: { status: 400, message: 'This plan is not available.' },
  language_mismatch: { status: 400, message: 'This plan is not available for the language you are learning.' },
  package_not_found: { status: 400, message: 'Package not found' },
  card_declined_too_many_times: { status: 400, message: 'Your card was declined too many times. Please retry in 24 hours.' },
  LG_1001: { status: 400, message: 'This card has already been used for a free trial. You are not eligible for another free trial.' },
  idempotency_key_reused: { status: 400, message: 'This request was already used for a different purchase. Please reload the page.' },
  agreements_required: { status: 400, message: 'Please accept the terms to continue.' },
  payment_method_required: { status: 400, message: 'Please add a payment method.' },
  payment_method_last: { status: 400, message: 'At least one payment method must remain.' },
  payment_method_not_found: { status: 400, message: 'This payment method was not found.' },
  payment_course_failed: { status: 400, message: 'The payment for your course failed. Please update your payment method.' },
  // commerce: card and payment declines (Transaction.errorCode)
  card_declined: { status: 400, message: 'Your card was declined.' },
  insufficient_funds: { status: 400, message: 'Your card has insufficient funds.' },
  expired_card: { status: 400, message: 'Your card has expired.' },
  incorrect_cvc: { status: 400, message: "Your card's security code is incorrect." },
  incorrect_number: { status: 400, message: 'Your card number is incorrect.' },
  incorrect_zip: { status: 400, message: "Your card's ZIP code is incorrect." },
  authentication_required: { status: 400, message: 'Your bank requires you to confirm this payment.' },
  lost_card: { status: 400, message: 'Your card was declined: it has been reported lost.' },
  stolen_card: { status: 400, message: 'Your card was declined: it has been reported stolen.' },
  sepa_unsupported: { status: 400, message: 'SEPA Direct Debit is only available for payments in euros.' },
  paypal_declined: { status: 400, message: 'PayPal declined this payment. Please use another payment method.' },
  // commerce: subscriptions (001 §4, §5, §8)
  subscription_not_eligible: { status: 400, message: 'You are not eligible for this course. Please complete your current course first.' },
  sprint_already_started: { status: 400, message: 'This Sprint has already started. Sign up for the next one.' },
  changes_not_saved: { status: 400, message: 'Changes not saved.' },
  pause_too_long: { status: 400, message: 'A pause can last at most 4 weeks.' },
  pause_once_per_cycle: { status: 400, message: 'You can pause your subscription once per payment cycle.' },
  pause_not_allowed: { status: 400, message: 'Your subscription cannot be paused now.' },
  pause_agreement_required: { status: 400, message: 'Please confirm that classes during the pause will be cancelled.' },
  withdrawal_period_over: { status: 400, message: 'The 14-day withdrawal period is over.' },
  subscription_required: { status: 400, message: 'You need an active subscription for this.' },
  trial_not_available: { status: 400, message: 'The free trial is not available for your account.' },
  // post-checkout (issue 16, decision 070): the trial's 3 group or 1 private credits, chosen once
  trial_credit_choice_unavailable: { status: 400, message: 'There is no free trial to choose classes for.' },
  trial_credits_already_chosen: { status: 409, message: 'You have already chosen the classes of your free trial.' },
  trial_credits_in_use: { status: 409, message: 'You have already booked with your trial credits, so they can no longer be exchanged.' },
  sprint_credit_not_received: { status: 400, message: 'Your Sprint credits arrive when the Sprint starts.' },
  sprint_timezone_locked: { status: 400, message: 'You cannot change your time zone during a Sprint.' },
  // settings (issue 14): 001 §8 "calendar connection unsuccessful" (expired is an account state, not an error)
  calendar_connection_failed: { status: 400, message: 'Oops, something went wrong. The calendar could not be connected.' },
  calendar_provider_unavailable: { status: 400, message: 'This calendar cannot be connected here.' },
  // settings: learning language (001 §5: "Learning language can be changed only when no classes are booked or attended; changing is gated by a flag")
  learning_language_change_not_allowed: {
    status: 400,
    message: 'Learning language can be changed only when no classes are booked or attended.',
  },
  learning_language_change_disabled: { status: 403, message: 'Changing the learning language is not available for your account.' },
  learning_language_unchanged: { status: 400, message: 'You are already learning this language with this course.' },
  // onboarding: the placement test (issue 16)
  placement_test_unavailable: { status: 404, message: 'The language test is not available for this language yet.' },
  placement_retake_too_soon: {
    status: 429,
    message: 'You can take the language test once a day. Please try again in {hours} hours.',
  },
  placement_item_not_current: { status: 409, message: 'This question has already been answered. Please continue with the next one.' },
  placement_attempt_finished: { status: 409, message: 'This test is finished. Your result is ready.' },
  placement_attempt_not_finished: { status: 400, message: 'Please finish the test first.' },
  // onboarding: the flow (issue 16, decision 069)
  onboarding_level_locked: {
    status: 400,
    message: 'Your level can be changed only before your first class is booked. You can change your course in your learning settings.',
  },
  // practice (issue 17)
  practice_subscription_required: { status: 403, message: 'Self-study materials need a subscription. Choose a plan to practise.' },
  practice_locked: { status: 403, message: "This lesson's practice opens when you book its class." },
  exercise_already_answered: { status: 409, message: 'You have answered this exercise already. Restart the exercises to try again.' },
  vocabulary_review_outdated: { status: 409, message: 'This word was just reviewed. Please continue with the next one.' },
  lingobite_task_finished: { status: 409, message: 'This task is finished. Please continue with the next one.' },
  content_error_report_closed: { status: 409, message: 'This report was already resolved or dismissed.' },
  // the back office's content editor (decision 104): a save names the version it edited
  content_edit_conflict: {
    status: 409,
    message: 'Someone else changed this since you opened it. Reload to see their version, then make your change again.',
  },
  // challenges (issue 18, decision 087)
  challenge_over: { status: 409, message: 'This challenge has ended. Join this month’s challenge instead.' },
  challenge_completed: { status: 409, message: 'You have completed this challenge: your result stays on the leaderboard.' },
  challenge_not_joined: { status: 409, message: 'Join the challenge first.' },
  challenge_already_started: { status: 409, message: 'This challenge has started: its target and prize can no longer change.' },
  challenge_exists: { status: 409, message: 'This month already has a challenge. Edit it instead.' },
  // attendance achievements and the yearly recap (issue 18, decision 086)
  achievement_not_earned: { status: 409, message: 'You have not earned this achievement yet. Keep going to your next class!' },
  achievement_already_claimed: { status: 409, message: 'You have already claimed this achievement.' },
  recap_not_available: { status: 404, message: 'Your yearly recap is available in December and January.' },
  // experience reviews: booking experience, personalized, feature usefulness (issue 18, decision 090)
  review_prompt_not_due: { status: 409, message: 'There is no question for you about this right now.' },
  review_prompt_not_shown: { status: 409, message: 'This question was not asked, so there is nothing to put off.' },
  experience_review_already_sent: { status: 409, message: 'Thank you, you have already answered this question.' },
  // back office: admins (decision 105)
  admin_own_rights: { status: 409, message: 'You cannot change or remove your own admin rights. Ask another full admin.' },
  last_full_admin: { status: 409, message: 'The school needs at least one full admin. Make another admin full first.' },
  // back office: price changes (001 §9 "at most once a year with 6 weeks notice"; decision 105)
  price_change_notice_too_short: {
    status: 400,
    message: 'Subscribers must be told of a price change at least 6 weeks before it takes effect.',
  },
  price_change_pending: { status: 409, message: 'A change of this price is already scheduled. Cancel it first.' },
  price_change_started: { status: 409, message: 'This price change has taken effect and can no longer be cancelled.' },
  price_unchanged: { status: 400, message: 'The new price is the price of today.' },
  // back office: moving a class (decisions 100, 105)
  class_move_conflicts: {
    status: 409,
    message: 'The move clashes with other classes. Check the clashes, or move anyway with a reason.',
  },
  student_booked_elsewhere: { status: 409, message: 'A booked student has another class at the new time.' },
  // generic
  not_found: { status: 404, message: 'Not found.' },
  validation_failed: { status: 422, message: 'Please check the form for errors.' },
  internal_server_error: { status: 500, message: MASKED_ERROR_MESSAGE },
  too_many_requests: { status: 429, message: 'You are sending too many requests. Please wait a minute and retry.' },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export const ERROR_CODES = Object.keys(errorCatalogue) as ErrorCode[];

// error-codes.ts lists the same codes without their messages (what the web reads, decision 092):
// a code in one and not the other fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameCodes: Same<ErrorCode, (typeof ERROR_CODE_NAMES)[number]> = true;
void sameCodes;

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODE_NAMES);

/** Reads the codes only (not the catalogue): the web's bundles leave the English messages out. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && KNOWN_CODES.has(code);
}

export { MASKED_ERROR_MESSAGE };

/** The HTTP status of a code: chosen here once, never at the throw site. */
export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}

/** The i18next key of a code's text in the web catalogues (namespace `errors`, one key per code). */
export function errorMessageKey(code: ErrorCode): `errors:${ErrorCode}` {
  return `errors:${code}`;
}

/** The server's English message for a code, `{name}` placeholders filled from `params`. */
export function formatErrorMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return errorCatalogue[code].message.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
}

/** One validation error: the shape read by every form (000 §5). */
export interface ValidationIssue {
  category: 'validate';
  field: string;
  message: string;
}
