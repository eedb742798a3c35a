import { PASSWORD_MIN_LENGTH } from './identity.ts';

/**
 * The English messages of the input schemas that a form shows under a field, keyed by the web's
 * translation key (`common:validation.<key>`). Schemas use these texts; the web's form hook finds
 * the key for a message (from its own check or from a server's 422) and shows the translation.
 * No zod here: the web's first load imports this file.
 */
export const INPUT_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'This email address is not valid.',
  passwordRequired: 'Please enter your password.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordsMustMatch: 'The passwords must match.',
  currentPasswordRequired: 'Please enter your current password.',
  firstNameRequired: 'Please enter your name.',
  acceptPrivacyPolicy: 'Please accept the Privacy Policy.',
  acceptTerms: 'Please accept the Terms and Conditions.',
  confirmAge: 'Please confirm that you are 18 or older.',
} as const;
export type InputMessageKey = keyof typeof INPUT_MESSAGES;

/** Values a translated message may interpolate (`{{min}}`). */
export const INPUT_MESSAGE_VALUES = { min: PASSWORD_MIN_LENGTH } as const;
