// The support form's contract, loaded through `import()` so zod stays out of the first load (decision 030).
export { supportTicketInput } from '@parla/contracts';
