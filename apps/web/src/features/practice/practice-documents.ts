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
    translation { text }
    sentenceTranslation { text }
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
  query QuizSession($lessonId: ID) {
    quizSession(lessonId: $lessonId) { questions { choices item { ...VocabularyFields } } }
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
  fragment GrammarFields on GrammarItem { id lessonId title explanation status examples { text translation { text } } }
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

// Flashcards, one grammar item and the three practice reviews (decision 076).
export const FLASHCARDS = graphql(
  `
  query Flashcards($learningUnitId: ID!) {
    flashcards(learningUnitId: $learningUnitId) { id status item { ...VocabularyFields } }
    learningUnitPracticeResources(learningUnitId: $learningUnitId) { id title number }
    studentProfile { id learningLanguage }
  }
`,
  [VocabularyFields],
);
export type FlashcardData = ResultOf<typeof FLASHCARDS>['flashcards'][number];

export const SET_FLASHCARD_STATUS = graphql(`
  mutation SetFlashcardStatus($vocabularyItemId: ID!, $status: FlashcardStatus!) {
    setFlashcardStatus(vocabularyItemId: $vocabularyItemId, status: $status) { id status }
  }
`);

export const GRAMMAR_ITEM = graphql(
  `
  query GrammarItem($grammarId: ID!) { grammarItem(grammarId: $grammarId) { ...GrammarFields } studentProfile { id learningLanguage } }
`,
  [GrammarFields],
);

export const SUBMIT_FLASHCARD_REVIEW = graphql(`
  mutation SubmitFlashcardReview($lessonId: ID!, $rating: Int!, $comment: String) {
    submitFlashcardReview(lessonId: $lessonId, rating: $rating, comment: $comment) { id rating comment }
  }
`);
export const SUBMIT_QUIZ_REVIEW = graphql(`
  mutation SubmitQuizReview($lessonId: ID!, $rating: Int!, $comment: String) {
    submitQuizReview(lessonId: $lessonId, rating: $rating, comment: $comment) { id rating comment }
  }
`);
export const SUBMIT_PRACTICE_SEQUENCE_REVIEW = graphql(`
  mutation SubmitPracticeSequenceReview($lessonId: ID!, $rating: Int!, $comment: String) {
    submitPracticeSequenceReview(lessonId: $lessonId, rating: $rating, comment: $comment) { id rating comment }
  }
`);
// Daily practice and the quiz trainer (issue 17, decision 077).
/** Today's card: small on purpose (its own query, in the card's lazy chunk). */
export const DAILY_PRACTICE_CARD = graphql(`
  query DailyPracticeCard { dailyPractice { state wordsToReview reviewedToday available practiceOpen exercise { id title type } } }
`);

export const DAILY_PRACTICE_SET = graphql(
  `
  query DailyPracticeSet {
    dailyPractice {
      state wordsToReview reviewedToday exercisesToday available practiceOpen
      words { choices item { ...VocabularyFields } }
      exercise { ...ExerciseFields }
    }
    studentProfile { id learningLanguage }
  }
`,
  [VocabularyFields, ExerciseFields],
);
export type DailyPracticeSetData = ResultOf<typeof DAILY_PRACTICE_SET>['dailyPractice'];

export const NEXT_QUIZ_ITEM = graphql(
  `
  query NextQuizItem { nextQuizItem { ...ExerciseFields } }
`,
  [ExerciseFields],
);
// Words per week (decision 078): the trainer dashboard's count, the weekly goal's number (issue 18).
export const WORDS_LEARNED_THIS_WEEK = graphql(`
  query WordsLearnedThisWeek { wordsLearnedThisWeek }
`);
