/** The example partner `npm start` seeds (its publishable key is public) and its backend's token route. */
export const PARTNER = {
  publishableKey: 'pk_example_partner_site',
  tokenEndpoint: '/partner-example/token',
} as const;

/** What the page says when its token route asks the reader to wait (the widgets' own toast says to refresh). */
export const tokenNotice = (status: number | undefined) => (status === 429 ? '访问过于频繁，请稍后再试' : '');
