import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** Practice (issue 17): the documents of the practice pages, typed from schema.graphql. */
export const PRACTICE_ITEMS = graphql(`
  query PracticeItems($lessonId: ID, $type: PracticeItemType, $status: ExerciseStatus, $offset: Int, $limit: Int) {
    practiceItems(lessonId: $lessonId, type: $type, status: $status, offset: $offset, limit: $limit) {
      total subscriptionRequired
      items { id lessonId lessonTitle lessonNumber type size done status score locked }
    }
    learningUnits { id lessonId title number locked }
  }
`);
export type PracticeItemData = ResultOf<typeof PRACTICE_ITEMS>['practiceItems']['items'][number];

const VocabularyFields = graphql(`
  fragment VocabularyFields on VocabularyItem {
    id lessonId title plural wordClass gender sampleSentenceOne audioUrls status level reps due lastReviewed isCompleted fromClassAt
    translation { en de }
    sentenceTranslation { en de }
  }
`);
export type VocabularyData = ResultOf<typeof VocabularyFields>;

export const QUIZ_PROGRESS = graphql(`
  query QuizProgress($lessonId: ID) {
    quizProgress(lessonId: $lessonId) { total known reviewing reviewed uncompleted completed lastReviewed }
    studentProfile { id learningLanguage }
  }
`);
export type QuizProgressData = ResultOf<typeof QUIZ_PROGRESS>['quizProgress'];

export const QUIZ_SESSION = graphql(
  `
  query QuizSession($lessonId: ID, $locale: PracticeLocale) {
    quizSession(lessonId: $lessonId, locale: $locale) { questions { choices item { ...VocabularyFields } } }
  }
`,
  [VocabularyFields],
);

export const VOCABULARY_LIST = graphql(
  `
  query VocabularyList($lessonId: ID) { vocabularyList(lessonId: $lessonId) { ...VocabularyFields } }
`,
  [VocabularyFields],
);

export const REVIEW_VOCABULARY_ITEM = graphql(
  `
  mutation ReviewVocabularyItem($vocabularyItemId: ID!, $rating: ReviewRating!, $reps: Int!) {
    reviewVocabularyItem(vocabularyItemId: $vocabularyItemId, rating: $rating, reps: $reps) { ...VocabularyFields }
  }
`,
  [VocabularyFields],
);

const TaskFields = graphql(`
  fragment TaskPromptFields on TaskPrompt { type prompt options hint words left right }
`);
export type TaskPromptData = ResultOf<typeof TaskFields>;

const AnswerFields = graphql(`
  fragment TaskAnswerFields on TaskAnswer { choice text words pairs { left right } }
`);
export type TaskAnswerData = ResultOf<typeof AnswerFields>;

const ExerciseFields = graphql(
  `
  fragment ExerciseFields on Exercise {
    id lessonId position title type score status attempts
    task { ...TaskPromptFields }
    feedback { correct explanation answer { ...TaskAnswerFields } correctAnswer { ...TaskAnswerFields } }
  }
`,
  [TaskFields, AnswerFields],
);
export type ExerciseData = ResultOf<typeof ExerciseFields>;

export const EXERCISES = graphql(
  `
  query Exercises($lessonId: ID!, $type: ExerciseKind) { exercises(lessonId: $lessonId, type: $type) { ...ExerciseFields } }
`,
  [ExerciseFields],
);

export const SUBMIT_EXERCISE_ANSWER = graphql(
  `
  mutation SubmitExerciseAnswer($exerciseId: ID!, $answer: TaskAnswerInput!) {
    submitExerciseAnswer(exerciseId: $exerciseId, answer: $answer) { ...ExerciseFields }
  }
`,
  [ExerciseFields],
);

export const RESTART_EXERCISES = graphql(
  `
  mutation RestartExercises($lessonId: ID!, $type: ExerciseKind) { restartExercises(lessonId: $lessonId, type: $type) { ...ExerciseFields } }
`,
  [ExerciseFields],
);

const SequenceFields = graphql(
  `
  fragment SequenceFields on PracticeSequence {
    id lessonId title intro outro score completedAt
    stages { title tasks { stage task tries solved finished prompt { ...TaskPromptFields } correctAnswer { ...TaskAnswerFields } } }
  }
`,
  [TaskFields, AnswerFields],
);
export type SequenceData = ResultOf<typeof SequenceFields>;

export const PRACTICE_SEQUENCE = graphql(
  `
  query PracticeSequence($lessonId: ID!) { practiceSequence(lessonId: $lessonId) { ...SequenceFields } }
`,
  [SequenceFields],
);

export const ANSWER_LINGOBITE_TASK = graphql(
  `
  mutation AnswerLingobiteTask($lessonId: ID!, $stage: Int!, $task: Int!, $answer: TaskAnswerInput!) {
    answerLingobiteTask(lessonId: $lessonId, stage: $stage, task: $task, answer: $answer) { ...SequenceFields }
  }
`,
  [SequenceFields],
);

export const REPORT_CONTENT_ERROR = graphql(`
  mutation ReportContentError($target: ContentErrorTarget!, $targetId: ID!, $options: [ContentErrorOption!]!, $details: String!) {
    reportContentError(target: $target, targetId: $targetId, options: $options, details: $details) { id }
  }
`);

const GrammarFields = graphql(`
  fragment GrammarFields on GrammarItem { id lessonId title explanation status examples { text translation { en de } } }
`);

export const GRAMMAR_ITEMS = graphql(
  `
  query GrammarItems($lessonId: ID) { grammarItems(lessonId: $lessonId) { ...GrammarFields } studentProfile { id learningLanguage } }
`,
  [GrammarFields],
);

export const SET_GRAMMAR_STATUS = graphql(
  `
  mutation SetGrammarStatus($grammarId: ID!, $status: GrammarStatus!) { setGrammarStatus(grammarId: $grammarId, status: $status) { ...GrammarFields } }
`,
  [GrammarFields],
);

// Words per week (decision 078): the trainer dashboard's count, the weekly goal's number (issue 18).
export const WORDS_LEARNED_THIS_WEEK = graphql(`
  query WordsLearnedThisWeek { wordsLearnedThisWeek }
`);
