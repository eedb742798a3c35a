import { type EnumOf, graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

// The back office's commerce pages (issue 19): promo codes, packages, payments, referrals.

export type CouponState = EnumOf<'CouponState'>;
export type PaymentList = EnumOf<'AdminPaymentList'>;
export type ReferralStatus = EnumOf<'ReferralStatus'>;

const AdminCouponFields = graphql(`
  fragment AdminCouponFields on AdminCoupon {
    id code description percentOff amountOff { amount currency } lifetime newUsersOnly forOneStudent
    validUntil maxRedemptions redemptions active state createdAt
  }
`);

export const ADMIN_COUPONS = graphql(
  `
  query AdminCoupons($search: String, $state: CouponState, $offset: Int) {
    adminCoupons(search: $search, state: $state, limit: 20, offset: $offset) { total coupons { ...AdminCouponFields } }
  }
`,
  [AdminCouponFields],
);
export type AdminCoupon = ResultOf<typeof ADMIN_COUPONS>['adminCoupons']['coupons'][number];

export const CREATE_COUPON = graphql(`
  mutation AdminCreateCouponForm($input: CouponInput!) { adminCreateCoupon(input: $input) { code } }
`);

export const UPDATE_COUPON = graphql(
  `
  mutation AdminUpdateCoupon($id: ID!, $active: Boolean, $validUntil: DateTime, $clearValidUntil: Boolean, $maxRedemptions: Int, $clearMaxRedemptions: Boolean) {
    adminUpdateCoupon(id: $id, active: $active, validUntil: $validUntil, clearValidUntil: $clearValidUntil, maxRedemptions: $maxRedemptions, clearMaxRedemptions: $clearMaxRedemptions) {
      ...AdminCouponFields
    }
  }
`,
  [AdminCouponFields],
);

export const ADMIN_CATALOGUE = graphql(`
  query AdminCatalogue {
    adminCatalogue {
      id name slug type planType section groupCredits privateCredits recurrenceWeeks durationWeeks withTrial
      prices { amount currency } sold active
    }
  }
`);
export type AdminPackage = ResultOf<typeof ADMIN_CATALOGUE>['adminCatalogue'][number];

export const SET_PACKAGE_ACTIVE = graphql(`
  mutation AdminSetPackageActive($variantId: ID!, $active: Boolean!) { adminSetPackageActive(variantId: $variantId, active: $active) { id active } }
`);

export const ADMIN_PAYMENTS = graphql(`
  query AdminPayments($list: AdminPaymentList!, $from: DateTime, $to: DateTime, $offset: Int) {
    adminPayments(list: $list, from: $from, to: $to, limit: 20, offset: $offset) {
      total
      payments { id occurredAt student { id name email } product amount { amount currency } status errorCode errorMessage }
    }
  }
`);
export type AdminPayment = ResultOf<typeof ADMIN_PAYMENTS>['adminPayments']['payments'][number];

export const ADMIN_REFERRALS = graphql(`
  query AdminReferrals($status: ReferralStatus, $offset: Int) {
    adminReferrals(status: $status, limit: 20, offset: $offset) {
      total
      referrals { id createdAt referrer { id name email } friend { id name email } purchase { amount currency } status rewardAt rewardedAt }
    }
  }
`);

/** Queries a commerce change makes stale. */
export const COMMERCE_TYPENAMES = { additionalTypenames: ['AdminCoupon', 'AdminCouponPage', 'AdminPackage'] };

// Price changes (001 §9, decision 105).
export type PriceChangeStatus = EnumOf<'PriceChangeStatus'>;

const PriceChangeFields = graphql(`
  fragment PriceChangeFields on PriceChange {
    id variantId variantName currency oldPrice { amount currency } newPrice { amount currency }
    effectiveAt announcedAt cancelledAt status subscribers applied
  }
`);

export const PRICE_CHANGES = graphql(
  `
  query AdminPriceChanges { adminPriceChanges { ...PriceChangeFields } adminEarliestPriceChange }
`,
  [PriceChangeFields],
);
export type PriceChange = ResultOf<typeof PRICE_CHANGES>['adminPriceChanges'][number];

export const PRICE_CHANGE_PREVIEW = graphql(`
  query AdminPriceChangePreview($input: PriceChangeInput!) {
    adminPriceChangePreview(input: $input) {
      currency oldPrice { amount currency } newPrice { amount currency } subscribers deferred lastAppliesFrom
    }
  }
`);
export type PriceChangePreviewLine = ResultOf<typeof PRICE_CHANGE_PREVIEW>['adminPriceChangePreview'][number];

export const SCHEDULE_PRICE_CHANGE = graphql(
  `
  mutation AdminSchedulePriceChange($input: PriceChangeInput!) { adminSchedulePriceChange(input: $input) { ...PriceChangeFields } }
`,
  [PriceChangeFields],
);

export const CANCEL_PRICE_CHANGE = graphql(
  `
  mutation AdminCancelPriceChange($id: ID!) { adminCancelPriceChange(id: $id) { ...PriceChangeFields } }
`,
  [PriceChangeFields],
);

/** Queries a price change makes stale (the list; the packages' prices change at the date). */
export const PRICE_CHANGE_TYPENAMES = { additionalTypenames: ['PriceChange', 'AdminPackage'] };
