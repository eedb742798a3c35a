export * from './errors.ts';
export * from './locales.ts';
export * from './enums.ts';
export * from './identity.ts';
export * from './class-logs.ts';
export * from './names.ts';
export * from './payments.ts';
