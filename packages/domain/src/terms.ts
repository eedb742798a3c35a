/**
 * The constants the terms, the privacy policy and the FAQ quote (issue 15), without the rules
 * around them: the web imports this entry (`@parla/domain/terms`), which pulls in neither zod
 * nor the error machinery, so a legal page's chunk stays small.
 */
export { DEFAULT_CLASS_CONFIG, type ClassConfig } from './classes/class-config.ts';
export { COMMERCE_CONFIG, REFERRAL_TERMS } from './commerce/commerce-config.ts';
export { CONTRACT_TERMS } from './commerce/contract-terms.ts';
export { GROUP_CREDITS_PER_PRIVATE } from './credits/convert-group-to-private.ts';
export { ACCOUNT_ERASURE_DELAY_DAYS } from './identity/account-closure.ts';
