export * from './client-error-ignored.ts';
export * from './error-fingerprint.ts';
