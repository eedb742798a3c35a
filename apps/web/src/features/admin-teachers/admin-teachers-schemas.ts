// The contracts the teacher dialogs check before sending; imported only through `import()`
// (see SchemaLoader in shared/forms), so zod stays out of the back office's first load.
export { adminPauseForm, decisionNoteForm, teacherPayLineInput } from '@parla/contracts';
