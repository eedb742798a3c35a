import type { APIRequestContext, Page } from '@playwright/test';
import { checkScreens, expect, graphql, signInBrowser, test } from '../fixtures.ts';

// Issue 20, decision 109: a number is verified by a 6-digit SMS code (read here from the dev
// outbox, /dev/messages) before SMS or WhatsApp reminders can be turned on, by students and teachers.

interface OutboxMessage {
  channel: string;
  to: string;
  text: string;
}

/** A German mobile number no other test uses (+49 176 1xxx xxxx). */
const uniqueMobile = () => `+49176${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;

/** The code of the newest SMS to `to` in the dev outbox (no provider is configured in the e2e server). */
async function codeSentTo(api: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await api.get('/dev/messages', { headers: { accept: 'application/json' } });
    expect(response.ok()).toBe(true);
    const message = ((await response.json()) as OutboxMessage[]).find((m) => m.to === to && m.channel === 'sms');
    code = message?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code as string;
}

async function verifyAndTurnOnSms(page: Page, api: APIRequestContext, phone: string): Promise<void> {
  const panel = page.getByTestId('phone-reminders');
  await expect(panel.getByTestId('phone-number')).toHaveText(phone);
  await expect(panel.getByText('Not verified')).toBeVisible();
  await panel.getByRole('button', { name: 'Send code by SMS' }).click();
  await expect(page.getByText('We have sent you a code by SMS.')).toBeVisible();
  const code = await codeSentTo(api, phone);

  // A wrong code first: refused with the tries left, next to the form.
  const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await panel.getByLabel('Code from the SMS').fill(wrongCode);
  await panel.getByRole('button', { name: 'Confirm number' }).click();
  await expect(panel.getByRole('alert')).toHaveText('This code is not right. Tries left: 4.');

  await panel.getByLabel('Code from the SMS').fill(code);
  await panel.getByLabel('Code from the SMS').press('Enter');
  await expect(panel.getByText('Verified', { exact: true })).toBeVisible();
  const sms = panel.getByRole('checkbox', { name: 'Reminders by SMS' });
  await expect(sms).not.toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'Reminders by WhatsApp' })).not.toBeChecked();
  // Keyboard: the switch takes Space.
  await sms.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Your phone reminders are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('phone-reminders').getByRole('checkbox', { name: 'Reminders by SMS' })).toBeChecked();
}

test('a student adds a number, verifies it with the code from the SMS and turns SMS reminders on', async ({ page, api, buildStudent }) => {
  const student = await buildStudent({ firstName: 'Lena' });
  await signInBrowser(page, student);
  await page.goto('/en/account/settings/notifications');
  const panel = page.getByTestId('phone-reminders');
  await expect(panel.getByRole('heading', { name: 'Reminders by SMS and WhatsApp' })).toBeVisible();
  await expect(panel.getByText('You have not added a phone number yet.')).toBeVisible();
  await expect(panel.getByText('Whether we may send you offers and news by phone or WhatsApp')).toBeVisible();
  await checkScreens(page, 'phone-reminders-no-number');

  // The number is kept on the account page; the panel links there.
  await panel.getByRole('link', { name: 'Add your phone number' }).click();
  await expect(page).toHaveURL(/\/en\/account\/settings\/account$/);
  const phone = uniqueMobile();
  await page.getByLabel('Phone number', { exact: true }).fill(phone);
  await page.getByTestId('save-phone').click();
  await expect(page.getByText('Your phone numbers are saved.')).toBeVisible();

  await page.goto('/en/account/settings/notifications');
  await checkScreens(page, 'phone-reminders-unverified');
  await verifyAndTurnOnSms(page, api, phone);
  await checkScreens(page, 'phone-reminders-verified');

  const state = await graphql<{ phoneChannels: { verified: boolean; smsReminders: boolean; whatsappReminders: boolean } }>(
    page.request,
    'query E2ePhoneChannels { phoneChannels { verified smsReminders whatsappReminders } }',
  );
  expect(state.phoneChannels).toEqual({ verified: true, smsReminders: true, whatsappReminders: false });
  // The marketing choices stay apart and off.
  await expect(page.getByRole('checkbox', { name: 'By text message (SMS)' })).not.toBeChecked();
});

test('a teacher verifies the phone from the account page and turns SMS reminders on in the notification settings', async ({
  page,
  api,
  buildTeacher,
}) => {
  const teacher = await buildTeacher({ firstName: 'Marta' });
  await signInBrowser(page, teacher, 'teacher');
  await page.goto('/teacher/en/profile/account');
  const phone = uniqueMobile();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Save changes' }).first().click();
  await expect(page.getByText('Changes saved.')).toBeVisible();

  await page.goto('/teacher/en/profile/notifications');
  await expect(page.getByTestId('phone-reminders').getByRole('heading', { name: 'Reminders by SMS and WhatsApp' })).toBeVisible();
  await verifyAndTurnOnSms(page, api, phone);
  await checkScreens(page, 'teacher-phone-reminders');
});
