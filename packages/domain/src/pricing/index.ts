export * from './price-per-class.ts';
