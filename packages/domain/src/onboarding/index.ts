export * from './checklist.ts';
