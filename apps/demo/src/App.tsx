import { DubKitProvider } from '@dubkit/widgets';
import type { RouteObject } from 'react-router';
import { type createBrowserRouter, RouterProvider } from 'react-router';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <DubKitProvider>
      <RouterProvider router={router} />
    </DubKitProvider>
  );
}

export type { RouteObject };
