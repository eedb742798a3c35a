/**
 * The one place server tests build data (docs/decisions/035): build* functions with sensible
 * defaults and overrides, writing rows straight into the tables with the invariants of
 * decision 003 kept.
 */
export * from './catalogue.ts';
export * from './classes.ts';
export * from './commerce.ts';
export * from './context.ts';
export * from './credits.ts';
export * from './onboarding.ts';
export * from './practice.ts';
export type { ClassType, CreditKind, TeacherOverrides } from './overrides.ts';
export * from './users.ts';
export * from './challenges.ts';
