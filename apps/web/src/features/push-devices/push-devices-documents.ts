import { graphql } from '../../shared/graphql/graphql.ts';

export const PUSH_DEVICES = graphql(`
  query PushDevices {
    pushPublicKey
    pushDevices { id label endpoint createdAt lastUsedAt }
  }
`);

export const SUBSCRIBE_PUSH = graphql(`
  mutation SubscribePush($input: PushSubscriptionInput!) {
    subscribePush(input: $input) { id label endpoint createdAt lastUsedAt }
  }
`);

export const REMOVE_PUSH_DEVICE = graphql(`
  mutation RemovePushDevice($id: ID!) {
    removePushDevice(id: $id)
  }
`);

/** The list refetches by typename after either change. */
export const PUSH_DEVICE_TYPENAMES = { additionalTypenames: ['PushDevice'] };
