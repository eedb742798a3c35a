export * from './attendance-evidence.ts';
export * from './class-log-decision.ts';
export * from './class-log-window.ts';
