import { type EnumOf, graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

// The back office's content editor (decision 104): documents typed from schema.graphql.

export type WordClass = EnumOf<'WordClass'>;
export type Gender = EnumOf<'Gender'>;
export type ChallengeState = EnumOf<'AdminChallengeState'>;

export const CONTENT_CATALOGUE = graphql(`
  query AdminContentCatalogue { adminContentCatalogue { id slug name modules { id name code level lessonCount } } }
`);

export const CONTENT_LESSONS = graphql(`
  query AdminContentLessons($sectionId: ID, $moduleId: ID, $search: String, $offset: Int) {
    adminContentLessons(sectionId: $sectionId, moduleId: $moduleId, search: $search, limit: 50, offset: $offset) {
      total
      items { id number title label chapterTitle moduleName words exercises openReports editedAt }
    }
  }
`);
export type ContentLessonRow = ResultOf<typeof CONTENT_LESSONS>['adminContentLessons']['items'][number];

const LessonFields = graphql(`
  fragment AdminContentLessonFields on AdminContentLesson {
    id number title description learningOutcomes label type chapterTitle moduleId moduleName sectionName version editedAt editedByName
    translations {
      de { description learningOutcomes } fr { description learningOutcomes }
      es { description learningOutcomes } ru { description learningOutcomes }
    }
  }
`);
export type LessonText = ResultOf<typeof LessonFields>;

const WordFields = graphql(`
  fragment AdminWordFields on AdminVocabularyItem {
    id lessonId position term plural gender wordClass sentence translation { en de fr es ru } sentenceTranslation { en de fr es ru }
    studentsWithCards openReports version editedAt editedByName
  }
`);
export type Word = ResultOf<typeof WordFields>;

const GrammarFields = graphql(`
  fragment AdminGrammarFields on AdminGrammarItem {
    id lessonId title explanation examples { text translation { en de fr es ru } } openReports version editedAt editedByName
    translations { de { title explanation } fr { title explanation } es { title explanation } ru { title explanation } }
  }
`);
export type Grammar = ResultOf<typeof GrammarFields>;

const ExerciseFields = graphql(`
  fragment AdminExerciseFields on AdminExercise {
    id lessonId position kind explanation openReports version editedAt editedByName
    task { type prompt options answer answers hint words pairs { left right } }
    translations { de { explanation } fr { explanation } es { explanation } ru { explanation } }
  }
`);
export type Exercise = ResultOf<typeof ExerciseFields>;

const LingobiteFields = graphql(`
  fragment AdminLingobiteFields on AdminLingobite {
    id lessonId title intro outro stages { title taskCount } openReports version editedAt editedByName
    translations {
      de { title intro outro stageTitles } fr { title intro outro stageTitles }
      es { title intro outro stageTitles } ru { title intro outro stageTitles }
    }
  }
`);
export type Lingobite = ResultOf<typeof LingobiteFields>;

export const CONTENT_LESSON = graphql(
  `
  query AdminContentLesson($id: ID!) {
    adminContentLesson(id: $id) {
      ...AdminContentLessonFields
      vocabulary { ...AdminWordFields }
      grammar { ...AdminGrammarFields }
      exercises { ...AdminExerciseFields }
      lingobite { ...AdminLingobiteFields }
    }
  }
`,
  [LessonFields, WordFields, GrammarFields, ExerciseFields, LingobiteFields],
);

export const UPDATE_LESSON = graphql(
  `
  mutation AdminUpdateLesson($input: AdminLessonInput!) { adminUpdateLesson(input: $input) { ...AdminContentLessonFields } }
`,
  [LessonFields],
);

export const UPDATE_WORD = graphql(
  `
  mutation AdminUpdateVocabularyItem($input: AdminVocabularyItemInput!) { adminUpdateVocabularyItem(input: $input) { ...AdminWordFields } }
`,
  [WordFields],
);

export const ADD_WORD = graphql(
  `
  mutation AdminAddVocabularyItem($input: AdminNewVocabularyItemInput!) { adminAddVocabularyItem(input: $input) { ...AdminWordFields } }
`,
  [WordFields],
);

export const REMOVE_WORD = graphql(`
  mutation AdminRemoveVocabularyItem($itemId: ID!, $version: Int!) {
    adminRemoveVocabularyItem(itemId: $itemId, version: $version) { id lessonId term removedAt }
  }
`);

export const UPDATE_GRAMMAR = graphql(
  `
  mutation AdminUpdateGrammarItem($input: AdminGrammarItemInput!) { adminUpdateGrammarItem(input: $input) { ...AdminGrammarFields } }
`,
  [GrammarFields],
);

export const UPDATE_EXERCISE = graphql(
  `
  mutation AdminUpdateExercise($input: AdminExerciseInput!) { adminUpdateExercise(input: $input) { ...AdminExerciseFields } }
`,
  [ExerciseFields],
);

export const UPDATE_LINGOBITE = graphql(
  `
  mutation AdminUpdateLingobite($input: AdminLingobiteInput!) { adminUpdateLingobite(input: $input) { ...AdminLingobiteFields } }
`,
  [LingobiteFields],
);

/** A word added or removed changes the lesson's list: its query is read again. */
export const LESSON_TYPENAMES = { additionalTypenames: ['AdminContentLesson', 'AdminVocabularyItem'], notifyErrors: false };
/** Saves show their errors in the form, never as a toast. */
export const INLINE = { notifyErrors: false };

const ChallengeFields = graphql(`
  fragment AdminChallengeFields on AdminChallenge {
    id name month startsAt endsAt target prizeGroupCredits version state participants completers settledAt
  }
`);
export type AdminChallenge = ResultOf<typeof ChallengeFields>;

export const ADMIN_CHALLENGES = graphql(
  `
  query AdminChallenges($offset: Int) {
    adminChallenges(limit: 24, offset: $offset) { total plannableMonths items { ...AdminChallengeFields } }
  }
`,
  [ChallengeFields],
);

export const UPDATE_CHALLENGE = graphql(
  `
  mutation AdminUpdateChallenge($input: AdminChallengeInput!) { adminUpdateChallenge(input: $input) { ...AdminChallengeFields } }
`,
  [ChallengeFields],
);

export const CREATE_CHALLENGE = graphql(
  `
  mutation AdminCreateChallenge($input: AdminNewChallengeInput!) { adminCreateChallenge(input: $input) { ...AdminChallengeFields } }
`,
  [ChallengeFields],
);

/** A new challenge joins the list (and leaves the months to plan). */
export const CHALLENGE_TYPENAMES = { additionalTypenames: ['AdminChallengeList', 'AdminChallenge'], notifyErrors: false };
