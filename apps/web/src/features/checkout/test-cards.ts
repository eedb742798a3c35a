/**
 * The built-in test processor's cards (docs/api/commerce.graphql), offered as a hint outside
 * production so a tester can reach every answer of 001 §8 from the browser.
 */
export const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'ok' },
  { number: '5555555555554444', outcome: 'ok' },
  { number: '378282246310005', outcome: 'ok' },
  { number: '4000002500003155', outcome: 'authentication' },
  { number: '4000000000000002', outcome: 'card_declined' },
  { number: '4000000000009995', outcome: 'insufficient_funds' },
  { number: '4000000000000069', outcome: 'expired_card' },
  { number: '4000000000000127', outcome: 'incorrect_cvc' },
  { number: '4242424242424241', outcome: 'incorrect_number' },
  { number: '4000000000000036', outcome: 'incorrect_zip' },
  { number: '4000000000009987', outcome: 'lost_card' },
  { number: '4000000000009979', outcome: 'stolen_card' },
  { number: '4000000000000341', outcome: 'renewal_fails' },
] as const;

export const TEST_IBANS = [
  { iban: 'DE89370400440532013000', outcome: 'sepa_ok' },
  { iban: 'DE62370400440532013001', outcome: 'sepa_fails' },
] as const;
