import { graphql } from '../../../shared/graphql/graphql.ts';

export const CALENDAR_SETTINGS = graphql(`
  query CalendarSettings {
    calendarSettings {
      feed { id status url lastSyncedAt }
      accounts { id type status email connectedAt }
      providers
    }
  }
`);

export const CALENDAR_AUTHORIZATION_URL = graphql(`
  mutation CalendarAuthorizationUrl($provider: CalendarProvider!) { calendarAuthorizationUrl(provider: $provider) }
`);

export const DISCONNECT_CALENDAR = graphql(`
  mutation DisconnectCalendar($provider: CalendarProvider!) { disconnectCalendar(provider: $provider) }
`);

export const REGENERATE_FEED_URL = graphql(`mutation RegenerateFeedUrl { regenerateCalendarUrl }`);

export const CALENDAR_TYPENAMES = { additionalTypenames: ['CalendarSettings', 'CalendarAccount', 'CalendarFeed'] };
