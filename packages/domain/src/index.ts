export * from './errors.ts';
export * from './identity/index.ts';
export * from './classes/index.ts';
export * from './credits/index.ts';
export * from './teaching/index.ts';
export * from './pricing/index.ts';
export * from './curriculum/index.ts';
