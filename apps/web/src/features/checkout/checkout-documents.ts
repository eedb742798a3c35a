import { type EnumOf, graphql, type ResultOf, type VariablesOf } from '../../shared/graphql/graphql.ts';

/** docs/api/commerce.graphql: checkout side. */
export type Currency = EnumOf<'Currency'>;
export type CreditKind = EnumOf<'CreditKind'>;
export type PaymentMethodType = EnumOf<'PaymentMethodType'>;
export type CardBrand = EnumOf<'CardBrand'>;

const MoneyFields = graphql(`
  fragment CheckoutMoneyFields on Money { amount amountInMajor currency }
`);

const TransactionFields = graphql(
  `
  fragment CheckoutTransactionFields on Transaction { id paymentStatus errorCode errorMessage amount { ...CheckoutMoneyFields } }
`,
  [MoneyFields],
);

const PurchaseFields = graphql(
  `
  fragment PurchaseFields on Purchase {
    id type status displayName
    package { id displayName recurrenceIntervalWeeks section { id name } }
    privateCredits groupCredits isSubscription withTrial trialCreditKind canUseCoupon
    coupons { code percentOff lifetime description }
    currency
    subtotal { ...CheckoutMoneyFields } discount { ...CheckoutMoneyFields } total { ...CheckoutMoneyFields }
    chargeTotal { ...CheckoutMoneyFields } referralDiscount { ...CheckoutMoneyFields }
    agreements { key label url required }
    lastTransaction { ...CheckoutTransactionFields }
    nextAction { type reference message }
    sprint { id name startDate durationWeeks endDate }
    subscription { id trialEndsAt nextPaymentDate }
    cardRequired createdAt completedAt
  }
`,
  [MoneyFields, TransactionFields],
);
export type PurchaseData = ResultOf<typeof PurchaseFields>;
export type NextAction = NonNullable<PurchaseData['nextAction']>;

const SavedPaymentMethodFields = graphql(`
  fragment SavedPaymentMethodFields on PaymentMethod { id type brand label isDefault }
`);
export type SavedPaymentMethod = ResultOf<typeof SavedPaymentMethodFields>;

export const CHECKOUT = graphql(
  `
  query Checkout($id: ID!) {
    purchase(id: $id) { ...PurchaseFields }
    paymentMethods { ...SavedPaymentMethodFields }
    commerceConfig { trialDays trialGroupCredits trialPrivateCredits }
  }
`,
  [PurchaseFields, SavedPaymentMethodFields],
);
export type CheckoutData = ResultOf<typeof CHECKOUT>;

export const AVAILABLE_METHODS = graphql(`
  query AvailablePaymentMethods($currency: Currency!) { availablePaymentMethods(currency: $currency) { type brands } }
`);

export const PURCHASE_STATE = graphql(
  `
  query PurchaseState($id: ID!) { purchase(id: $id) { ...PurchaseFields } }
`,
  [PurchaseFields],
);

export const UPDATE_PURCHASE = graphql(
  `
  mutation UpdatePurchase($id: ID!, $input: UpdatePurchaseInput!) { updatePurchase(id: $id, input: $input) { ...PurchaseFields } }
`,
  [PurchaseFields],
);

const PaymentResultFields = graphql(
  `
  fragment PaymentResultFields on PaymentResult {
    purchase { ...PurchaseFields } status transaction { ...CheckoutTransactionFields } nextAction { type reference message }
  }
`,
  [PurchaseFields, TransactionFields],
);
export type PaymentResultData = ResultOf<typeof PaymentResultFields>;

export const PAY_PURCHASE = graphql(
  `
  mutation PayPurchase($input: PayPurchaseInput!) { payPurchase(input: $input) { ...PaymentResultFields } }
`,
  [PaymentResultFields],
);
export type PaymentMethodInput = NonNullable<VariablesOf<typeof PAY_PURCHASE>['input']['newPaymentMethod']>;

export const COMPLETE_PAYMENT_ACTION = graphql(
  `
  mutation CompletePaymentAction($purchaseId: ID!, $reference: String!, $approve: Boolean!) {
    completePaymentAction(purchaseId: $purchaseId, reference: $reference, approve: $approve) { ...PaymentResultFields }
  }
`,
  [PaymentResultFields],
);

export const CREATE_PURCHASE = graphql(`
  mutation CreatePurchase($input: CreatePurchaseInput!) { createPurchase(input: $input) { id type status } }
`);
export type CreatePurchaseInput = VariablesOf<typeof CREATE_PURCHASE>['input'];

export const CREDITS_NOW = graphql(`
  query CreditsNow { creditsInfo { groupCredits privateCredits nextExpiry } }
`);

/** Everything a payment can change; urql refetches queries that hold these types. */
export const PAYMENT_TYPENAMES = {
  additionalTypenames: ['Purchase', 'Subscription', 'Subscriptions', 'CreditsInfo', 'PaymentMethod', 'Invoice'],
};

export const ADD_PAYMENT_METHOD = graphql(
  `mutation AddPaymentMethodFromForm($input: PaymentMethodInput!, $key: String!) {
    addPaymentMethod(input: $input, idempotencyKey: $key) { ...SavedPaymentMethodFields }
  }`,
  [SavedPaymentMethodFields],
);
