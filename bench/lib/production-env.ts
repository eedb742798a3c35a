/**
 * Imported first by the benches that run the app in their own process (decision 093): the app is
 * built with NODE_ENV=production in its config, but graphql-js reads process.env.NODE_ENV when it
 * is loaded. Without this the bench ran graphql-js's development checks (instanceOf looks up the
 * class name of every failed type test), which the production server, started with
 * NODE_ENV=production, never runs.
 */
process.env.NODE_ENV ??= 'production';
