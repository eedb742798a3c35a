// The contracts the survey steps check before sending; imported only through `import()`
// (see SchemaLoader in shared/forms), so zod stays out of the student area's first load.
export { classTimeAnswers, focusAreasAnswers, learningGoalsAnswers, learningNeedsAnswers, spokenLanguagesAnswers } from '@parla/contracts';
