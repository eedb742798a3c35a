import { type EnumOf, graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** docs/api/commerce.graphql: subscriptions, payment methods and invoices. */
export type Currency = EnumOf<'Currency'>;
export type DisplayState = EnumOf<'SubscriptionDisplayState'>;
export type CancelReason = EnumOf<'CancelReason'>;

const MoneyFields = graphql(`
  fragment MembershipMoneyFields on Money { amount amountInMajor currency }
`);

/** What the lifecycle actions may do now (001 §4); the buttons are chosen from these. */
const SubscriptionFlagsFields = graphql(`
  fragment SubscriptionFlagsFields on Subscription {
    canPause canCancelPause canUnpause canCancel canReactivate canChange canRollover canSkipTrial canCancelTrial
    canResumeCharges canDelayStart canCancelDelay canDelete canStartNow canWithdraw
  }
`);
export type SubscriptionFlags = ResultOf<typeof SubscriptionFlagsFields>;

const SubscriptionFields = graphql(
  `
  fragment SubscriptionFields on Subscription {
    id type status displayState displayName
    package { id type groupCredits privateCredits recurrenceIntervalWeeks }
    isInTrial trialEndsAt trialCreditKind activatedAt startsAt currentPeriodStart currentPeriodEnd nextPaymentDate expiresAt
    price { ...MembershipMoneyFields } couponCode
    paymentMethod { id label }
    pause { id status dateFrom dateTo numberOfDays endDate unpauseDate }
    sprint { id name startDate endDate }
    cancelledAt originalStartsAt
    lastTransaction { id paymentStatus errorCode errorMessage amount { ...MembershipMoneyFields } }
    ...SubscriptionFlagsFields
    purchaseId
  }
`,
  [MoneyFields, SubscriptionFlagsFields],
);
export type SubscriptionData = ResultOf<typeof SubscriptionFields>;
export type PauseData = NonNullable<SubscriptionData['pause']>;

const SubscriptionsFields = graphql(
  `
  fragment SubscriptionsFields on Subscriptions {
    current { ...SubscriptionFields }
    latest { ...SubscriptionFields }
    next { ...SubscriptionFields }
  }
`,
  [SubscriptionFields],
);

export const SUBSCRIPTIONS = graphql(
  `
  query MembershipSubscriptions { subscriptions { ...SubscriptionsFields } }
`,
  [SubscriptionsFields],
);

export const MEMBERSHIP_CONFIG = graphql(`
  query MembershipConfig { commerceConfig { maxPauseWeeks withdrawalDays periodWeeks } cancelReasons }
`);

export const PLAN_OPTIONS = graphql(
  `
  query MembershipPlans($currency: Currency) {
    packages(currency: $currency, store: subscriptions) {
      id type displayName groupCredits privateCredits isCurrent subTotal { ...MembershipMoneyFields }
    }
  }
`,
  [MoneyFields],
);

/** Every list a lifecycle action can change. */
export const MEMBERSHIP_TYPENAMES = {
  additionalTypenames: ['Subscription', 'Subscriptions', 'CreditsInfo', 'Purchase', 'PaymentMethod', 'Invoice'],
};

const PaymentResultFields = graphql(`
  fragment MembershipPaymentResultFields on PaymentResult { status purchase { id type } transaction { errorCode errorMessage } }
`);
export type PaymentResultData = ResultOf<typeof PaymentResultFields>;

export const SKIP_TRIAL = graphql(
  `mutation SkipTrial($id: ID!, $key: String!) {
    skipTrial(subscriptionId: $id, idempotencyKey: $key) { ...MembershipPaymentResultFields }
  }`,
  [PaymentResultFields],
);
export const CANCEL_TRIAL = graphql(`mutation CancelTrial($id: ID!) { cancelTrial(subscriptionId: $id) { ...SubscriptionFields } }`, [
  SubscriptionFields,
]);
export const SCHEDULE_PAUSE = graphql(
  `mutation SchedulePause($id: ID!, $from: DateTime!, $to: DateTime!, $accept: Boolean!) {
    schedulePause(subscriptionId: $id, dateFrom: $from, dateTo: $to, acceptClassCancellation: $accept) { ...SubscriptionFields }
  }`,
  [SubscriptionFields],
);
export const CANCEL_SCHEDULED_PAUSE = graphql(
  `mutation CancelScheduledPause($id: ID!) { cancelScheduledPause(subscriptionId: $id) { ...SubscriptionFields } }`,
  [SubscriptionFields],
);
export const UNPAUSE = graphql(`mutation Unpause($id: ID!) { unpauseSubscription(subscriptionId: $id) { ...SubscriptionFields } }`, [
  SubscriptionFields,
]);
export const CANCEL_SUBSCRIPTION = graphql(
  `mutation CancelSubscription($id: ID!, $reasons: [CancelReason!]!, $feedback: String) {
    cancelSubscription(subscriptionId: $id, reasons: $reasons, feedback: $feedback) { ...SubscriptionFields }
  }`,
  [SubscriptionFields],
);
export const REACTIVATE = graphql(
  `mutation Reactivate($id: ID!, $key: String!) {
    reactivateSubscription(subscriptionId: $id, idempotencyKey: $key) { ...MembershipPaymentResultFields }
  }`,
  [PaymentResultFields],
);
export const ROLLOVER = graphql(
  `mutation Rollover($id: ID!, $variantId: ID!, $key: String!) {
    rolloverSubscription(subscriptionId: $id, variantId: $variantId, idempotencyKey: $key) { ...MembershipPaymentResultFields }
  }`,
  [PaymentResultFields],
);
export const CHANGE_PLAN = graphql(
  `mutation ChangePlan($id: ID!, $variantId: ID!) {
    changeSubscription(subscriptionId: $id, variantId: $variantId) { ...SubscriptionsFields }
  }`,
  [SubscriptionsFields],
);
export const DELAY_NEXT = graphql(
  `mutation DelayNext($id: ID!, $startsAt: DateTime!) {
    delayNextSubscription(subscriptionId: $id, startsAt: $startsAt) { ...SubscriptionsFields }
  }`,
  [SubscriptionsFields],
);
export const CANCEL_DELAY = graphql(
  `mutation CancelDelay($id: ID!) { cancelDelayedStart(subscriptionId: $id) { ...SubscriptionsFields } }`,
  [SubscriptionsFields],
);
export const DELETE_NEXT = graphql(
  `mutation DeleteNext($id: ID!) { deleteNextSubscription(subscriptionId: $id) { ...SubscriptionsFields } }`,
  [SubscriptionsFields],
);
export const RESUME_CHARGES = graphql(
  `mutation ResumeCharges($id: ID!, $key: String!) {
    resumeCharges(subscriptionId: $id, idempotencyKey: $key) { ...MembershipPaymentResultFields }
  }`,
  [PaymentResultFields],
);
export const WITHDRAW = graphql(
  `mutation Withdraw($purchaseId: ID!, $key: String!) { withdrawPurchase(purchaseId: $purchaseId, idempotencyKey: $key) { id status } }`,
);

/** The banner's small question: does the current plan need the student's attention? */
export const ATTENTION = graphql(`
  query PaymentAttention { subscriptions { current { id displayState canResumeCharges lastTransaction { errorCode errorMessage } } } }
`);

const PaymentMethodFields = graphql(`
  fragment MembershipPaymentMethodFields on PaymentMethod { id type brand label last4 expMonth expYear isDefault }
`);
export type PaymentMethodData = ResultOf<typeof PaymentMethodFields>;

export const BILLING = graphql(
  `
  query Billing {
    paymentMethods { ...MembershipPaymentMethodFields }
    studentInvoices { id kind number issuedAt total { ...MembershipMoneyFields } pdfUrl relatesTo }
  }
`,
  [PaymentMethodFields, MoneyFields],
);

export const SET_DEFAULT_METHOD = graphql(
  `mutation SetDefaultPaymentMethod($id: ID!) { setDefaultPaymentMethod(id: $id) { ...MembershipPaymentMethodFields } }`,
  [PaymentMethodFields],
);
export const REMOVE_METHOD = graphql(
  `mutation RemovePaymentMethod($id: ID!) { removePaymentMethod(id: $id) { ...MembershipPaymentMethodFields } }`,
  [PaymentMethodFields],
);

export const ADD_METHOD = graphql(
  `mutation AddPaymentMethod($input: PaymentMethodInput!, $key: String!) {
    addPaymentMethod(input: $input, idempotencyKey: $key) { ...MembershipPaymentMethodFields }
  }`,
  [PaymentMethodFields],
);

/** What a lifecycle change would cost (credits lapsing, classes cancelled, charge, refund); nothing changes. */
export const ACTION_PREVIEW = graphql(
  `
  query SubscriptionActionPreview(
    $id: ID!
    $action: SubscriptionPreviewAction!
    $dateFrom: DateTime
    $dateTo: DateTime
    $variantId: ID
    $startsAt: DateTime
  ) {
    subscriptionActionPreview(
      subscriptionId: $id
      action: $action
      dateFrom: $dateFrom
      dateTo: $dateTo
      variantId: $variantId
      startsAt: $startsAt
    ) {
      action effectiveAt membershipEndsAt nextPaymentDate nextPlanDeleted
      charge { ...MembershipMoneyFields } refund { ...MembershipMoneyFields }
      creditsLapsing { kind count lapsesAt validUntil }
      classesCancelled creditsBack creditsLost
    }
  }
`,
  [MoneyFields],
);
export type PreviewAction = EnumOf<'SubscriptionPreviewAction'>;
export type ActionPreviewData = ResultOf<typeof ACTION_PREVIEW>['subscriptionActionPreview'];
