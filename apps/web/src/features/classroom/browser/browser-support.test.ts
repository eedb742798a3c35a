import { describe, expect, it } from 'vitest';
import { judgeBrowser } from './browser-support.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const EDGE = `${CHROME} Edg/131.0.2903.70`;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const OPERA = `${CHROME} OPR/115.0.0.0`;

describe('judgeBrowser', () => {
  it('supports Chrome and Edge by user agent', () => {
    expect(judgeBrowser({ userAgent: CHROME, hasWebRtc: true })).toEqual({ supported: true, browser: 'chrome' });
    expect(judgeBrowser({ userAgent: EDGE, hasWebRtc: true })).toEqual({ supported: true, browser: 'edge' });
  });

  it('prefers the brands of userAgentData', () => {
    const brands = [
      { brand: 'Not?A_Brand', version: '99' },
      { brand: 'Chromium', version: '131' },
      { brand: 'Microsoft Edge', version: '131' },
    ];
    expect(judgeBrowser({ userAgent: CHROME, brands, hasWebRtc: true })).toEqual({ supported: true, browser: 'edge' });
    expect(judgeBrowser({ userAgent: CHROME, brands: [{ brand: 'Chromium', version: '131' }], hasWebRtc: true })).toEqual({
      supported: true,
      browser: 'chromium',
    });
  });

  it('explains Firefox, Safari, iOS browsers and other Chromium browsers', () => {
    expect(judgeBrowser({ userAgent: FIREFOX, hasWebRtc: true })).toMatchObject({
      supported: false,
      reason: 'unsupported_browser',
      browser: 'firefox',
    });
    expect(judgeBrowser({ userAgent: SAFARI, hasWebRtc: true })).toMatchObject({ supported: false, browser: 'safari' });
    expect(judgeBrowser({ userAgent: IOS_CHROME, hasWebRtc: true })).toMatchObject({ supported: false, browser: 'ios' });
    expect(judgeBrowser({ userAgent: OPERA, hasWebRtc: true })).toMatchObject({ supported: false, browser: 'other' });
  });

  it('asks for an update of an old Chrome and for WebRTC', () => {
    expect(judgeBrowser({ userAgent: CHROME.replace('131', '90'), hasWebRtc: true })).toMatchObject({
      supported: false,
      reason: 'outdated_browser',
    });
    expect(judgeBrowser({ userAgent: CHROME, hasWebRtc: false })).toMatchObject({ supported: false, reason: 'missing_webrtc' });
  });
});
