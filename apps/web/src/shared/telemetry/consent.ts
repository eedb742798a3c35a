/**
 * What "consent" means for Parla's telemetry (decision 097):
 * - product events are first-party, cookieless (nothing stored on the device, a random id per page
 *   load kept in memory) and used only for counts in our own database: they are sent unless the
 *   browser says no (Global Privacy Control, Do Not Track) or the person turned them off
 *   (`setAnalyticsConsent(false)`, kept in localStorage only once they choose);
 * - forwarding to a tag manager (a third party, marketing) needs an explicit yes
 *   (`setMarketingConsent(true)`); until someone says yes nothing is forwarded.
 */
const ANALYTICS_KEY = 'parla_analytics';
const MARKETING_KEY = 'parla_marketing_consent';

interface PrivacyNavigator {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

function stored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

export function browserOptedOut(nav: PrivacyNavigator | undefined = globalThis.navigator as PrivacyNavigator | undefined): boolean {
  return nav?.globalPrivacyControl === true || nav?.doNotTrack === '1';
}

export function analyticsAllowed(): boolean {
  return !browserOptedOut() && stored(ANALYTICS_KEY) !== 'off';
}

export function setAnalyticsConsent(allowed: boolean): void {
  store(ANALYTICS_KEY, allowed ? 'on' : 'off');
}

export function marketingAllowed(): boolean {
  return !browserOptedOut() && stored(MARKETING_KEY) === 'granted';
}

export function setMarketingConsent(granted: boolean): void {
  store(MARKETING_KEY, granted ? 'granted' : 'denied');
}
