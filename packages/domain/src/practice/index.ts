export * from './review-schedule.ts';
export * from './check-answer.ts';
export * from './task-view.ts';
export * from './exercise-score.ts';
export * from './lingobite-tries.ts';
export * from './daily-practice.ts';
export * from './practice-access.ts';
export * from './class-words.ts';
