import { paymentMethodInput, payPurchaseBody } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../shared/forms/input-schema.ts';
import { toFieldErrors, toFormErrors } from '../../shared/forms/validation-errors.ts';
import { EMPTY_CARD } from './card-form.tsx';
import {
  EMPTY_NEW_METHOD,
  methodFieldAliases,
  type PaymentFormValues,
  toMethodInput,
  withoutCardSecrets,
} from './payment-method-chooser.tsx';

const FIELDS = ['choice', 'card', 'iban', 'accountHolder', 'paypalEmail', 'acceptedAgreements'];
const blankCard: PaymentFormValues = { choice: { kind: 'card' }, ...EMPTY_NEW_METHOD };
const typedCard: PaymentFormValues = {
  ...blankCard,
  card: { holder: 'Tess Tester', number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123', postalCode: '10115' },
};

describe('payment forms: the contract the server checks, mapped onto the card fields by one alias list', () => {
  it('billing (paymentMethodInput): every blank card field is named under its own input', async () => {
    const errors = await schemaErrors(paymentMethodInput, toMethodInput({ kind: 'card' }, blankCard));
    expect(toFormErrors(errors, FIELDS, methodFieldAliases())).toEqual({
      'card.holder': 'Please enter the name on the card.',
      'card.number': 'Please enter the card number.',
      'card.expiry': 'Please enter the expiry date as MM/YY.',
      'card.cvc': 'Please enter the security code.',
      'card.postalCode': 'Please enter the postcode.',
    });
  });

  it('checkout (payPurchase input): the same messages under the same fields, from newPaymentMethod.*', async () => {
    const input = {
      purchaseId: 'p1',
      idempotencyKey: 'k1',
      acceptedAgreements: [],
      newPaymentMethod: toMethodInput(
        { kind: 'card' },
        { ...typedCard, card: { ...typedCard.card, number: '4242', expiry: '13/34', cvc: '12' } },
      ),
    };
    const errors = await schemaErrors(payPurchaseBody, input);
    expect(toFormErrors(errors, FIELDS, methodFieldAliases('newPaymentMethod.'))).toEqual({
      'card.number': 'This card number is too short or too long.',
      'card.expiry': 'Please enter the expiry date as MM/YY.',
      'card.cvc': 'The security code has 3 or 4 digits.',
    });
  });

  it("the server's answer (GraphQL validate errors) lands on the same fields", () => {
    const answer = {
      graphQLErrors: [
        { message: 'Please enter the name on the card.', extensions: { category: 'validate', field: 'newPaymentMethod.card.holderName' } },
        { message: 'Please enter the expiry date as MM/YY.', extensions: { category: 'validate', field: 'newPaymentMethod.card.expYear' } },
      ],
    };
    expect(toFormErrors(toFieldErrors(answer), FIELDS, methodFieldAliases('newPaymentMethod.'))).toEqual({
      'card.holder': 'Please enter the name on the card.',
      'card.expiry': 'Please enter the expiry date as MM/YY.',
    });
  });

  it('SEPA and PayPal are checked by the contract too', async () => {
    const sepa = await schemaErrors(
      paymentMethodInput,
      toMethodInput({ kind: 'sepa_debit' }, { ...blankCard, iban: 'DE89 3704 0044 0532 0130 01' }),
    );
    expect(toFormErrors(sepa, FIELDS, methodFieldAliases())).toEqual({
      iban: 'This IBAN is not valid.',
      accountHolder: 'Please enter the account holder.',
    });
    const paypal = await schemaErrors(paymentMethodInput, toMethodInput({ kind: 'paypal' }, { ...blankCard, paypalEmail: 'tess@' }));
    expect(toFormErrors(paypal, FIELDS, methodFieldAliases())).toEqual({ paypalEmail: 'Please enter your PayPal email address.' });
    const ok = toMethodInput({ kind: 'sepa_debit' }, { ...blankCard, iban: 'de89 3704 0044 0532 0130 00', accountHolder: 'Tess Tester' });
    expect(await schemaErrors(paymentMethodInput, ok)).toEqual({});
  });

  it('a filled card passes; the processor decides whether it is declined', async () => {
    expect(await schemaErrors(paymentMethodInput, toMethodInput({ kind: 'card' }, typedCard))).toEqual({});
  });

  it('after a decline only the card number and security code are emptied', () => {
    const kept = withoutCardSecrets({ ...typedCard, acceptedAgreements: ['terms'] });
    expect(kept).toEqual({ ...typedCard, acceptedAgreements: ['terms'], card: { ...typedCard.card, number: '', cvc: '' } });
    expect(EMPTY_CARD.number).toBe('');
  });
});
