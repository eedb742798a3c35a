import type { FastifyInstance } from 'fastify';
import type { ClassroomHub } from './classroom-hub.ts';

// Keyed by the app's config object, which every encapsulated context shares, so GraphQL
// resolvers, routes and jobs of one app find the same hub (several apps live in one test process).
const hubs = new WeakMap<object, ClassroomHub>();

export function registerHub(app: FastifyInstance, hub: ClassroomHub): void {
  hubs.set(app.config, hub);
}

export function hubOf(app: FastifyInstance): ClassroomHub {
  const hub = hubs.get(app.config);
  if (!hub) throw new Error('classroom hub not registered');
  return hub;
}
