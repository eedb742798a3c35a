import { gql } from 'urql';
import type { ProductType, PurchaseStatus } from './purchase-routes.ts';

/** docs/api/commerce.graphql: checkout side. */
export type Currency = 'BRL' | 'CHF' | 'EUR' | 'GBP' | 'PLN' | 'TRY' | 'USD';
export type CreditKind = 'group' | 'private';
export type PaymentMethodType = 'card' | 'paypal' | 'sepa_debit';
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'paypal' | 'sepa';

export interface Money {
  amount: number;
  amountInMajor: string;
  currency: Currency;
}
const MONEY = 'amount amountInMajor currency';

export interface TransactionData {
  id: string;
  paymentStatus: string;
  errorCode: string | null;
  errorMessage: string | null;
  amount: Money;
}
const TRANSACTION = `id paymentStatus errorCode errorMessage amount { ${MONEY} }`;

export interface NextAction {
  type: 'authenticate' | 'paypal_approval';
  reference: string;
  message: string;
}

export interface PurchaseData {
  id: string;
  type: ProductType;
  status: PurchaseStatus;
  displayName: string;
  package: { id: string; displayName: string; recurrenceIntervalWeeks: number | null; section: { id: string; name: string } | null };
  privateCredits: number;
  groupCredits: number;
  isSubscription: boolean;
  withTrial: boolean;
  trialCreditKind: CreditKind | null;
  canUseCoupon: boolean;
  coupons: Array<{ code: string; percentOff: number | null; lifetime: boolean; description: string }>;
  currency: Currency;
  subtotal: Money;
  discount: Money;
  total: Money;
  chargeTotal: Money;
  referralDiscount: Money | null;
  agreements: Array<{ key: string; label: string; url: string | null; required: boolean }>;
  lastTransaction: TransactionData | null;
  nextAction: NextAction | null;
  sprint: { id: string; name: string; startDate: string; durationWeeks: number; endDate: string } | null;
  subscription: { id: string; trialEndsAt: string | null; nextPaymentDate: string | null } | null;
  cardRequired: boolean;
  createdAt: string;
  completedAt: string | null;
}

const PURCHASE_FIELDS = `
  id type status displayName
  package { id displayName recurrenceIntervalWeeks section { id name } }
  privateCredits groupCredits isSubscription withTrial trialCreditKind canUseCoupon
  coupons { code percentOff lifetime description }
  currency
  subtotal { ${MONEY} } discount { ${MONEY} } total { ${MONEY} } chargeTotal { ${MONEY} } referralDiscount { ${MONEY} }
  agreements { key label url required }
  lastTransaction { ${TRANSACTION} }
  nextAction { type reference message }
  sprint { id name startDate durationWeeks endDate }
  subscription { id trialEndsAt nextPaymentDate }
  cardRequired createdAt completedAt
`;

export interface SavedPaymentMethod {
  id: string;
  type: PaymentMethodType;
  brand: CardBrand;
  label: string;
  isDefault: boolean;
}

export interface CheckoutData {
  purchase: PurchaseData;
  paymentMethods: SavedPaymentMethod[];
  commerceConfig: { trialDays: number; trialGroupCredits: number; trialPrivateCredits: number };
}
export const CHECKOUT = gql<CheckoutData, { id: string }>(`
  query Checkout($id: ID!) {
    purchase(id: $id) { ${PURCHASE_FIELDS} }
    paymentMethods { id type brand label isDefault }
    commerceConfig { trialDays trialGroupCredits trialPrivateCredits }
  }
`);

export interface AvailableMethodsData {
  availablePaymentMethods: Array<{ type: PaymentMethodType; brands: CardBrand[] }>;
}
export const AVAILABLE_METHODS = gql<AvailableMethodsData, { currency: Currency }>(`
  query AvailablePaymentMethods($currency: Currency!) { availablePaymentMethods(currency: $currency) { type brands } }
`);

