import { useTranslation } from 'react-i18next';
import type { CourseLesson } from './course-documents.ts';

/**
 * Honest progress (decision 078): what the student did of the lesson, from their data only:
 * class attended, exercises done of all, the Lingobite score, words known of all. A lesson with
 * no class and no practice yet says nothing, so the list stays quiet before the course starts.
 */
export function LessonProgress({ progress }: { progress: CourseLesson['practiceProgress'] }) {
  const { t } = useTranslation('student');
  if (!progress) return null;
  const parts: string[] = [];
  if (progress.classAttended) parts.push(t('course.lessonProgress.attended'));
  if (progress.exercisesTotal > 0)
    parts.push(t('course.lessonProgress.exercises', { done: progress.exercisesDone, total: progress.exercisesTotal }));
  if (progress.lingobiteScore !== null) parts.push(t('course.lessonProgress.lingobite', { score: Math.round(progress.lingobiteScore) }));
  if (progress.wordsTotal > 0) parts.push(t('course.lessonProgress.words', { known: progress.wordsKnown, total: progress.wordsTotal }));
  if (parts.length === 0) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="lesson-progress">
      {parts.join(' · ')}
    </p>
  );
}
