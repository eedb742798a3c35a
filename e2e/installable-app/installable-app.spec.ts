import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { checkScreens, expect, expectNoSeriousA11yViolations, graphql, logOutThroughUi, signInBrowser, test } from '../fixtures.ts';

// The installable app (issue 20, decision 108). Every other spec blocks service workers (playwright.config.ts);
// these let the areas' workers run, as a visitor's browser does.
test.use({ serviceWorkers: 'allow' });

const TODAY = '/en/account/home';
const MY_CLASSES = '/en/account/classes/upcoming';

/** The area's worker is active and controls the page (it registers once the page is up and idle). */
async function controlledByWorker(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 }).not.toBeNull();
}

/**
 * Chrome's own installability check (Lighthouse 12 dropped its PWA category): no errors means installable.
 * Chrome never installs from an incognito profile, which every Playwright context is, so the check runs
 * in a browser with a profile on disk (same Chromium, same flags as the project).
 */
async function installabilityErrors(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  account: { email: string; password: string },
  role: 'student' | 'teacher',
  path: string,
): Promise<unknown[]> {
  const profile = mkdtempSync(join(tmpdir(), 'parla-installable-'));
  const launch = test.info().project.use.launchOptions ?? {};
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: launch.executablePath,
    args: launch.args,
    headless: true,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInBrowser(page, account, role);
    await page.goto(path);
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    return installabilityErrors;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** A browser's subscription as PushSubscription.toJSON() gives it, registered through the API (headless Chromium has no push service). */
async function registerDevice(request: APIRequestContext, name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const endpoint = `https://push.example.net/e2e/${name}-${randomBytes(6).toString('hex')}`;
  await graphql(request, 'mutation E2eSubscribePush($input: PushSubscriptionInput!) { subscribePush(input: $input) { id } }', {
    input: { endpoint, p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  });
  return endpoint;
}

/** What Chromium hands the page when the app may be installed; dispatched by hand, the page's logic is the same. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(event);
  });
}

test('Chrome finds the student and the teacher areas installable', async ({ playwright, baseURL, buildStudent, buildTeacher }) => {
  const student = await buildStudent({ firstName: 'Ines' });
  expect(await installabilityErrors(playwright, baseURL!, student, 'student', TODAY)).toEqual([]);
  const teacher = await buildTeacher();
  expect(await installabilityErrors(playwright, baseURL!, teacher, 'teacher', '/teacher/en/home')).toEqual([]);
});

test('Today and My classes open offline with the last known classes, until sign-out', async ({ page, buildStaffedClass }) => {
  const { students, klass } = await buildStaffedClass();
  const student = students[0];
  await signInBrowser(page, student);
  await page.goto(TODAY);
  await expect(page.getByText(klass.lessonTitle).first()).toBeVisible();
  await controlledByWorker(page);

  const manifest = await (await page.request.get('/manifest.webmanifest?locale=de')).json();
  expect(manifest).toMatchObject({
    name: 'Parla – Sprachen live lernen',
    short_name: 'Parla',
    start_url: '/de/account/home',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
  });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '192x192 maskable',
    '512x512 maskable',
  ]);
  const icon = await page.request.get(manifest.icons[3].src);
  expect(icon.headers()['content-type']).toBe('image/png');

  // My classes once online, so its page and its answer are on the device.
  await page.goto(MY_CLASSES);
  await expect(page.getByText(klass.lessonTitle).first()).toBeVisible();

  await page.context().setOffline(true);
  await page.goto(TODAY);
  await expect(page.getByTestId('offline-as-of')).toContainText('Offline: as of');
  await expect(page.getByText(klass.lessonTitle).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByTestId('offline-as-of')).toBeVisible();
  await page.goto(MY_CLASSES);
  await expect(page.getByTestId('offline-as-of')).toContainText('Offline: as of');
  await expect(page.getByText(klass.lessonTitle).first()).toBeVisible();

  // Back online, the answer is current again; signing out leaves nothing of this student on the device.
  await page.context().setOffline(false);
  await page.goto(TODAY);
  await expect(page.getByText(klass.lessonTitle).first()).toBeVisible();
  await expect(page.getByTestId('offline-as-of')).toHaveCount(0);
  expect(await page.evaluate(() => caches.has('parla-offline-data'))).toBe(true);
  await logOutThroughUi(page);
  await expect.poll(() => page.evaluate(() => caches.has('parla-offline-data'))).toBe(false);
});

test('the install offer waits for a booked class, and "Not now" is remembered on the device', async ({
  page,
  buildStudent,
  buildStaffedClass,
}) => {
  // A first visit without a class: the browser may offer, the page does not.
  const newcomer = await buildStudent({ firstName: 'Nora' });
  await signInBrowser(page, newcomer);
  await page.goto(TODAY);
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await offerInstall(page);
  await expect(page.getByRole('link', { name: 'Book a class' }).first()).toBeVisible();
  await expect(page.getByTestId('install-prompt')).toHaveCount(0);

  await page.context().clearCookies();
  const { students } = await buildStaffedClass();
  await signInBrowser(page, students[0]);
  await page.goto(TODAY);
  await offerInstall(page);
  const prompt = page.getByRole('region', { name: 'Add Parla to your home screen' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Install the app' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await offerInstall(page);
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByTestId('install-prompt')).toHaveCount(0);
});

test('a student lists and removes the devices that get notifications', async ({ page, buildStudent }) => {
  const student = await buildStudent({ firstName: 'Jonas' });
  await signInBrowser(page, student);
  await registerDevice(page.request, 'student-phone');
  await page.goto('/en/account/settings/notifications');
  const card = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(card.getByTestId('push-device')).toHaveCount(1);
  await expect(card.getByTestId('push-device')).toContainText('Chrome on Windows');
  await expect(card.getByRole('button', { name: 'Turn on for this device' })).toBeVisible();
  await checkScreens(page, 'settings-push-devices');

  // Removing asks first; "Cancel" keeps the device.
  await card.getByRole('button', { name: 'Remove Chrome on Windows' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stop notifications on Chrome on Windows?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByTestId('push-device')).toHaveCount(1);
  await card.getByRole('button', { name: 'Remove Chrome on Windows' }).click();
  await dialog.getByRole('button', { name: 'Stop notifications' }).click();
  await expect(page.getByText('Chrome on Windows no longer gets notifications.')).toBeVisible();
  await expect(card.getByTestId('push-devices-empty')).toHaveText('No device gets push notifications yet.');
  const left = await graphql<{ pushDevices: unknown[] }>(page.request, 'query E2ePushDevices { pushDevices { id } }');
  expect(left.pushDevices).toEqual([]);
});

test('the teacher area has its own worker and manifest, and a teacher manages their devices in German', async ({ page, buildTeacher }) => {
  const teacher = await buildTeacher();
  await signInBrowser(page, teacher, 'teacher');
  await page.goto('/teacher/en/home');
  await controlledByWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/teacher\/sw\.js$/);
  const manifest = await (await page.request.get('/teacher/manifest.webmanifest?locale=en')).json();
  expect(manifest).toMatchObject({ name: 'Parla for teachers', start_url: '/teacher/en/home', scope: '/teacher/', id: '/teacher/' });

  await registerDevice(page.request, 'teacher-laptop');
  await page.goto('/teacher/de/profile/notifications');
  const card = page.getByRole('region', { name: 'Benachrichtigungen auf diesem Gerät' });
  await expect(card.getByTestId('push-device')).toContainText('Chrome on Windows');
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Chrome on Windows entfernen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Benachrichtigungen beenden' }).click();
  await expect(card.getByTestId('push-devices-empty')).toBeVisible();
});
