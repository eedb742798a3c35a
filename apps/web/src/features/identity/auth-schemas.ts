// The identity contracts the auth forms check before sending. Imported only through `import()`
// (see SchemaLoader): zod arrives after the page, never in the learn area's first load.
export { socialRegisterInput } from '@parla/contracts';
export { loginInput, newPasswordInput, registerFormInput, registerInput, resetRequestInput } from '@parla/contracts';
