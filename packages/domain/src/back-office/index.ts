export * from './admin-rights.ts';
