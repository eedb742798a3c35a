export * from './placement-scale.ts';
export * from './next-placement-step.ts';
export * from './placement-result.ts';
export * from './pick-placement-item.ts';
export * from './placement-retake.ts';
