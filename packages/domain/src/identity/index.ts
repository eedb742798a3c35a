export * from './features-after-logout.ts';
export * from './password-policy.ts';
export * from './record-throttle-failure.ts';
export * from './refresh-token-state.ts';
export * from './session-lifetime.ts';
export * from './throttle-lock-minutes.ts';
export * from './throttle-policies.ts';
export * from './token-state.ts';
