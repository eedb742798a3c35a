export * from './convert-group-to-private.ts';
export * from './credit-balance.ts';
export * from './credit-grant.ts';
export * from './credit-kind.ts';
export * from './grant-expiry.ts';
export * from './pick-grants-to-spend.ts';
