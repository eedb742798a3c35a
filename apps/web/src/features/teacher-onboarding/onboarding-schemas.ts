// Loaded on demand by the profile step's form: the contract the server checks too.
export { teacherOnboardingProfileInput } from '@parla/contracts';
