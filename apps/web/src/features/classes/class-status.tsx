import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';
import type { ClassSummary } from './classes-documents.ts';

/** One word for where the student stands with a class: their booking first, then the class itself. */
export function ClassStatusBadge({ klass }: { klass: Pick<ClassSummary, 'status' | 'appointment' | 'teacher'> }) {
  const { t } = useTranslation('student');
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
