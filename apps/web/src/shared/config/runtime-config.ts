/** The four web areas, each with its own origin and base path (decision 002). */
export const AREAS = ['learn', 'teacher', 'classroom', 'admin'] as const;
export type AreaName = (typeof AREAS)[number];

export interface RuntimeConfig {
  /** Absolute origin + base path of each area, e.g. http://localhost:3000/teacher. */
  areas: Record<AreaName, string>;
  releaseId: string;
  env: string;
  /** reCAPTCHA v3 (decision 068): set when the server checks captchas; null loads no script at all. */
  recaptcha: { siteKey: string; scriptUrl: string } | null;
  /** Decision 097: error forwarding and tag-manager forwarding, null when not configured. */
  telemetry: { sentryDsn: string | null; tagManagerId: string | null };
}

declare global {
  interface Window {
    __PARLA__?: Partial<RuntimeConfig>;
  }
}

/** `vite dev` serves no injected config: every area then lives on this origin under its prefix. */
export function fallbackConfig(origin: string): RuntimeConfig {
  return {
    areas: { learn: origin, teacher: `${origin}/teacher`, classroom: `${origin}/classroom`, admin: `${origin}/admin` },
    releaseId: 'dev',
    env: 'development',
    recaptcha: null,
    telemetry: { sentryDsn: null, tagManagerId: null },
  };
}

export function readRuntimeConfig(injected: Partial<RuntimeConfig> | undefined, origin: string): RuntimeConfig {
  const fallback = fallbackConfig(origin);
  return {
    areas: { ...fallback.areas, ...(injected?.areas ?? {}) },
    releaseId: injected?.releaseId ?? fallback.releaseId,
    env: injected?.env ?? fallback.env,
    recaptcha: injected?.recaptcha ?? null,
    telemetry: injected?.telemetry ?? fallback.telemetry,
  };
}

let cached: RuntimeConfig | null = null;

export function runtimeConfig(): RuntimeConfig {
  cached ??= readRuntimeConfig(
    typeof window === 'undefined' ? undefined : window.__PARLA__,
    globalThis.location?.origin ?? 'http://localhost',
  );
  return cached;
}

/** The router basename of an area: the path of its configured URL, '' at the root. */
export function areaBasePath(areaUrl: string): string {
  return new URL(areaUrl).pathname.replace(/\/+$/, '');
}

export function areaBasename(area: AreaName): string {
  return areaBasePath(runtimeConfig().areas[area]);
}
