import { SECTION_SLUGS } from './enums.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';
import { LOCALES } from './locales.ts';
import { personName } from './names.ts';
import { SOCIAL_INTENTS, SOCIAL_PROVIDERS, type SocialProvider } from './social-providers.ts';
import { z } from './zod.ts';

export * from './social-providers.ts';

export const socialProviderParams = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

export const socialStartQuery = z.object({
  intent: z.enum(SOCIAL_INTENTS).default('login'),
  locale: z.enum(LOCALES).default('en'),
  section: z.enum(SECTION_SLUGS).optional(),
});

/** The provider's answer (OAuth 2 redirect): a code, or an error such as access_denied. */
export const socialCallbackQuery = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(2000).optional(),
});

const mustAccept = (message: string) => z.literal(true, { message });

/** /{locale}/social/register/{key}: the name, the language, the terms; the e-mail is the provider's. */
export const socialRegisterInput = z.object({
  firstName: personName({ required: M.firstNameRequired }),
  lastName: personName().optional().default(''),
  section: z.enum(SECTION_SLUGS, { message: M.sectionNotOffered }),
  locale: z.enum(LOCALES, { message: M.localeInvalid }).optional(),
  acceptPrivacyPolicy: mustAccept(M.acceptPrivacyPolicy),
  acceptTerms: mustAccept(M.acceptTerms),
  confirmAge: mustAccept(M.confirmAge),
  marketingAgreement: z.boolean().optional().default(false),
  recaptcha_token: z.string().max(4000).optional(),
});
export type SocialRegisterInput = z.infer<typeof socialRegisterInput>;

export const socialKeyParams = z.object({ key: z.string().min(1).max(200) });
export const socialDisconnectConfirmInput = z.object({ token: z.string().min(1).max(200) });

/** GET /api/oauth/resource-owners: the providers this server offers. */
export interface SocialResourceOwners {
  providers: SocialProvider[];
}

/** GET /api/oauth/user/connected-accounts */
export interface ConnectedAccount {
  provider: SocialProvider;
  email: string | null;
  connectedAt: string;
  /** An e-mailed disconnect link is waiting to be opened. */
  disconnectPending: boolean;
}
export interface ConnectedAccounts {
  accounts: ConnectedAccount[];
  /** Whether the account has a password: without one, removing the last provider needs the e-mailed link. */
  hasPassword: boolean;
}

/** DELETE .../connected-accounts/{provider}: done, or a confirmation link was e-mailed (the only way in). */
export interface SocialDisconnectResult {
  status: 'disconnected' | 'confirmation_sent';
}

/** A pending social registration, shown on the register page. */
export interface SocialRegistrationPreview {
  provider: SocialProvider;
  email: string;
  firstName: string;
  lastName: string;
  section: string | null;
}
