import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { adminContentPaths } from '../../shared/routing/admin-content-paths.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { CONTENT_LESSON } from './admin-content-documents.ts';
import { ExercisesSection } from './exercises-section.tsx';
import { GrammarForm } from './grammar-form.tsx';
import { LessonTextForm } from './lesson-text-form.tsx';
import { LingobiteForm } from './lingobite-form.tsx';
import { VocabularySection } from './vocabulary-section.tsx';

const SECTIONS = ['lesson', 'vocabulary', 'grammar', 'exercises', 'lingobite'] as const;

/**
 * One lesson in the content editor (decision 104): its texts, words, grammar, exercises and
 * Lingobite, each saved on its own with the version it was loaded at. A report's link lands on its
 * item (`#item-<id>`), which is scrolled to once the lesson has loaded.
 */
export function LessonEditorScreen() {
  const { t } = useTranslation('adminContent');
  const locale = useLocale();
  const { lessonId = '' } = useParams();
  const query = useDataQuery({ query: CONTENT_LESSON, variables: { id: lessonId } });
  const { hash } = useLocation();
  const loaded = query.state.kind === 'ready';
  const scrolled = useRef(false);
  useEffect(() => {
    if (!loaded || !hash || scrolled.current) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    scrolled.current = true;
    target.scrollIntoView({ block: 'center' });
    target.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, [loaded, hash]);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <Link to={buildPath(adminContentPaths.browser, { locale })} className="self-start text-sm font-semibold text-brand-800 underline">
        {t('lessonPage.back')}
      </Link>
      <QueryState query={query} main skeleton={<Skeleton lines={6} barClassName="h-24 rounded-xl" className="gap-4" />}>
        {({ adminContentLesson: lesson }) => (
          <div className="flex flex-col gap-6">
            <div className="flex flex-col gap-2">
              <p className="text-sm text-slate-700">{[lesson.sectionName, lesson.moduleName, lesson.chapterTitle].join(' · ')}</p>
              <PageTitle title={lesson.title}>{t('lessonPage.title', { number: lesson.number, title: lesson.title })}</PageTitle>
            </div>
            <nav aria-label={t('lessonPage.sections')}>
              <ul className="flex flex-wrap gap-2">
                {SECTIONS.map((section) => (
                  <li key={section}>
                    <a
                      href={`#${section}`}
                      className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-teal-700"
                    >
                      {t(`lessonPage.nav.${section}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <EditorSection id="lesson" title={t('lessonPage.nav.lesson')}>
              <LessonTextForm key={lesson.version} lesson={lesson} onReload={query.retry} />
            </EditorSection>
            <EditorSection id="vocabulary" title={t('lessonPage.nav.vocabulary')}>
              <VocabularySection lessonId={lesson.id} words={lesson.vocabulary} onReload={query.retry} />
            </EditorSection>
            <EditorSection id="grammar" title={t('lessonPage.nav.grammar')}>
              {lesson.grammar ? (
                <GrammarForm key={lesson.grammar.version} grammar={lesson.grammar} onReload={query.retry} />
              ) : (
                <p className="text-slate-700">{t('grammar.none')}</p>
              )}
            </EditorSection>
            <EditorSection id="exercises" title={t('lessonPage.nav.exercises')}>
              <ExercisesSection exercises={lesson.exercises} onReload={query.retry} />
            </EditorSection>
            <EditorSection id="lingobite" title={t('lessonPage.nav.lingobite')}>
              {lesson.lingobite ? (
                <LingobiteForm key={lesson.lingobite.version} lingobite={lesson.lingobite} onReload={query.retry} />
              ) : (
                <p className="text-slate-700">{t('lingobite.none')}</p>
              )}
            </EditorSection>
          </div>
        )}
      </QueryState>
    </div>
  );
}

function EditorSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section id={id} aria-labelledby={`${id}-title`} className="flex scroll-mt-4 flex-col gap-4">
        <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
