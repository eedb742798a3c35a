export * from './attendance-evidence.ts';
export * from './class-log-decision.ts';
export * from './class-log-window.ts';
export * from './teacher-class-status.ts';
export * from './missed-class-report.ts';
