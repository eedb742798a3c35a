// The guest forms' contracts, imported only through `import()`: zod arrives after the page.
export { guestCheckoutInput, passwordSetInput, promoteGuestInput } from '@parla/contracts';
