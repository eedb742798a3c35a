export * from './weekly-goal.ts';
export * from './achievements.ts';
export * from './level-completion.ts';
export * from './activity-challenge.ts';
export * from './yearly-recap.ts';
export * from './review-prompt.ts';
export * from './sprint-progress.ts';
