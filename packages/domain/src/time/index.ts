export * from './date-key.ts';
export * from './zoned.ts';
export * from './week.ts';
export * from './utc-months.ts';
export * from './iso.ts';
