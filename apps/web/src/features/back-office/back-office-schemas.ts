// The contracts the back-office forms check before sending; imported only through `import()`
// (see SchemaLoader in shared/forms), so zod stays out of the back office's first load.
export {
  adminNoteInput,
  assignTeacherInput,
  closeContentErrorReportInput,
  createTeacherInput,
  grantCreditsInput,
} from '@parla/contracts';