export interface PurchaseStateData {
  purchase: PurchaseData;
}
export const PURCHASE_STATE = gql<PurchaseStateData, { id: string }>(`
  query PurchaseState($id: ID!) { purchase(id: $id) { ${PURCHASE_FIELDS} } }
`);

export interface UpdatePurchaseInput {
  couponCode?: string;
  removeCoupon?: boolean;
  trialCreditKind?: CreditKind;
}
export interface UpdatePurchaseData {
  updatePurchase: PurchaseData;
}
export const UPDATE_PURCHASE = gql<UpdatePurchaseData, { id: string; input: UpdatePurchaseInput }>(`
  mutation UpdatePurchase($id: ID!, $input: UpdatePurchaseInput!) { updatePurchase(id: $id, input: $input) { ${PURCHASE_FIELDS} } }
`);

export interface PaymentMethodInput {
  type: PaymentMethodType;
  card?: { number: string; expMonth: number; expYear: number; cvc: string; postalCode?: string; holderName?: string };
  paypalEmail?: string;
  iban?: string;
  accountHolder?: string;
  setDefault?: boolean;
}

export interface PaymentResultData {
  purchase: PurchaseData;
  status: PurchaseStatus;
  transaction: TransactionData | null;
  nextAction: NextAction | null;
}
const RESULT_FIELDS = `purchase { ${PURCHASE_FIELDS} } status transaction { ${TRANSACTION} } nextAction { type reference message }`;

export interface PayPurchaseInput {
  purchaseId: string;
  idempotencyKey: string;
  paymentMethodId?: string;
  newPaymentMethod?: PaymentMethodInput;
  acceptedAgreements: string[];
}
export const PAY_PURCHASE = gql<{ payPurchase: PaymentResultData }, { input: PayPurchaseInput }>(`
  mutation PayPurchase($input: PayPurchaseInput!) { payPurchase(input: $input) { ${RESULT_FIELDS} } }
`);

export const COMPLETE_PAYMENT_ACTION = gql<
  { completePaymentAction: PaymentResultData },
  { purchaseId: string; reference: string; approve: boolean }
>(`
  mutation CompletePaymentAction($purchaseId: ID!, $reference: String!, $approve: Boolean!) {
    completePaymentAction(purchaseId: $purchaseId, reference: $reference, approve: $approve) { ${RESULT_FIELDS} }
  }
`);

export interface CreatePurchaseInput {
  variantId: string;
  currency?: Currency;
  withTrial?: boolean;
  trialCreditKind?: CreditKind;
  couponCode?: string;
  referralCode?: string;
  sprintId?: string;
  sectionId?: string;
}
export const CREATE_PURCHASE = gql<
  { createPurchase: { id: string; type: ProductType; status: PurchaseStatus } },
  { input: CreatePurchaseInput }
>(`
  mutation CreatePurchase($input: CreatePurchaseInput!) { createPurchase(input: $input) { id type status } }
`);

export interface CreditsAddedData {
  creditsInfo: { groupCredits: number; privateCredits: number; nextExpiry: string | null };
}
export const CREDITS_NOW = gql<CreditsAddedData, Record<string, never>>(`
  query CreditsNow { creditsInfo { groupCredits privateCredits nextExpiry } }
`);

/** Everything a payment can change; urql refetches queries that hold these types. */
export const PAYMENT_TYPENAMES = {
  additionalTypenames: ['Purchase', 'Subscription', 'Subscriptions', 'CreditsInfo', 'PaymentMethod', 'Invoice'],
};

export const ADD_PAYMENT_METHOD = gql<{ addPaymentMethod: SavedPaymentMethod }, { input: PaymentMethodInput; key: string }>(
  `mutation AddPaymentMethodFromForm($input: PaymentMethodInput!, $key: String!) {
    addPaymentMethod(input: $input, idempotencyKey: $key) { id type brand label isDefault }
  }`,
);
