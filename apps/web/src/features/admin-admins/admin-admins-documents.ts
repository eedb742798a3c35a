import { type EnumOf, graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

// The back office's admins page (decision 105): the list with each admin's role, and the changes
// a full admin may make to the others.

export type AdminRole = EnumOf<'AdminRole'>;

const AdminAccountFields = graphql(`
  fragment AdminAccountFields on AdminAccount { id email firstName lastName role createdAt lastSignInAt invitationPending isMe }
`);

export const ADMIN_ACCOUNTS = graphql(
  `
  query AdminAccounts { adminAccounts { ...AdminAccountFields } adminMyRole }
`,
  [AdminAccountFields],
);
export type AdminAccount = ResultOf<typeof ADMIN_ACCOUNTS>['adminAccounts'][number];

export const CREATE_ADMIN = graphql(
  `
  mutation AdminCreateAdminForm($input: CreateAdminInput!) { adminCreateAdmin(input: $input) { ...AdminAccountFields } }
`,
  [AdminAccountFields],
);

export const SET_ADMIN_ROLE = graphql(
  `
  mutation AdminSetAdminRole($userId: ID!, $role: AdminRole!) { adminSetAdminRole(userId: $userId, role: $role) { ...AdminAccountFields } }
`,
  [AdminAccountFields],
);

export const REMOVE_ADMIN = graphql(`
  mutation AdminRemoveAdmin($userId: ID!) { adminRemoveAdmin(userId: $userId) }
`);

export const RESEND_ADMIN_INVITATION = graphql(
  `
  mutation AdminResendAdminInvitation($userId: ID!) { adminResendAdminInvitation(userId: $userId) { ...AdminAccountFields } }
`,
  [AdminAccountFields],
);

export const CREATE_TEST_ADMIN = graphql(
  `
  mutation AdminCreateTestAdmin($role: AdminRole!) { adminCreateTestAdmin(role: $role) { password admin { ...AdminAccountFields } } }
`,
  [AdminAccountFields],
);

/** Queries an admin change makes stale (a removal answers an id only). */
export const ADMIN_TYPENAMES = { additionalTypenames: ['AdminAccount'] };
