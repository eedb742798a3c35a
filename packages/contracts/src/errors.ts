/**
 * The spec's error catalogue (000 §8, 001 §8). Domain code throws DomainError with one
 * of these codes; the GraphQL and REST edges put it in `extensions.code` / `code`.
 */
export const errorMessages = {
  // identity
  bad_credentials: 'The email address or password you entered is incorrect.',
  too_many_login_attempts: 'Too many failed login attempts. Please retry in {minutes} minutes.',
  too_many_reset_attempts: 'Too many password reset attempts. Please retry in {minutes} minutes.',
  email_already_used: 'This email address is already used.',
  invalid_token: 'This link is invalid or has expired.',
  unauthenticated: 'You need to be logged to access this field',
  forbidden: 'You are not allowed to do this.',
  csrf: 'Invalid CSRF token.',
  captcha_invalid: 'The captcha is invalid.',
  account_temporarily_locked: 'Your account has been temporarily locked due to unusual payment activity.',
  impersonation_forbidden: 'This action is not allowed in impersonation mode.',
  too_many_verification_requests: 'Too many confirmation e-mails requested. Please retry in {minutes} minutes.',
  too_many_sign_ups: 'Too many sign-ups from here. Please retry in {minutes} minutes.',
  // booking
  class_booking_limit_reached: 'There are no more classes available for this date and time.',
  class_is_full: 'This class is full. Please refresh the page and choose another one.',
  individual_class_is_full: 'This private class already has a student.',
  invalid_start_date: 'Classes must begin at a round hour.',
  start_date_too_soon: 'Please choose a date at least 48 hours in the future.',
  limit_per_lesson_per_day_reached: 'You can book at most two classes of the same lesson per day.',
  no_appointments_during_scheduled_pause: 'You cannot book classes during your scheduled pause.',
  not_enough_credits: "You don't have enough credits to book this class.",
  already_booked: 'You have already booked this class.',
  class_not_available: 'This class is no longer available. Please book another one.',
  class_cannot_be_cancelled: 'This class can no longer be cancelled.',
  open_discussion_unavailable: 'Open discussion classes need at least 10 attended classes at this level or higher.',
  // booking: subscription, trial and Sprint rules (001 §5, §8)
  booking_after_subscription_expiry: 'You cannot book classes after your subscription ends.',
  trial_class_outside_trial: 'Free-trial classes must take place within your 7-day trial.',
  sprint_one_booking_per_day: 'During a Sprint you can book one class per day.',
  // credits (001 §4: conversion requires an active subscription)
  conversion_requires_subscription: 'You need an active subscription to convert credits.',
  // teaching (000 §4 Penalty, §8 teacher messages, §9 cancellation policy)
  cannot_commit_to_class: 'Can not commit to class.',
  commitment_cannot_be_cancelled: 'Can not cancel class commitment.',
  teacher_penalised: 'You cannot commit to new classes while a penalty is in effect.',
  commitment_during_teaching_pause: 'You cannot commit to classes during your teaching pause.',
  // teacher availability (000 §3 requests for teaching hours)
  teaching_hour_request_not_cancellable: 'This request for teaching hours can no longer be cancelled.',
  teaching_hour_request_exists: 'You have already asked for teaching hours on this date.',
  // teacher booking: commitments, courses, appeals, pause (000 §4, §8)
  commitment_overlaps: 'Can not commit to class: you already teach a class at this time.',
  class_already_taken: 'Can not commit to class: another teacher has already taken it.',
  teacher_cannot_teach_class: 'Can not commit to class: it is outside your languages or class types.',
  teacher_not_available: 'Can not assign the class: the teacher is not available at this time.',
  course_class_needs_course_booking: 'Can not commit to class: it belongs to a course. Please book the course.',
  booking_failed: 'Booking failed.',
  course_no_longer_available: 'This course is no longer available. Please try another one.',
  course_feedback_not_due: 'Changes not saved: no course feedback is due.',
  no_penalty_to_appeal: 'You have no penalty to appeal.',
  appeal_already_submitted: 'You have already appealed this penalty.',
  appeal_already_decided: 'This appeal has already been decided.',
  no_teaching_pause: 'Changes not saved: you have no teaching pause.',
  teaching_pause_already_started: 'Changes not saved: your teaching pause has already started. End it instead.',
  teaching_pause_not_started: 'Changes not saved: your teaching pause has not started yet. Remove it instead.',
  pause_overlaps_commitments: 'Changes not saved: you teach classes during this pause. Cancel those commitments first.',
  // class logs (000 §5)
  class_log_not_open: 'You can submit the class log 15 minutes after the class has started.',
  class_log_closed: 'This class log can no longer be changed.',
  no_show_too_early: 'Please wait 15 minutes for your students before reporting a no-show.',
  no_class_log_for_class: 'This class has no log to write.',
  // classroom (001 §8 Classroom, §9 join window; docs/api/classroom.md)
  link_expired: 'This link has expired. Please open the class again.',
  camera_in_use: 'Your camera is in use by another application. Close it and try again.',
  connection_failed_low_network: 'Connection failed due to a low network. Please check your connection and try again.',
  screen_share_permission_denied: 'Screen sharing permission was denied. Allow it in your browser and try again.',
  pdf_export_failed: 'The PDF export failed. Please try again.',
  invalid_request: 'Invalid request.',
  start_now_use_limit_reached: 'You have reached the limit of demo classes for today. Please try again tomorrow.',
  class_report_not_available: 'The class report is not available yet.',
  classroom_not_open: 'The classroom opens {minutes} minutes before the class starts.',
  class_has_ended: 'This class has ended.',
  not_class_participant: 'You are not a participant of this class.',
  removed_from_class: 'You were removed from this class and cannot rejoin it.',
  join_denied: 'The teacher did not let you into this class.',
  observation_opted_out: 'This teacher has opted out of observation.',
  duplicate_session: 'You opened this class in another window. This window was disconnected.',
  chat_closed: 'The class has ended. The chat history is read-only.',
  replace_required: 'Something else is being shared. Replace it?',
  too_many_messages: 'You are sending messages too fast. Please wait a moment.',
  class_already_reviewed: 'You have already reviewed this class.',
  // teacher account (000 §5: two-factor code for payout details, agreements, uploads, recruitment)
  verification_code_required: 'Please request a verification code first.',
  verification_code_invalid: 'The verification code is not correct. Attempts left: {attemptsLeft}.',
  verification_code_expired: 'The verification code has expired. Please request a new code.',
  verification_code_attempts_exceeded: 'Too many wrong codes. Please request a new code.',
  verification_code_details_changed: 'The details changed after the code was sent. Please request a new code.',
  too_many_verification_codes: 'Too many codes requested. Please retry in {minutes} minutes.',
  agreement_acceptance_required: 'Please read and accept the updated terms before you continue.',
  agreement_not_current: 'A newer version of this agreement exists. Please read the current version.',
  agreement_cannot_be_declined: 'This agreement is required to teach with us.',
  too_many_certificates: 'You can upload at most {max} certificates.',
  application_already_submitted: 'We already have your application. We will be in touch soon.',
  too_many_applications: 'Too many applications were sent from here. Please retry later.',
  // commerce: coupons (001 §8)
  coupon_invalid: 'Invalid promo code.',
  coupon_invalid_currency: 'This promo code is not valid for this currency.',
  coupon_invalid_plan: 'This promo code is not valid for this plan.',
  coupon_invalid_language: 'This promo code is not valid for this language.',
  coupon_invalid_user: 'This promo code is not valid for your account.',
  coupon_new_users_only: 'This promo code is valid for new users only.',
  coupon_not_for_package: 'This promo code is not available for this package.',
  // commerce: payment (001 §8)
  payment_failed: 'Your payment failed. Please try again or use another payment method.',
  payment_method_unavailable: 'This payment method is not available.',
  product_purchasable_once: 'This product can be purchased only once.',
  no_pending_subscription_charge: 'There is no pending charge for this subscription.',
  transaction_already_processed: 'This transaction has already been processed.',
  transactions_limit_exceeded: 'You have reached the limit of transactions. Please try again later.',
  extra_credits_not_available: 'Extra credits are available to subscribers only.',
  plan_not_available: 'This plan is not available.',
  language_mismatch: 'This plan is not available for the language you are learning.',
  package_not_found: 'Package not found',
  card_declined_too_many_times: 'Your card was declined too many times. Please retry in 24 hours.',
  LG_1001: 'This card has already been used for a free trial. You are not eligible for another free trial.',
  idempotency_key_reused: 'This request was already used for a different purchase. Please reload the page.',
  agreements_required: 'Please accept the terms to continue.',
  payment_method_required: 'Please add a payment method.',
  payment_method_last: 'At least one payment method must remain.',
  payment_method_not_found: 'This payment method was not found.',
  payment_course_failed: 'The payment for your course failed. Please update your payment method.',
  // commerce: card and payment declines (Transaction.errorCode)
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  incorrect_number: 'Your card number is incorrect.',
  incorrect_zip: "Your card's ZIP code is incorrect.",
  authentication_required: 'Your bank requires you to confirm this payment.',
  lost_card: 'Your card was declined: it has been reported lost.',
  stolen_card: 'Your card was declined: it has been reported stolen.',
  sepa_unsupported: 'SEPA Direct Debit is only available for payments in euros.',
  paypal_declined: 'PayPal declined this payment. Please use another payment method.',
  // commerce: subscriptions (001 §4, §5, §8)
  subscription_not_eligible: 'You are not eligible for this course. Please complete your current course first.',
  sprint_already_started: 'This Sprint has already started. Sign up for the next one.',
  changes_not_saved: 'Changes not saved.',
  pause_too_long: 'A pause can last at most 4 weeks.',
  pause_once_per_cycle: 'You can pause your subscription once per payment cycle.',
  pause_not_allowed: 'Your subscription cannot be paused now.',
  pause_agreement_required: 'Please confirm that classes during the pause will be cancelled.',
  withdrawal_period_over: 'The 14-day withdrawal period is over.',
  subscription_required: 'You need an active subscription for this.',
  trial_not_available: 'The free trial is not available for your account.',
  sprint_credit_not_received: 'Your Sprint credits arrive when the Sprint starts.',
  sprint_timezone_locked: 'You cannot change your time zone during a Sprint.',
  // generic
  not_found: 'Not found.',
  validation_failed: 'Please check the form for errors.',
  internal_server_error: 'Oops! We encountered an issue. Please retry or contact support.',
  too_many_requests: 'You are sending too many requests. Please wait a minute and retry.',
} as const;

export type ErrorCode = keyof typeof errorMessages;

export const MASKED_ERROR_MESSAGE = errorMessages.internal_server_error;

export function formatErrorMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return errorMessages[code].replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
}

/** One validation error: the shape read by every form (000 §5). */
export interface ValidationIssue {
  category: 'validate';
  field: string;
  message: string;
}
