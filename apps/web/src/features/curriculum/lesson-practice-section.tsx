import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Card } from '../../shared/ui/card.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { LESSON_PRACTICE, type LessonPracticeData } from './lesson-practice-documents.ts';

type PracticeLink = { key: string; label: string; to: string };

/** The links of an open lesson's practice, in the order a student works through them. */
function practiceLinks(unit: LessonPracticeData, lessonId: string, locale: string, t: (key: string) => string): PracticeLink[] {
  const path = (pattern: string, params: Record<string, string> = {}) => buildPath(pattern, { locale, lessonId, ...params });
  const links: PracticeLink[] = [];
  for (const r of unit.resources) {
    if (r.type === 'grammar' && r.grammarId) {
      links.push({ key: 'grammar', label: t('lessonPractice.grammar'), to: path(studentPaths.grammarItem, { grammarId: r.grammarId }) });
    } else if (r.type === 'vocabulary') {
      links.push({ key: 'vocabulary', label: t('lessonPractice.vocabulary'), to: path(studentPaths.vocabularyLesson) });
      links.push({
        key: 'flashcards',
        label: t('lessonPractice.flashcards'),
        to: path(studentPaths.flashcards, { learningUnitId: lessonId }),
      });
    } else if (r.type === 'homework') links.push({ key: 'homework', label: t('lessonPractice.homework'), to: path(studentPaths.homework) });
    else if (r.type === 'quiz') links.push({ key: 'quiz', label: t('lessonPractice.quiz'), to: path(studentPaths.quiz) });
    else if (r.type === 'lingobite')
      links.push({ key: 'lingobite', label: t('lessonPractice.lingobite'), to: path(studentPaths.lingobites) });
  }
  const order = ['grammar', 'vocabulary', 'flashcards', 'homework', 'quiz', 'lingobite'];
  return links.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
}

/**
 * lesson/details: the lesson's practice (grammar, vocabulary, flashcards, homework, quiz,
 * Lingobite) once its class is booked or attended; before that, how to open it.
 */
export function LessonPracticeSection({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const query = useDataQuery(
    { query: LESSON_PRACTICE, variables: { lessonId } },
    (d) => d.learningUnitPracticeResources.resources.length === 0,
  );
  return (
    <section aria-labelledby="lesson-practice" className="flex flex-col gap-3">
      <h2 id="lesson-practice" className="text-lg font-semibold text-slate-900">
        {t('lessonPractice.title')}
      </h2>
      <QueryState query={query} skeleton={<Skeleton lines={2} barClassName="h-11" />} empty={<Card>{t('lessonPractice.empty')}</Card>}>
        {({ learningUnitPracticeResources: unit }) =>
          unit.locked ? (
            <Card className="flex flex-col gap-2">
              <p className="text-slate-800">{t('lessonPractice.locked')}</p>
              <Link
                to={buildPath(studentPaths.practice, { locale })}
                className="self-start font-semibold text-brand-800 underline underline-offset-2"
              >
                {t('lessonPractice.toPractice')}
              </Link>
            </Card>
          ) : (
            <Card>
              <ul className="grid gap-2 smw:grid-cols-2" data-testid="lesson-practice-links">
                {practiceLinks(unit, lessonId, locale, t).map((l) => (
                  <li key={l.key}>
                    <Link
                      to={l.to}
                      className="flex min-h-11 items-center rounded-lg border border-slate-200 px-3 py-2 font-semibold text-brand-800 underline-offset-2 hover:bg-brand-50 hover:underline"
                    >
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          )
        }
      </QueryState>
    </section>
  );
}
