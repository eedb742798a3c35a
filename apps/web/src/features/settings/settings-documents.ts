import { graphql } from '../../shared/graphql/graphql.ts';

/** A student's learning settings (account/settings/learning); the settings work will add to them. */
export const LEARNING_SETTINGS = graphql(`
  query LearningSettings { learningSettings { audioRecordingConsent } }
`);

export const SET_AUDIO_RECORDING_CONSENT = graphql(`
  mutation SetAudioRecordingConsent($consent: Boolean!) { setAudioRecordingConsent(consent: $consent) { audioRecordingConsent } }
`);

/** The settings object has no id: urql's cache refetches it by its typename after the mutation. */
export const SETTINGS_TYPENAMES = { additionalTypenames: ['LearningSettings'] };
