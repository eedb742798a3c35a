import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { dismiss, notify } from '../../shared/notifications/notification-store.ts';
import {
  APPROVE_PENDING_CLASS,
  COMMIT_TO_CLASS,
  TEACHER_BOOKING_TYPENAMES,
  type TeacherClassSummary,
  UNDO_COMMITMENT,
} from './teacher-booking-documents.ts';
import { useTeacherTime } from './use-teacher-time.ts';

/** A class committed from this list: it keeps its place, and offers "Undo" until `undoUntil` (browser time). */
export interface CommittedHere {
  klass: TeacherClassSummary;
  undoUntil: number;
}

export interface Commitments {
  /** The list's rows with the classes committed here kept where they were (they left the "need a teacher" list). */
  rows: (current: readonly TeacherClassSummary[]) => TeacherClassSummary[];
  committedHere: (uid: string) => CommittedHere | null;
  /** A commit is on its way: every commit button of the list waits, so nothing can slide under a second click. */
  committing: string | null;
  undoing: string | null;
  commit: (klass: TeacherClassSummary, kind: 'commit' | 'approve') => Promise<boolean>;
  undo: (uid: string) => Promise<boolean>;
}

/**
 * Commit and undo for one list (000 §9: "an accidental booking can be cancelled free within 30
 * minutes"). The server decides whether an undo is free (undoClassCommitment); the browser only
 * offers it for the window the server reported, measured from the server's own commit time
 * (freeUntil - confirmedAt), so a skewed browser clock neither hides nor stretches the offer.
 */
export function useCommitments(): Commitments {
  const { t } = useTranslation('teacherBooking');
  const client = useClient();
  const time = useTeacherTime();
  const [kept, setKept] = useState<ReadonlyMap<string, CommittedHere>>(new Map());
  const [committing, setCommitting] = useState<string | null>(null);
  const [undoing, setUndoing] = useState<string | null>(null);
  // Refs, not state: a second click in the same frame must see the first one's flag.
  const busy = useRef(false);
  const toasts = useRef(new Map<string, number>());
  const order = useRef(new Map<string, number>());

  const undo = useCallback(
    async (uid: string) => {
      if (busy.current) return false;
      busy.current = true;
      setUndoing(uid);
      try {
        const result = await client.mutation(UNDO_COMMITMENT, { classUid: uid }, TEACHER_BOOKING_TYPENAMES).toPromise();
        if (!result.data) return false;
        const toast = toasts.current.get(uid);
        if (toast !== undefined) dismiss(toast);
        toasts.current.delete(uid);
        setKept((previous) => {
          const next = new Map(previous);
          next.delete(uid);
          return next;
        });
        notify('success', t('classes.undone'));
        return true;
      } finally {
        busy.current = false;
        setUndoing(null);
      }
    },
    [client, t],
  );

  const commit = useCallback(
    async (klass: TeacherClassSummary, kind: 'commit' | 'approve') => {
      if (busy.current) return false;
      busy.current = true;
      setCommitting(klass.uid);
      try {
        const result =
          kind === 'approve'
            ? await client.mutation(APPROVE_PENDING_CLASS, { classUid: klass.uid }, TEACHER_BOOKING_TYPENAMES).toPromise()
            : await client.mutation(COMMIT_TO_CLASS, { classUid: klass.uid }, TEACHER_BOOKING_TYPENAMES).toPromise();
        const committed = result.data && ('commitToClass' in result.data ? result.data.commitToClass : result.data.approvePendingClass);
        if (!committed) return false;
        const free = committed.cancellation;
        const windowMs =
          free?.freeUntil && committed.confirmedAt ? new Date(free.freeUntil).getTime() - new Date(committed.confirmedAt).getTime() : 0;
        const undoUntil = Date.now() + Math.max(0, windowMs);
        // The commit's answer does not look up the availability: keep what the list said, so the row keeps its badges.
        const kept = { ...klass, ...committed, isInAvailability: klass.isInAvailability };
        setKept((previous) => new Map(previous).set(klass.uid, { klass: kept, undoUntil }));
        const text = t(kind === 'approve' ? 'classes.approvedUndo' : 'classes.committedUndo', { when: time.dateTime(klass.startDate) });
        const toast =
          windowMs > 0
            ? notify('success', text, { action: { label: t('classes.undo'), run: () => void undo(klass.uid) }, hideAfterMs: windowMs })
            : notify('success', t(kind === 'approve' ? 'classes.approved' : 'classes.committed'));
        if (toast !== null) toasts.current.set(klass.uid, toast);
        return true;
      } finally {
        busy.current = false;
        setCommitting(null);
      }
    },
    [client, t, time, undo],
  );

  const rows = useCallback(
    (current: readonly TeacherClassSummary[]) => {
      const present = new Set(current.map((k) => k.uid));
      // A class committed here shows as committed, also while the list still holds its stale open row.
      const merged = [
        ...current.map((k) => kept.get(k.uid)?.klass ?? k),
        ...[...kept.values()].filter((c) => !present.has(c.klass.uid)).map((c) => c.klass),
      ];
      // Keep every row where it was first seen: by start, then by the order the list showed them in.
      const at = order.current;
      for (const k of merged) if (!at.has(k.uid)) at.set(k.uid, at.size);
      return merged.sort(
        (a, b) => new Date(a.startDate).getTime() - new Date(b.startDate).getTime() || (at.get(a.uid) ?? 0) - (at.get(b.uid) ?? 0),
      );
    },
    [kept],
  );

  const committedHere = useCallback((uid: string) => kept.get(uid) ?? null, [kept]);

  return { rows, committedHere, committing, undoing, commit, undo };
}
