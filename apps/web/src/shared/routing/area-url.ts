import { type AreaName, areaBasePath, type RuntimeConfig, runtimeConfig } from '../config/runtime-config.ts';

/**
 * A link into another area. Same origin: a root-relative path (base path + path), so the
 * quick start works from one URL; another origin (production hosts): an absolute URL.
 * Either way it is a full page load, since each area is its own bundle.
 */
export function areaUrlFor(config: RuntimeConfig, currentOrigin: string, area: AreaName, path: string): string {
  const target = new URL(config.areas[area]);
  const fullPath = `${areaBasePath(target.href)}${path.startsWith('/') ? path : `/${path}`}`;
  return target.origin === currentOrigin ? fullPath : `${target.origin}${fullPath}`;
}

export function areaUrl(area: AreaName, path: string): string {
  return areaUrlFor(runtimeConfig(), globalThis.location?.origin ?? '', area, path);
}
