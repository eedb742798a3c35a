import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/**
 * The lesson page's practice links (decision 076): a small document of its own, so the lesson
 * page loads no practice chunk and the practice section fills in beside the lesson.
 */
export const LESSON_PRACTICE = graphql(`
  query LessonPractice($lessonId: ID!) {
    learningUnitPracticeResources(learningUnitId: $lessonId) {
      id locked
      resources { id type locked grammarId status }
    }
  }
`);
export type LessonPracticeData = ResultOf<typeof LESSON_PRACTICE>['learningUnitPracticeResources'];
