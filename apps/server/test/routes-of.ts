import type { FastifyInstance } from 'fastify';

/** Every route of the app as [method, path], read from Fastify's own route tree. */
export function routesOf(instance: FastifyInstance): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const prefixes: string[] = [];
  for (const line of instance.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    prefixes.length = depth;
    const path = `${prefixes.join('')}${match[2]}`;
    prefixes.push(match[2]);
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean))
      routes.push({ method, path });
  }
  return routes;
}
