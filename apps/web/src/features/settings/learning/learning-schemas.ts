// The contracts the learning forms check before sending; imported only through `import()`
// (see SchemaLoader in shared/forms), so zod stays out of the student area's first load.
export { learningGoalsInput, learningNeedsInput, learningPreferencesInput, spokenLanguagesInput, weeklyGoalInput } from '@parla/contracts';
