/** 001 §6: the classroom supports Chrome and Edge only. */
export type BrowserVerdict =
  | { supported: true; browser: 'chrome' | 'edge' | 'chromium' }
  | { supported: false; reason: 'unsupported_browser' | 'outdated_browser' | 'missing_webrtc'; browser: string };

export interface BrowserFacts {
  userAgent: string;
  /** navigator.userAgentData.brands, where the browser offers it (Chromium browsers do). */
  brands?: ReadonlyArray<{ brand: string; version: string }>;
  /** RTCPeerConnection and mediaDevices.getUserMedia exist. */
  hasWebRtc: boolean;
}

/** Older Chromium lacks pieces the classroom uses (replaceTrack on every sender, AnalyserNode float data, captureStream). */
export const MIN_CHROMIUM_MAJOR = 110;

/**
 * Chrome and Edge, judged by brand where the browser tells it and by the user agent
 * otherwise. Plain Chromium counts as Chrome (same engine, and the e2e browser); other
 * Chromium browsers (Opera, Samsung Internet, Yandex) and every iOS browser (WebKit inside)
 * are outside what the school tests and supports.
 */
export function judgeBrowser({ userAgent, brands, hasWebRtc }: BrowserFacts): BrowserVerdict {
  const ua = userAgent;
  if (/iPhone|iPad|iPod/.test(ua) || /CriOS|EdgiOS|FxiOS/.test(ua))
    return { supported: false, reason: 'unsupported_browser', browser: 'ios' };
  if (/OPR\/|Opera|SamsungBrowser|YaBrowser|Vivaldi|Brave/.test(ua))
    return { supported: false, reason: 'unsupported_browser', browser: 'other' };

  const brandNames = new Map((brands ?? []).map((b) => [b.brand, Number.parseInt(b.version, 10)]));
  let browser: 'chrome' | 'edge' | 'chromium' | null = null;
  let major = Number.NaN;
  if (brandNames.has('Microsoft Edge')) {
    browser = 'edge';
    major = brandNames.get('Microsoft Edge') ?? Number.NaN;
  } else if (brandNames.has('Google Chrome')) {
    browser = 'chrome';
    major = brandNames.get('Google Chrome') ?? Number.NaN;
  } else if (
    brandNames.has('Chromium') &&
    brandNames.size > 0 &&
    [...brandNames.keys()].every((b) => b === 'Chromium' || /not.*brand/i.test(b))
  ) {
    browser = 'chromium';
    major = brandNames.get('Chromium') ?? Number.NaN;
  }
  if (!browser) {
    const edge = /Edg\/(\d+)/.exec(ua);
    const chrome = /(?:Chrome|Chromium)\/(\d+)/.exec(ua);
    if (edge) {
      browser = 'edge';
      major = Number(edge[1]);
    } else if (chrome && !/Firefox/.test(ua)) {
      browser = /Chromium\//.test(ua) ? 'chromium' : 'chrome';
      major = Number(chrome[1]);
    }
  }
  if (!browser)
    return {
      supported: false,
      reason: 'unsupported_browser',
      browser: /Firefox\//.test(ua) ? 'firefox' : /Safari\//.test(ua) ? 'safari' : 'other',
    };
  if (Number.isFinite(major) && major < MIN_CHROMIUM_MAJOR) return { supported: false, reason: 'outdated_browser', browser };
  if (!hasWebRtc) return { supported: false, reason: 'missing_webrtc', browser };
  return { supported: true, browser };
}

interface NavigatorWithUaData extends Navigator {
  userAgentData?: { brands: ReadonlyArray<{ brand: string; version: string }> };
}

/** The live browser's facts. */
export function currentBrowserFacts(): BrowserFacts {
  const nav = navigator as NavigatorWithUaData;
  return {
    userAgent: nav.userAgent,
    brands: nav.userAgentData?.brands,
    hasWebRtc: typeof RTCPeerConnection === 'function' && typeof nav.mediaDevices?.getUserMedia === 'function',
  };
}
