import type { SessionAuth } from '@dubkit/sdk-core';
import { type Brand, DubKitProvider } from '@dubkit/widgets';
import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';

export interface SiteOptions {
  /** Where the login lives; browser storage by default. */
  auth?: SessionAuth;
  brand?: Brand;
  /** The API transport (tests answer from fixtures). */
  fetch?: typeof globalThis.fetch;
}

/** DubKit inside the router: widgets navigate through react-router instead of reloading the page. */
export function SiteRoot({ auth, brand, fetch }: SiteOptions) {
  const routerNavigate = useNavigate();
  const navigate = useCallback((to: string) => void routerNavigate(to), [routerNavigate]);
  return (
    <DubKitProvider auth={auth} brand={brand} fetch={fetch} onNavigate={navigate}>
      <Outlet />
    </DubKitProvider>
  );
}
