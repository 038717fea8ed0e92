import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { clientPortalPaths, lockedPaths, type MarketerPath, marketerPaths, type PublicPath, publicPaths, publicSitePaths } from '../../../common/routes';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { ClientGuard } from './guards/client-guard';
import { MarketerGuard } from './guards/marketer-guard';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

/**
 * Every route of spec section 2, generated from the lists in common/routes.ts. The entry chunk
 * holds only this file, the providers and the guards; layouts and screens are lazy route
 * modules (each exports `Component`), so a public page never downloads workspace code. The
 * public website's pages are prerendered HTML the server answers; here they only hand over to it.
 */

/** Account screens of the public list (common/routes.ts `publicAppPaths` without the callback). */
const accountScreens = {
  '/login': () => import('./routes/login-route'),
  '/signup': () => import('./routes/signup-route'),
  '/set-password': () => import('./routes/set-password-route'),
  '/onboarding': () => import('./routes/onboarding-route'),
} satisfies Partial<Record<PublicPath, RouteObject['lazy']>>;

function isAccountScreen(path: PublicPath): path is keyof typeof accountScreens {
  return path in accountScreens;
}

function marketerScreen(path: MarketerPath): RouteObject['lazy'] {
  if (path === '/dashboard') return () => import('./routes/dashboard-route');
  if (path === '/settings') return () => import('./routes/settings-route');
  if (path === '/accounts') return () => import('./routes/accounts-route');
  if (path === '/checklists') return () => import('./routes/checklists-route');
  if ((lockedPaths as readonly string[]).includes(path)) return () => import('./routes/locked-screen-route');
  return () => import('./routes/workspace-screen-route');
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteErrorScreen,
    children: [
      ...publicSitePaths.map((path) => ({ path, lazy: () => import('./routes/site-page-route') })),
      {
        lazy: () => import('./layouts/public-layout'),
        children: [{ path: '/canva/callback', lazy: () => import('./routes/canva-callback-route') }],
      },
      ...publicPaths.filter(isAccountScreen).map((path) => ({ path, lazy: accountScreens[path] })),
      {
        Component: ClientGuard,
        children: clientPortalPaths.map((path) => ({ path, lazy: () => import('./routes/client-portal-route') })),
      },
      {
        Component: MarketerGuard,
        children: [
          {
            lazy: () => import('./layouts/workspace-layout'),
            children: marketerPaths.map((path) => ({ path, lazy: marketerScreen(path) })),
          },
        ],
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
