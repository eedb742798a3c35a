import { gql } from 'urql';

/** docs/api/commerce.graphql: subscriptions, payment methods and invoices. */
export type Currency = 'BRL' | 'CHF' | 'EUR' | 'GBP' | 'PLN' | 'TRY' | 'USD';
export interface Money {
  amount: number;
  amountInMajor: string;
  currency: Currency;
}
const MONEY = 'amount amountInMajor currency';

export type DisplayState =
  | 'active'
  | 'available_now'
  | 'cancelled'
  | 'ended'
  | 'expire'
  | 'inactive'
  | 'paused'
  | 'waiting'
  | 'trial'
  | 'payment_failed'
  | 'payment_pending';

export type CancelReason =
  | 'too_expensive'
  | 'not_enough_time'
  | 'teachers'
  | 'classes_content'
  | 'technical_problems'
  | 'reached_goal'
  | 'switching_provider'
  | 'temporary_break'
  | 'other';

export interface PauseData {
  id: string;
  status: 'scheduled' | 'active' | 'completed' | 'cancelled';
  dateFrom: string;
  dateTo: string;
  numberOfDays: number;
  endDate: string;
  unpauseDate: string;
}

export interface SubscriptionFlags {
  canPause: boolean;
  canCancelPause: boolean;
  canUnpause: boolean;
  canCancel: boolean;
  canReactivate: boolean;
  canChange: boolean;
  canRollover: boolean;
  canSkipTrial: boolean;
  canCancelTrial: boolean;
  canResumeCharges: boolean;
  canDelayStart: boolean;
  canCancelDelay: boolean;
  canDelete: boolean;
  canStartNow: boolean;
  canWithdraw: boolean;
}

export interface SubscriptionData extends SubscriptionFlags {
  id: string;
  type: 'monthly' | 'marathon' | 'package';
  status: string;
  displayState: DisplayState;
  displayName: string;
  package: { id: string; type: string; groupCredits: number; privateCredits: number; recurrenceIntervalWeeks: number | null };
  isInTrial: boolean;
  trialEndsAt: string | null;
  trialCreditKind: 'group' | 'private' | null;
  activatedAt: string | null;
  startsAt: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  nextPaymentDate: string | null;
  expiresAt: string | null;
  price: Money;
  couponCode: string | null;
  paymentMethod: { id: string; label: string } | null;
  pause: PauseData | null;
  sprint: { id: string; name: string; startDate: string; endDate: string } | null;
  cancelledAt: string | null;
  originalStartsAt: string | null;
  lastTransaction: { id: string; paymentStatus: string; errorCode: string | null; errorMessage: string | null; amount: Money } | null;
  /** The purchase the subscription was bought with: what a withdrawal refunds. */
  purchaseId: string | null;
}

const FLAGS =
  'canPause canCancelPause canUnpause canCancel canReactivate canChange canRollover canSkipTrial canCancelTrial canResumeCharges canDelayStart canCancelDelay canDelete canStartNow canWithdraw purchaseId';
const PAUSE = 'id status dateFrom dateTo numberOfDays endDate unpauseDate';
export const SUBSCRIPTION_FIELDS = `
  id type status displayState displayName
  package { id type groupCredits privateCredits recurrenceIntervalWeeks }
  isInTrial trialEndsAt trialCreditKind activatedAt startsAt currentPeriodStart currentPeriodEnd nextPaymentDate expiresAt
  price { ${MONEY} } couponCode
  paymentMethod { id label }
  pause { ${PAUSE} }
  sprint { id name startDate endDate }
  cancelledAt originalStartsAt
  lastTransaction { id paymentStatus errorCode errorMessage amount { ${MONEY} } }
  ${FLAGS}
`;

export interface SubscriptionsData {
  subscriptions: { current: SubscriptionData | null; latest: SubscriptionData | null; next: SubscriptionData | null };
}
export const SUBSCRIPTIONS = gql<SubscriptionsData, Record<string, never>>(`
  query MembershipSubscriptions {
    subscriptions {
      current { ${SUBSCRIPTION_FIELDS} }
      latest { ${SUBSCRIPTION_FIELDS} }
      next { ${SUBSCRIPTION_FIELDS} }
    }
  }
`);

