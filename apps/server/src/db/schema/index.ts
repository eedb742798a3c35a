export * from './identity.ts';
export * from './platform.ts';
export * from './curriculum.ts';
export * from './teaching.ts';
export * from './classes.ts';
export * from './credits.ts';
export * from './notifications.ts';
