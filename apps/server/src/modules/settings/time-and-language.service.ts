import { type ClientUser, displayLanguageInput, timeAndLanguageInput } from '@parla/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validation.ts';
import { assertTimezoneChangeAllowedFor } from '../commerce/subscriptions/booking-plan.ts';
import { findUserById, updateUserSettings } from '../identity/user.service.ts';

/**
 * account/settings/time-and-language: zone, display language, clock and week start in one save.
 * The zone keeps the rule of PUT /api/users/timezone (no change during a running Sprint, 001 §5).
 */
export async function saveTimeAndLanguage(
  app: FastifyInstance,
  userId: string,
  raw: unknown,
  impersonatedBy: string | null,
): Promise<ClientUser> {
  const input = parseInput(timeAndLanguageInput, raw);
  const current = await findUserById(app.db, userId);
  if (current && current.timezone !== input.timezone) await assertTimezoneChangeAllowedFor(app.db, userId, app.clock.now());
  return updateUserSettings(app, userId, input, impersonatedBy);
}

/**
 * The account menu's language choice (issue 21): any signed-in user (student, teacher, admin) saves
 * the display language their e-mails and PDFs speak. Only the display languages; the same write as
 * the settings page, so an impersonating admin may change it too (audited like every mutation).
 */
export async function saveDisplayLanguage(
  app: FastifyInstance,
  userId: string,
  raw: unknown,
  impersonatedBy: string | null,
): Promise<ClientUser> {
  const { locale } = parseInput(displayLanguageInput, raw);
  return updateUserSettings(app, userId, { locale }, impersonatedBy);
}
