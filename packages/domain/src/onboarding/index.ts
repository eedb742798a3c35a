export * from './rank-first-classes.ts';
export * from './onboarding-steps.ts';
