// The contracts the content editor's forms check before sending; imported only through `import()`
// (see SchemaLoader in shared/forms), so zod stays out of the back office's first load.
export {
  adminAddVocabularyItemInput,
  adminCreateChallengeInput,
  adminUpdateChallengeInput,
  adminUpdateExerciseInput,
  adminUpdateGrammarItemInput,
  adminUpdateLessonInput,
  adminUpdateLingobiteInput,
  adminUpdateVocabularyItemInput,
} from '@parla/contracts';
