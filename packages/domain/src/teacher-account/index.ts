export * from './agreement-gate.ts';
export * from './calendar-connection.ts';
export * from './teacher-rating.ts';
export * from './uploads.ts';
export * from './verification-code.ts';
export * from './onboarding-progress.ts';
