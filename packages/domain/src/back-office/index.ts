export * from './admin-rights.ts';
export * from './admin-roster.ts';