export interface MembershipConfigData {
  commerceConfig: { maxPauseWeeks: number; withdrawalDays: number; periodWeeks: number };
  cancelReasons: CancelReason[];
}
export const MEMBERSHIP_CONFIG = gql<MembershipConfigData, Record<string, never>>(`
  query MembershipConfig { commerceConfig { maxPauseWeeks withdrawalDays periodWeeks } cancelReasons }
`);

export interface PlanOption {
  id: string;
  type: string;
  displayName: string;
  groupCredits: number;
  privateCredits: number;
  isCurrent: boolean;
  subTotal: Money;
}
export const PLAN_OPTIONS = gql<{ packages: PlanOption[] }, { currency: Currency }>(`
  query MembershipPlans($currency: Currency) {
    packages(currency: $currency, store: subscriptions) { id type displayName groupCredits privateCredits isCurrent subTotal { ${MONEY} } }
  }
`);

/** Every list a lifecycle action can change. */
export const MEMBERSHIP_TYPENAMES = {
  additionalTypenames: ['Subscription', 'Subscriptions', 'CreditsInfo', 'Purchase', 'PaymentMethod', 'Invoice'],
};

const SUB = `{ ${SUBSCRIPTION_FIELDS} }`;
const SUBS = `{ current ${SUB} latest ${SUB} next ${SUB} }`;

export interface PaymentResultData {
  status: 'draft' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'withdrawn';
  purchase: { id: string; type: string };
  transaction: { errorCode: string | null; errorMessage: string | null } | null;
}
const RESULT = '{ status purchase { id type } transaction { errorCode errorMessage } }';

export const SKIP_TRIAL = gql<{ skipTrial: PaymentResultData }, { id: string; key: string }>(
  `mutation SkipTrial($id: ID!, $key: String!) { skipTrial(subscriptionId: $id, idempotencyKey: $key) ${RESULT} }`,
);
export const CANCEL_TRIAL = gql<{ cancelTrial: SubscriptionData }, { id: string }>(
  `mutation CancelTrial($id: ID!) { cancelTrial(subscriptionId: $id) ${SUB} }`,
);
export const SCHEDULE_PAUSE = gql<{ schedulePause: SubscriptionData }, { id: string; from: string; to: string; accept: boolean }>(
  `mutation SchedulePause($id: ID!, $from: DateTime!, $to: DateTime!, $accept: Boolean!) {
    schedulePause(subscriptionId: $id, dateFrom: $from, dateTo: $to, acceptClassCancellation: $accept) ${SUB}
  }`,
);
export const CANCEL_SCHEDULED_PAUSE = gql<{ cancelScheduledPause: SubscriptionData }, { id: string }>(
  `mutation CancelScheduledPause($id: ID!) { cancelScheduledPause(subscriptionId: $id) ${SUB} }`,
);
export const UNPAUSE = gql<{ unpauseSubscription: SubscriptionData }, { id: string }>(
  `mutation Unpause($id: ID!) { unpauseSubscription(subscriptionId: $id) ${SUB} }`,
);
export const CANCEL_SUBSCRIPTION = gql<
  { cancelSubscription: SubscriptionData },
  { id: string; reasons: CancelReason[]; feedback?: string }
