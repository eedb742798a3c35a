import { graphql, type ResultOf } from '../../../shared/graphql/graphql.ts';

const AccountFields = graphql(
  `
  fragment AccountFields on AccountDetails {
    id email pendingEmail verified hasPassword firstName lastName studentId photoUrl countryCode phoneNumber whatsappNumber
    invoiceAddress { name company line1 line2 postalCode city country vatId }
  }
`,
);

/** account/settings/account: everything the page shows. */
export const ACCOUNT_DETAILS = graphql(
  `
  query AccountDetails { accountDetails { ...AccountFields } }
`,
  [AccountFields],
);
export type AccountDetails = ResultOf<typeof AccountFields>;

export const UPDATE_ACCOUNT_NAME = graphql(
  `
  mutation UpdateAccountName($input: AccountNameInput!) { updateAccountName(input: $input) { ...AccountFields } }
`,
  [AccountFields],
);

export const UPDATE_PHONE_NUMBERS = graphql(
  `
  mutation UpdatePhoneNumbers($input: PhoneNumbersInput!) { updatePhoneNumbers(input: $input) { ...AccountFields } }
`,
  [AccountFields],
);

export const REQUEST_EMAIL_CHANGE = graphql(
  `
  mutation RequestEmailChange($input: EmailChangeInput!) { requestEmailChange(input: $input) { ...AccountFields } }
`,
  [AccountFields],
);

export const CONFIRM_EMAIL_CHANGE = graphql(
  `
  mutation ConfirmEmailChange($token: String!) { confirmEmailChange(token: $token) { ...AccountFields } }
`,
  [AccountFields],
);

export const CHANGE_PASSWORD = graphql(
  `
  mutation ChangePassword($input: PasswordChangeInput!) { changePassword(input: $input) }
`,
);

/** Accounts without a password (social sign-in only): the first one comes through an e-mailed link. */
export const REQUEST_PASSWORD_SET_LINK = graphql(
  `
  mutation RequestPasswordSetLink { requestPasswordSetLink }
`,
);

export const UPDATE_INVOICE_ADDRESS = graphql(
  `
  mutation UpdateInvoiceAddress($input: InvoiceAddressInput!) { updateInvoiceAddress(input: $input) { ...AccountFields } }
`,
  [AccountFields],
);

export const REMOVE_INVOICE_ADDRESS = graphql(
  `
  mutation RemoveInvoiceAddress { removeInvoiceAddress { ...AccountFields } }
`,
  [AccountFields],
);

export const REMOVE_AVATAR = graphql(
  `
  mutation RemoveAvatar { removeAvatar { ...AccountFields } }
`,
  [AccountFields],
);

/** Mutations return the record, so urql's document cache refetches the page's query by this typename. */
export const ACCOUNT_TYPENAMES = { additionalTypenames: ['AccountDetails'] };
