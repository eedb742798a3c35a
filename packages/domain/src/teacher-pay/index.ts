export * from './class-bonuses.ts';
export * from './class-earning.ts';
export * from './invoice-items.ts';
export * from './invoice-period.ts';
