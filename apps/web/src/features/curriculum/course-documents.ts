import { type EnumOf, graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

export type LearningStatus = EnumOf<'LearningStatus'>;

/** Booking changes a lesson's status (BOOKED), so the course listens to the class types too. */
export const COURSE_TYPENAMES = { additionalTypenames: ['Lesson', 'Module', 'Klass', 'Appointment'] };

const ModuleSummaryFields = graphql(`
  fragment ModuleSummaryFields on Module { id name code cefrLevelName }
`);

export const COURSE_PAGE = graphql(
  `
  query CoursePage($moduleId: ID) {
    coursePage(moduleId: $moduleId) {
      module {
        ...ModuleSummaryFields totalClasses completedClasses
        section { id name }
        curriculum { id name }
      }
      modules { ...ModuleSummaryFields }
      nextLesson { id title }
      chapters { id title position lessons { id title number type label studentStatus practiceProgress { classAttended exercisesDone exercisesTotal lingobiteScore wordsKnown wordsTotal } } }
    }
  }
`,
  [ModuleSummaryFields],
);
export type CoursePageData = ResultOf<typeof COURSE_PAGE>;
export type CourseLesson = CoursePageData['coursePage']['chapters'][number]['lessons'][number];

const LessonChangeFields = graphql(`
  fragment LessonChangeFields on Lesson { id studentStatus module { id totalClasses completedClasses } }
`);

export const SKIP_LESSON = graphql(
  `
  mutation SkipLesson($lessonId: ID!) { skipLesson(lessonId: $lessonId) { ...LessonChangeFields } }
`,
  [LessonChangeFields],
);
export const ACTIVATE_LESSON = graphql(
  `
  mutation ActivateLesson($lessonId: ID!) { activateLesson(lessonId: $lessonId) { ...LessonChangeFields } }
`,
  [LessonChangeFields],
);
export const COMPLETE_LESSON = graphql(
  `
  mutation CompleteLesson($lessonId: ID!) { completeLesson(lessonId: $lessonId) { ...LessonChangeFields } }
`,
  [LessonChangeFields],
);

export const LESSON_DETAILS = graphql(
  `
  query LessonDetails($id: ID!) {
    lesson(id: $id) {
      id title description learningOutcomes type label number chapterTitle presentationUrl studentStatus
      module { ...ModuleSummaryFields }
    }
  }
`,
  [ModuleSummaryFields],
);
