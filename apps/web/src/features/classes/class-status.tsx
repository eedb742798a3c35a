import { useTranslation } from 'react-i18next';
import { useNow } from '../../shared/time/use-now.ts';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';
import type { ClassSummary } from './classes-documents.ts';

/** One word for where the student stands with a class: their booking first, then the class itself. */
export function ClassStatusBadge({ klass }: { klass: Pick<ClassSummary, 'status' | 'appointment' | 'teacher' | 'endDate'> }) {
  const { t } = useTranslation('student');
  const now = useNow();
  const appointment = klass.appointment?.status;
  if (appointment && appointment !== 'booked' && appointment !== 'not_booked') {
    return (
      <Badge tone="muted" icon="✕">
        {t(`classes.appointmentStatus.${appointment}`)}
      </Badge>
    );
  }
  if (klass.status !== 'active') {
    const tone: BadgeTone = klass.status === 'completed' ? 'success' : 'warning';
    return (
      <Badge tone={tone} icon={klass.status === 'completed' ? '✓' : '!'}>
        {t(`classes.classStatus.${klass.status}`)}
      </Badge>
    );
  }
  // Over but not yet logged by the teacher (the class stays active until the log): no longer "confirmed".
  if (new Date(klass.endDate) <= now) {
    return (
      <Badge tone="neutral" icon="…">
        {t('classes.endedAwaitingReport')}
      </Badge>
    );
  }
  return klass.teacher ? (
    <Badge tone="info" icon="●">
      {t('classes.confirmed')}
    </Badge>
  ) : (
    <Badge tone="neutral" icon="…">
      {t('classes.waitingForTeacher')}
    </Badge>
  );
}
