import { gql } from 'urql';

export type LearningStatus = 'BOOKED' | 'COMPLETED' | 'NOT_TAKEN' | 'PENDING' | 'RETAKE' | 'SKIP';

export interface ModuleSummary {
  id: string;
  name: string;
  code: string;
  cefrLevelName: string;
}

export interface CourseLesson {
  id: string;
  title: string;
  number: number;
  type: string;
  label: string | null;
  studentStatus: LearningStatus | null;
}

export interface CoursePageData {
  coursePage: {
    module: ModuleSummary & {
      totalClasses: number;
      completedClasses: number;
      section: { id: string; name: string };
      curriculum: { id: string; name: string };
    };
    modules: ModuleSummary[];
    nextLesson: { id: string; title: string } | null;
    chapters: Array<{ id: string; title: string; position: number; lessons: CourseLesson[] }>;
  };
}

/** Booking changes a lesson's status (BOOKED), so the course listens to the class types too. */
export const COURSE_TYPENAMES = { additionalTypenames: ['Lesson', 'Module', 'Klass', 'Appointment'] };

export const COURSE_PAGE = gql<CoursePageData, { moduleId?: string }>(`
  query CoursePage($moduleId: ID) {
    coursePage(moduleId: $moduleId) {
      module {
        id name code cefrLevelName totalClasses completedClasses
        section { id name }
        curriculum { id name }
      }
      modules { id name code cefrLevelName }
      nextLesson { id title }
      chapters { id title position lessons { id title number type label studentStatus } }
    }
  }
`);

export interface LessonChangeData {
  id: string;
  studentStatus: LearningStatus | null;
  module: { id: string; totalClasses: number; completedClasses: number };
}
const CHANGE_FIELDS = 'id studentStatus module { id totalClasses completedClasses }';

export const SKIP_LESSON = gql<{ skipLesson: LessonChangeData }, { lessonId: string }>(`
  mutation SkipLesson($lessonId: ID!) { skipLesson(lessonId: $lessonId) { ${CHANGE_FIELDS} } }
`);
export const ACTIVATE_LESSON = gql<{ activateLesson: LessonChangeData }, { lessonId: string }>(`
  mutation ActivateLesson($lessonId: ID!) { activateLesson(lessonId: $lessonId) { ${CHANGE_FIELDS} } }
`);
export const COMPLETE_LESSON = gql<{ completeLesson: LessonChangeData }, { lessonId: string }>(`
  mutation CompleteLesson($lessonId: ID!) { completeLesson(lessonId: $lessonId) { ${CHANGE_FIELDS} } }
`);

export interface LessonDetailsData {
  lesson: {
    id: string;
    title: string;
    description: string;
    learningOutcomes: string[];
    type: string;
    label: string | null;
    number: number;
    chapterTitle: string | null;
    presentationUrl: string | null;
    studentStatus: LearningStatus | null;
    module: ModuleSummary;
  };
}
export const LESSON_DETAILS = gql<LessonDetailsData, { id: string }>(`
  query LessonDetails($id: ID!) {
    lesson(id: $id) {
      id title description learningOutcomes type label number chapterTitle presentationUrl studentStatus
      module { id name code cefrLevelName }
    }
  }
`);
