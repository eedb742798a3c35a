import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

const PhoneChannelsFields = graphql(`
  fragment PhoneChannelsFields on PhoneChannels {
    phoneNumber verified codeExpiresAt smsReminders whatsappReminders smsRefused whatsappRefused smsAvailable whatsappAvailable
  }
`);
export type PhoneChannels = ResultOf<typeof PhoneChannelsFields>;

export const PHONE_CHANNELS = graphql(
  `
  query PhoneChannels { phoneChannels { ...PhoneChannelsFields } }
`,
  [PhoneChannelsFields],
);

export const SEND_PHONE_CODE = graphql(
  `
  mutation SendPhoneVerificationCode { sendPhoneVerificationCode { ...PhoneChannelsFields } }
`,
  [PhoneChannelsFields],
);

export const VERIFY_PHONE = graphql(
  `
  mutation VerifyPhoneNumber($input: PhoneCodeInput!) { verifyPhoneNumber(input: $input) { ...PhoneChannelsFields } }
`,
  [PhoneChannelsFields],
);

export const UPDATE_PHONE_REMINDERS = graphql(
  `
  mutation UpdatePhoneReminders($input: PhoneRemindersInput!) { updatePhoneReminders(input: $input) { ...PhoneChannelsFields } }
`,
  [PhoneChannelsFields],
);

/** The state has no id: urql refetches it by typename after each mutation (and after the number changes). */
export const PHONE_CHANNELS_TYPENAMES = { additionalTypenames: ['PhoneChannels', 'AccountDetails', 'TeacherAccount'] };