>(
  `mutation CancelSubscription($id: ID!, $reasons: [CancelReason!]!, $feedback: String) {
    cancelSubscription(subscriptionId: $id, reasons: $reasons, feedback: $feedback) ${SUB}
  }`,
);
export const REACTIVATE = gql<{ reactivateSubscription: PaymentResultData }, { id: string; key: string }>(
  `mutation Reactivate($id: ID!, $key: String!) { reactivateSubscription(subscriptionId: $id, idempotencyKey: $key) ${RESULT} }`,
);
export const ROLLOVER = gql<{ rolloverSubscription: PaymentResultData }, { id: string; variantId: string; key: string }>(
  `mutation Rollover($id: ID!, $variantId: ID!, $key: String!) { rolloverSubscription(subscriptionId: $id, variantId: $variantId, idempotencyKey: $key) ${RESULT} }`,
);
export const CHANGE_PLAN = gql<{ changeSubscription: SubscriptionsData['subscriptions'] }, { id: string; variantId: string }>(
  `mutation ChangePlan($id: ID!, $variantId: ID!) { changeSubscription(subscriptionId: $id, variantId: $variantId) ${SUBS} }`,
);
export const DELAY_NEXT = gql<{ delayNextSubscription: SubscriptionsData['subscriptions'] }, { id: string; startsAt: string }>(
  `mutation DelayNext($id: ID!, $startsAt: DateTime!) { delayNextSubscription(subscriptionId: $id, startsAt: $startsAt) ${SUBS} }`,
);
export const CANCEL_DELAY = gql<{ cancelDelayedStart: SubscriptionsData['subscriptions'] }, { id: string }>(
  `mutation CancelDelay($id: ID!) { cancelDelayedStart(subscriptionId: $id) ${SUBS} }`,
);
export const DELETE_NEXT = gql<{ deleteNextSubscription: SubscriptionsData['subscriptions'] }, { id: string }>(
  `mutation DeleteNext($id: ID!) { deleteNextSubscription(subscriptionId: $id) ${SUBS} }`,
);
export const RESUME_CHARGES = gql<{ resumeCharges: PaymentResultData }, { id: string; key: string }>(
  `mutation ResumeCharges($id: ID!, $key: String!) { resumeCharges(subscriptionId: $id, idempotencyKey: $key) ${RESULT} }`,
);
export const WITHDRAW = gql<{ withdrawPurchase: { id: string; status: string } }, { purchaseId: string; key: string }>(
  `mutation Withdraw($purchaseId: ID!, $key: String!) { withdrawPurchase(purchaseId: $purchaseId, idempotencyKey: $key) { id status } }`,
);

/** The banner's small question: does the current plan need the student's attention? */
export interface AttentionData {
  subscriptions: {
    current: {
      id: string;
      displayState: DisplayState;
      canResumeCharges: boolean;
      lastTransaction: { errorCode: string | null; errorMessage: string | null } | null;
    } | null;
  };
}
export const ATTENTION = gql<AttentionData, Record<string, never>>(`
  query PaymentAttention { subscriptions { current { id displayState canResumeCharges lastTransaction { errorCode errorMessage } } } }
`);

export interface PaymentMethodData {
  id: string;
  type: 'card' | 'paypal' | 'sepa_debit';
  brand: 'visa' | 'mastercard' | 'amex' | 'paypal' | 'sepa';
  label: string;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  isDefault: boolean;
}
const METHOD = 'id type brand label last4 expMonth expYear isDefault';

export interface InvoiceData {
  id: string;
  kind: 'invoice' | 'credit_memo';
  number: string;
  issuedAt: string;
  total: Money;
  pdfUrl: string;
  relatesTo: string | null;
}

export interface BillingData {
  paymentMethods: PaymentMethodData[];
  studentInvoices: InvoiceData[];
}
export const BILLING = gql<BillingData, Record<string, never>>(`
  query Billing {
    paymentMethods { ${METHOD} }
    studentInvoices { id kind number issuedAt total { ${MONEY} } pdfUrl relatesTo }
  }
`);

export const SET_DEFAULT_METHOD = gql<{ setDefaultPaymentMethod: PaymentMethodData[] }, { id: string }>(
  `mutation SetDefaultPaymentMethod($id: ID!) { setDefaultPaymentMethod(id: $id) { ${METHOD} } }`,
);
export const REMOVE_METHOD = gql<{ removePaymentMethod: PaymentMethodData[] }, { id: string }>(
  `mutation RemovePaymentMethod($id: ID!) { removePaymentMethod(id: $id) { ${METHOD} } }`,
);

export interface NewPaymentMethodInput {
  type: 'card' | 'paypal' | 'sepa_debit';
  card?: { number: string; expMonth: number; expYear: number; cvc: string; postalCode?: string; holderName?: string };
  paypalEmail?: string;
  iban?: string;
  accountHolder?: string;
  setDefault?: boolean;
}
export const ADD_METHOD = gql<{ addPaymentMethod: PaymentMethodData }, { input: NewPaymentMethodInput; key: string }>(
  `mutation AddPaymentMethod($input: PaymentMethodInput!, $key: String!) { addPaymentMethod(input: $input, idempotencyKey: $key) { ${METHOD} } }`,
);
