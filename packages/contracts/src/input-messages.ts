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
  givenNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'This phone number is not valid.',
  countryRequired: 'Please choose a country.',
  teachLanguageRequired: 'Please choose the language you want to teach.',
  tellUsMore: 'Please tell us a little more (at least 50 characters).',
  experienceRequired: 'Please choose your teaching experience.',
  spokenLanguagesRequired: 'Please add the languages you speak.',
  languageRequired: 'Please choose a language.',
  levelRequired: 'Please choose a level.',
  languageOnce: 'Each language once, please.',
  heardFromRequired: 'Please tell us how you heard about us.',
  heardFromWebsiteRequired: 'Please tell us on which website you saw the ad.',
  linkedinInvalid: 'This is not a valid LinkedIn profile URL.',
  consentSchedule: 'Please confirm that you manage your own schedule and location.',
  consentData: 'Please agree to the processing of your personal data.',
  notBlank: 'This value should not be blank.',
  tooLong: 'This value is too long.',
  teacherFirstNameRequired: 'Please enter a first name.',
  teachLanguagesRequired: 'Choose at least one language.',
  timezoneInvalid: 'The timezone is not valid.',
  paymentMethodRequired: 'Please choose a payment method.',
  cardHolderRequired: 'Please enter the name on the card.',
  cardNumberRequired: 'Please enter the card number.',
  cardNumberInvalid: 'This card number is too short or too long.',
  cardExpiryInvalid: 'Please enter the expiry date as MM/YY.',
  cardCvcRequired: 'Please enter the security code.',
  cardCvcInvalid: 'The security code has 3 or 4 digits.',
  postalCodeRequired: 'Please enter the postcode.',
  accountHolderRequired: 'Please enter the account holder.',
  ibanInvalid: 'This IBAN is not valid.',
  paypalEmailInvalid: 'Please enter your PayPal email address.',
  ratingOutOfRange: 'The rating must be between 1 and 5.',
  fieldRequired: 'Please fill out this field.',
  feedbackTooLong: 'Please write at most 2000 characters.',
  appealTooShort: 'Please explain your appeal in at least 50 characters.',
  appealTooLong: 'Please keep your appeal under 2000 characters.',
  cancelReasonRequired: 'Please choose a reason.',
  invalidChoice: 'The value you selected is not a valid choice.',
  missedClassExplain: 'Please tell us what happened.',
  creditAmountInvalid: 'Please enter a number of credits from 1 to 1000.',
  grantReasonRequired: 'Please give a reason of at least 3 characters.',
  overrideReasonRequired: 'Please give a reason for overriding the teaching rules.',
} as const;
export type InputMessageKey = keyof typeof INPUT_MESSAGES;

/** Values a translated message may interpolate (`{{min}}`). */
export const INPUT_MESSAGE_VALUES = { min: PASSWORD_MIN_LENGTH } as const;
