import { useCallback } from 'react';
import { useMutation } from 'urql';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { CHECKLIST_TYPENAMES, RECORD_CAMERA_TEST } from './checklist-documents.ts';

/**
 * For the classroom's device check (composed by the classroom area): when the camera test passes
 * for a signed-in student, the server records it and the checklist's "Test your camera" ticks.
 * Visitors and teachers run the same check without a record. Quiet on failure: the check's own
 * result is what the page is about.
 */
export function useRecordCameraTest(): (cameraPassed: boolean) => void {
  const { status, user } = useAuth();
  const [, record] = useMutation(RECORD_CAMERA_TEST);
  const isStudent = status === 'authenticated' && Boolean(user?.roles.includes('student'));
  return useCallback(
    (cameraPassed: boolean) => {
      if (cameraPassed && isStudent) void record({}, { ...CHECKLIST_TYPENAMES, notifyErrors: false });
    },
    [isStudent, record],
  );
}
