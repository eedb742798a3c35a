export * from './apply-room-command.ts';
export * from './attendance-from-events.ts';
export * from './classroom-config.ts';
export * from './classroom-join.ts';
export * from './hard-stop-warnings.ts';
export * from './room-state.ts';
export * from './review-state.ts';
export * from './public-teacher-rating.ts';
