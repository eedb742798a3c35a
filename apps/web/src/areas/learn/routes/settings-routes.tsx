import type { StudentSettingsPage } from '@parla/contracts';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { SettingsLayout } from '../pages/settings-layout.tsx';

// Each settings page is its own chunk, straight from its feature (decision 006).
const AccountSettingsPage = lazyPage(
  () => import('../../../features/settings/account/account-settings-screen.tsx'),
  'AccountSettingsScreen',
);
const TimeAndLanguagePage = lazyPage(
  () => import('../../../features/settings/time-and-language/time-and-language-screen.tsx'),
  'TimeAndLanguageScreen',
);
const NotificationsScreen = lazyPage(
  () => import('../../../features/settings/notifications/notifications-screen.tsx'),
  'NotificationsScreen',
);
const PushDevicesCard = lazy(async () => ({
  default: (await import('../../../features/push-devices/push-devices-card.tsx')).PushDevicesCard,
}));
const PhoneRemindersPanel = lazy(async () => ({
  default: (await import('../../../features/messaging/phone-reminders-panel.tsx')).PhoneRemindersPanel,
}));
// Notifications are composed here (issue 20): the e-mail and marketing switches of settings, web push on
// this device, then reminders by SMS and WhatsApp on the verified phone, whose number is kept on the account page.
function NotificationsPage() {
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-2">
      <NotificationsScreen />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pb-10">
        <Suspense fallback={null}>
          <PushDevicesCard />
          <Card>
            <PhoneRemindersPanel numberPageTo={buildPath('/:locale/account/settings/account', { locale })} marketingNote />
          </Card>
        </Suspense>
      </div>
    </div>
  );
}
const CalendarConnectionPage = lazyPage(
  () => import('../../../features/settings/calendar-connection/calendar-connection-screen.tsx'),
  'CalendarConnectionScreen',
);
const LearningSettingsPage = lazyPage(
  () => import('../../../features/settings/learning/learning-settings-screen.tsx'),
  'LearningSettingsScreen',
);
const SupportScreen = lazy(async () => ({
  default: (await import('../../../features/settings/support/support-screen.tsx')).SupportScreen,
}));
const RestartTourCard = lazy(async () => ({
  default: (await import('../../../features/product-tour/restart-tour-card.tsx')).RestartTourCard,
}));
// Support is composed here: the help page of settings, plus the product tour's "show me around again" (issue 16).
function SupportPage() {
  return (
    <Suspense fallback={null}>
      <div className="flex flex-col gap-6">
        <SupportScreen />
        <RestartTourCard />
      </div>
    </Suspense>
  );
}
const MembershipPage = lazyPage(() => import('../../../features/subscriptions/membership-screen.tsx'), 'MembershipScreen');
// Billing is composed here: the page belongs to membership, the form that adds a method to checkout.
const BillingScreen = lazy(async () => ({ default: (await import('../../../features/subscriptions/billing-screen.tsx')).BillingScreen }));
const AddPaymentMethodForm = lazy(async () => ({
  default: (await import('../../../features/checkout/add-payment-method-form.tsx')).AddPaymentMethodForm,
}));
function BillingPage() {
  return (
    <BillingScreen
      addMethodForm={(onAdded) => (
        <Suspense fallback={null}>
          <AddPaymentMethodForm onAdded={onAdded} />
        </Suspense>
      )}
    />
  );
}

/** The settings pages in the order of their tabs (001 §2: settings/{page}). */
const SETTINGS_PAGES: { page: StudentSettingsPage; element: ReactNode }[] = [
  { page: 'account', element: <AccountSettingsPage /> },
  { page: 'time-and-language', element: <TimeAndLanguagePage /> },
  { page: 'notifications', element: <NotificationsPage /> },
  { page: 'learning', element: <LearningSettingsPage /> },
  { page: 'membership', element: <MembershipPage /> },
  { page: 'billing', element: <BillingPage /> },
  { page: 'calendar-connection', element: <CalendarConnectionPage /> },
  { page: 'support', element: <SupportPage /> },
];

/** The page settings/ opens on: the first tab. */
const DEFAULT_PAGE = SETTINGS_PAGES[0].page;

export const settingsRoutes: RouteObject[] = [
  {
    path: 'account/settings',
    element: (
      <Access level="private">
        <SettingsLayout pages={SETTINGS_PAGES.map(({ page }) => page)} />
      </Access>
    ),
    children: [
      { index: true, element: <Navigate replace to={DEFAULT_PAGE} /> },
      ...SETTINGS_PAGES.map(({ page, element }) => ({ path: page, element })),
    ],
  },
];
