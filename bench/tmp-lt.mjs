import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (let run = 0; run < 3; run++) {
const page = await browser.newPage({ viewport: { width: 412, height: 823 } }); if (process.env.BLOCK) await page.route('**/graphql', (r) => r.abort());
await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const lt = await page.evaluate(() => window.__lt);
console.log(JSON.stringify(lt), 'TBT~', lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0));
await page.close();
}
await browser.close();
