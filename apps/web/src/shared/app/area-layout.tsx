import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { EnglishOnlyNoticeSlot } from '../i18n/english-only/english-only-slot.tsx';
import { AppShell, type AppShellProps } from '../ui/app-shell.tsx';
import { PageSpinner } from '../ui/spinner.tsx';

/** An area's layout route: the shell stays while a lazily loaded page arrives. */
export function AreaLayout(props: Omit<AppShellProps, 'children'>) {
  return (
    <>
      <EnglishOnlyNoticeSlot />
      <AppShell {...props}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </AppShell>
    </>
  );
}
