import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * An account at Google, Apple or Facebook linked to a Parla user (issue 15). The provider's
 * subject names the person there for good; the e-mail is what it said when the link was made.
 * One subject links to one user: the unique index is what makes two simultaneous first logins
 * create one account.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** google | apple | facebook */
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** The provider's e-mail at link time; null when it gave none. */
    email: text('email'),
    /** An e-mailed confirmation of the disconnect (only way in): the hash of its token and its end. */
    disconnectTokenHash: text('disconnect_token_hash'),
    disconnectExpiresAt: timestamp('disconnect_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    // One account per provider per user: a second Google account replaces nothing silently.
    uniqueIndex('user_identities_user_provider_key').on(t.userId, t.provider),
    uniqueIndex('user_identities_disconnect_token_key').on(t.disconnectTokenHash),
  ],
);

/**
 * A social login under way (from the redirect to the provider until its answer): single-use
 * (deleted when the answer arrives), ten minutes long. Holds the PKCE verifier and the nonce,
 * which must never reach the browser; the browser holds the state in an HttpOnly cookie.
 */
export const socialLoginStates = pgTable(
  'social_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    /** login | register | connect */
    intent: text('intent').notNull(),
    /** The signed-in user who connects; null for login and register. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    locale: text('locale').notNull(),
    /** The language section the visitor came from (register), e.g. english. */
    section: text('section'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('social_login_states_expires_idx').on(t.expiresAt)],
);

/**
 * A provider identity waiting for its owner to confirm name, language and terms on
 * /{locale}/social/register/{key} (30 minutes, single-use; only the key's hash is stored).
 */
export const socialRegistrations = pgTable(
  'social_registrations',
  {
    keyHash: text('key_hash').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    locale: text('locale').notNull(),
    section: text('section'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('social_registrations_expires_idx').on(t.expiresAt)],
);
