import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';
import type { LearningStatus } from './course-documents.ts';

const LOOK: Record<LearningStatus, { tone: BadgeTone; icon: string }> = {
  BOOKED: { tone: 'info', icon: '●' },
  COMPLETED: { tone: 'success', icon: '✓' },
  NOT_TAKEN: { tone: 'neutral', icon: '○' },
  PENDING: { tone: 'warning', icon: '…' },
  RETAKE: { tone: 'warning', icon: '↻' },
  SKIP: { tone: 'muted', icon: '⤼' },
};

/** The lesson's learning status in words (icon and colour only repeat it). */
export function LessonStatusBadge({ status }: { status: LearningStatus | null }) {
  const { t } = useTranslation('student');
  const value = status ?? 'NOT_TAKEN';
  return (
    <Badge tone={LOOK[value].tone} icon={LOOK[value].icon}>
      {t(`course.status.${value}`)}
    </Badge>
  );
}
