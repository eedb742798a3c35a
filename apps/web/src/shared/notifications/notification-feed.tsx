import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from './notification-queue.ts';
import { dismiss, snapshot, subscribe } from './notification-store.ts';

const tone: Record<Notification['type'], string> = {
  success: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  info: 'border-sky-700 bg-sky-50 text-sky-900',
  warning: 'border-amber-700 bg-amber-50 text-amber-900',
  error: 'border-red-700 bg-red-50 text-red-900',
};

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation('common');
  // Mounted hidden, then shown on the next frame so the enter transition runs.
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const shown = entered && !notification.leaving;
  const isError = notification.type === 'error' || notification.type === 'warning';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border-l-4 p-4 shadow-lg transition-all duration-500 motion-reduce:transition-none ${tone[notification.type]} ${shown ? 'translate-y-0 opacity-100' : '-translate-y-2 opacity-0'}`}
    >
      <p className="flex-1 text-sm font-medium">{notification.text}</p>
      {notification.action ? (
        <button
          type="button"
          onClick={() => {
            notification.action?.run();
            dismiss(notification.id);
          }}
          className="-my-1 rounded px-2 py-1 text-sm font-semibold underline underline-offset-2 hover:bg-black/5"
        >
          {notification.action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => dismiss(notification.id)}
        className="-m-1 rounded p-1 text-current hover:bg-black/5"
        aria-label={t('notifications.dismiss')}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
        </svg>
      </button>
    </div>
  );
}

const GAP_PX = 8;

/**
 * Where the feed starts: just below the page header's bottom edge while the header is on
 * screen (its height changes with the open mobile menu and wrapping), at the top once it has
 * scrolled away. Measured, not assumed, so a toast is never drawn under the header.
 */
function useTopBelowHeader(active: boolean): number {
  const [top, setTop] = useState(72);
  useLayoutEffect(() => {
    if (!active) return;
    const header = document.querySelector('header');
    const update = () => setTop(Math.max(GAP_PX, Math.round((header?.getBoundingClientRect().bottom ?? 0) + GAP_PX)));
    update();
    const resize = typeof ResizeObserver === 'undefined' || !header ? null : new ResizeObserver(update);
    if (header) resize?.observe(header);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      resize?.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [active]);
  return top;
}

/** Top of the screen below the header: centred on phones (< 600 px), right-aligned from sm up (000 §9). */
export function NotificationFeed() {
  const { t } = useTranslation('common');
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const top = useTopBelowHeader(state.visible.length > 0);
  return (
    <section
      aria-label={t('notifications.label')}
      // Only while it shows something: a style attribute in prerendered HTML breaks the CSP (style-src 'self').
      style={state.visible.length > 0 ? { top } : undefined}
      className="pointer-events-none fixed inset-x-0 top-[72px] z-[60] flex flex-col items-center gap-2 px-2 sm:right-4 sm:left-auto sm:items-end sm:px-0"
    >
      <div className="flex w-full max-w-sm flex-col gap-2">
        {state.visible.map((n) => (
          <NotificationItem key={n.id} notification={n} />
        ))}
      </div>
    </section>
  );
}
