export * from './learning-status.ts';
