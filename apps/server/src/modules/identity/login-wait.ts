import type { FastifyInstance } from 'fastify';

/** Waits before a slowed-down login goes on; tests replace it to record the delay instead of sleeping. */
export type LoginWait = (ms: number) => Promise<void>;

const sleep: LoginWait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Keyed by the config object, which the root app and its route contexts share (as captcha.ts).
const overrides = new WeakMap<object, LoginWait>();

export function setLoginWait(app: FastifyInstance, wait: LoginWait): void {
  overrides.set(app.config, wait);
}

export function loginWaitFor(app: FastifyInstance): LoginWait {
  return overrides.get(app.config) ?? sleep;
}
