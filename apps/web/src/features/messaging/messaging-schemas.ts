// The contract the code form checks before sending; imported only through `import()` (see SchemaLoader in shared/forms).
export { phoneCodeInput } from '@parla/contracts';
