import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { notificationContent } from './notification-content.ts';
import { MARK_NOTIFICATIONS_READ, NOTIFICATION_TYPENAMES, type StudentNotification } from './today-documents.ts';

/** How long an item must stay on screen to count as seen, and how long seen ids are gathered into one call. */
const SEEN_AFTER_MS = 600;

/**
 * Marks notifications read once they have been on screen (at least half visible) for a moment:
 * one markNotificationsRead call per batch. Returns the ref callback for each unread item.
 */
function useMarkSeen(): (element: HTMLElement | null) => void {
  const [, markRead] = useMutation(MARK_NOTIFICATIONS_READ);
  const observer = useRef<IntersectionObserver | null>(null);
  const pending = useRef(new Set<string>());
  const sent = useRef(new Set<string>());
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    timer.current = undefined;
    const ids = [...pending.current].filter((id) => !sent.current.has(id));
    pending.current.clear();
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    void markRead({ ids }, NOTIFICATION_TYPENAMES);
  }, [markRead]);

  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
      if (timer.current !== undefined) window.clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const id = (entry.target as HTMLElement).dataset.notificationId;
            if (!entry.isIntersecting || !id) continue;
            pending.current.add(id);
            observer.current?.unobserve(entry.target);
          }
          if (pending.current.size > 0 && timer.current === undefined) timer.current = window.setTimeout(flush, SEEN_AFTER_MS);
        },
        { threshold: 0.5 },
      );
      observer.current.observe(element);
    },
    [flush],
  );
}

/**
 * Notifications, newest first, each sentence a link to what it is about. Unread ones carry a
 * "New" badge and are marked read once seen; they keep the badge for the rest of this visit, so
 * the student can still tell what was new, and lose it on the next.
 */
export function NotificationItems({
  items,
  freshIds,
  allRead = false,
}: {
  items: readonly StudentNotification[];
  /** Ids unread when first shown in this visit (kept by the page across renders). */
  freshIds: Set<string>;
  /** "Mark all as read" was pressed: nothing is new any more, whatever the list still says. */
  allRead?: boolean;
}) {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  const seenRef = useMarkSeen();
  if (allRead) freshIds.clear();
  else for (const n of items) if (!n.readAt) freshIds.add(n.id);
  const format = { locale: viewer.locale, dateTime: (iso: string) => viewer.dateTime(iso) };
  return (
    <ul className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid="notification-items">
      {items.map((n) => {
        const content = notificationContent(n, t, format);
        const isNew = freshIds.has(n.id);
        return (
          <li
            key={n.id}
            ref={n.readAt || allRead ? undefined : seenRef}
            data-notification-id={n.id}
            data-unread={isNew ? 'true' : undefined}
            className={`flex flex-col gap-1 px-4 py-3 ${isNew ? 'bg-sky-50/60' : ''}`}
          >
            <div className="flex items-start gap-2">
              {isNew ? <Badge tone="info">{t('notifications.new')}</Badge> : null}
              <Link
                to={content.href}
                className={`underline-offset-2 hover:underline ${isNew ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
              >
                {content.text}
              </Link>
            </div>
            <time dateTime={n.createdAt} className="text-sm text-slate-600">
              {viewer.dateTime(n.createdAt)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
