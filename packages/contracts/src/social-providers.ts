// The social login providers and intents: plain lists, no zod, so the web's login buttons (in the
// first load of every login page) can read them without the schemas of social-login.ts (decision 081).

/** The identity providers a student may log in with (issue 15); each is on only when configured. */
export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** What the round trip to the provider is for. */
export const SOCIAL_INTENTS = ['login', 'register', 'connect'] as const;
export type SocialIntent = (typeof SOCIAL_INTENTS)[number];
