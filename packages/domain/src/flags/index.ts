export * from './flag-bucket.ts';
export * from './is-flag-on.ts';
