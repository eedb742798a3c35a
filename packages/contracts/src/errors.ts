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
  // generic
  not_found: 'Not found.',
  validation_failed: 'Please check the form for errors.',
  internal_server_error: 'Oops! We encountered an issue. Please retry or contact support.',
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
