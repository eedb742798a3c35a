export * from './availability-day.ts';
export * from './local-calendar.ts';
export * from './resolve-availability.ts';
export * from './calendar-event-kind.ts';
