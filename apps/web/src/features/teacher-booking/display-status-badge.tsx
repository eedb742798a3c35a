import { useTranslation } from 'react-i18next';
import type { EnumOf } from '../../shared/graphql/graphql.ts';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';

export type DisplayStatus = EnumOf<'TeacherClassDisplayStatus'>;

const TONES: Record<DisplayStatus, BadgeTone> = {
  scheduled: 'info',
  in_progress: 'info',
  log_due: 'warning',
  logged: 'success',
  missed: 'muted',
  cancelled: 'muted',
};

/** A class's status as every teacher screen words it (the server's displayStatus, domain teacherClassStatus). */
export function DisplayStatusBadge({ status }: { status: DisplayStatus }) {
  const { t } = useTranslation('teacherBooking');
  return <Badge tone={TONES[status]}>{t(`displayStatus.${status}`)}</Badge>;
}
