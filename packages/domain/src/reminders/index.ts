export * from './reminder-schedule.ts';
export * from './quiet-hours.ts';
