import { type ClientUser, timeAndLanguageInput } from '@parla/contracts';
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
