// The contracts the teacher account forms check before sending; imported only through `import()`
// (see SchemaLoader in shared/forms), so zod stays out of the teacher area's first load.
export {
  accountInput,
  languagesInput,
  payoutDetailsInput,
  preferencesInput,
  profileInput,
  updatePasswordInput,
} from '@parla/contracts';
