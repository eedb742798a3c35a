// The contracts the account page's forms check before sending; imported only through `import()`
// (see SchemaLoader in shared/forms), so zod stays out of the area's first load.
export { accountNameInput, accountPasswordInput, emailChangeInput, invoiceAddressInput, phoneNumbersInput } from '@parla/contracts';
