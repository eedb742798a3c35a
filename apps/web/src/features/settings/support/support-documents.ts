import { graphql } from '../../../shared/graphql/graphql.ts';

/** "Export my data": the server mails a 48-hour download link (decision 057). */
export const REQUEST_DATA_EXPORT = graphql(`
  mutation RequestDataExport { requestDataExport { sentTo expiresAt } }
`);
