/** The example partner `npm start` seeds (its publishable key is public) and its backend's token route. */
export const PARTNER = {
  publishableKey: 'pk_example_partner_site',
  tokenEndpoint: '/partner-example/token',
} as const;
