import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';

// Each practice page is its own chunk (decision 074): the practice list, the vocabulary trainer,
// exercises and Lingobites load only when opened.
const PracticePage = lazyPage(() => import('../../../features/practice/practice-screen.tsx'), 'PracticeScreen');
const VocabularyPage = lazyPage(() => import('../../../features/practice/vocabulary-screen.tsx'), 'VocabularyScreen');
const exercises = () => import('../../../features/practice/exercises-screen.tsx');
const HomeworkPage = lazyPage(exercises, 'HomeworkScreen');
const QuizPage = lazyPage(exercises, 'QuizScreen');
const LingobitePage = lazyPage(() => import('../../../features/practice/lingobite-screen.tsx'), 'LingobiteScreen');
const GrammarPage = lazyPage(() => import('../../../features/practice/grammar-screen.tsx'), 'GrammarScreen');

// Flashcards and one grammar item (decision 076).
const FlashcardsPage = lazyPage(() => import('../../../features/practice/flashcards-screen.tsx'), 'FlashcardsScreen');
const GrammarItemPage = lazyPage(() => import('../../../features/practice/grammar-item-screen.tsx'), 'GrammarItemScreen');
// Daily practice and the quiz trainer (decision 077): their own chunks too.
const DailyPracticePage = lazyPage(() => import('../../../features/practice/daily-practice-screen.tsx'), 'DailyPracticeScreen');
const QuizTrainerPage = lazyPage(() => import('../../../features/practice/quiz-trainer-screen.tsx'), 'QuizTrainerScreen');

const page = (path: string, element: ReactNode): RouteObject => ({ path, element: <Access level="private">{element}</Access> });

/** Practice (issue 17, 001 §2): children of the learn layout, paths relative to /:locale. */
export const practiceRoutes: RouteObject[] = [
  page('account/practice', <PracticePage />),
  page('account/practice/vocabulary', <VocabularyPage />),
  page('account/practice/vocabulary/:lessonId', <VocabularyPage />),
  page('account/practice/homework/:lessonId', <HomeworkPage />),
  page('account/practice/quiz/:lessonId', <QuizPage />),
  page('account/practice/lingobites/:lessonId', <LingobitePage />),
  page('account/practice/grammar/:lessonId', <GrammarPage />),
  page('account/practice/flashcards/:learningUnitId', <FlashcardsPage />),
  page('account/practice/grammar/item/:grammarId', <GrammarItemPage />),
  // Daily practice and the quiz trainer (decision 077).
  page('account/practice/daily', <DailyPracticePage />),
  page('account/practice/quiz', <QuizTrainerPage />),
];
