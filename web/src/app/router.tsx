import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import {
  clientPortalPaths,
  lockedPaths,
  type MarketerPath,
  marketerPaths,
  type PublicPath,
  publicFormPath,
  reviewLinkPath,
  publicPaths,
  publicSitePaths,
} from '../../../common/routes';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { type LazyNamespace, loadNamespace } from '../lib/i18n';
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

/** A lazy route module that also loads the texts it needs (lazy namespaces), so its first render has them. */
function withTexts<M>(load: () => Promise<M>, ...namespaces: LazyNamespace[]): () => Promise<M> {
  return () => Promise.all([load(), loadNamespace(namespaces)]).then(([module]) => module);
}

/** Account screens of the public list (common/routes.ts `publicAppPaths` without the callback). */
const accountScreens = {
  '/login': withTexts(() => import('./routes/login-route'), 'auth', 'public', 'signup', 'errors'),
  '/signup': withTexts(() => import('./routes/signup-route'), 'auth', 'public', 'signup', 'errors'),
  '/set-password': withTexts(() => import('./routes/set-password-route'), 'auth', 'public', 'signup', 'errors'),
  '/onboarding': withTexts(() => import('./routes/onboarding-route'), 'auth', 'public', 'onboarding', 'errors'),
} satisfies Partial<Record<PublicPath, RouteObject['lazy']>>;

function isAccountScreen(path: PublicPath): path is keyof typeof accountScreens {
  return path in accountScreens;
}

function marketerScreen(path: MarketerPath): RouteObject['lazy'] {
  if (path === '/dashboard') return () => import('./routes/dashboard-route');
  if (path === '/settings') return withTexts(() => import('./routes/settings-route'), 'security', 'auth', 'errors');
  // The notes' and checklists' conversations show mentions: their texts come with the screen.
  if (path === '/accounts') return withTexts(() => import('./routes/accounts-route'), 'mentions', 'errors');
  if (path === '/checklists') return withTexts(() => import('./routes/checklists-route'), 'mentions', 'errors');
  // The clients' screens show the portal as a client sees it ("Bekijk als klant"): its texts come too.
  if (path === '/clients') return withTexts(() => import('./routes/clients-route'), 'clients', 'portal', 'formFill', 'files', 'errors');
  // /calender and /calendar: the same screen (FullCalendar comes with it, never with the shell); its
  // form sidebar shows answers and their files through the form renderer's AnswerSummary.
  if (path === '/calender' || path === '/calendar')
    return withTexts(() => import('./routes/calendar-route'), 'calendar', 'forms', 'formFill', 'files', 'errors');
  // /forms: the company's forms and their submissions (issue 35), answers through AnswerSummary.
  if (path === '/forms') return withTexts(() => import('./routes/forms-route').then((route) => route.loadFormsRoute()), 'forms', 'formFill', 'files', 'errors');
  // The form builder (issue 35) and its texts load with its route, never with the shell; its preview
  // is the form renderer, whose texts come too.
  if (path === '/form-builder') return withTexts(() => import('./routes/form-builder-route'), 'formBuilder', 'formFill', 'files', 'errors');
  // Creative review (issue 36): the viewer, pdf.js and the ad previews come with the route, never with the shell.
  if (path === '/creatives') return withTexts(() => import('./routes/creatives-route'), 'creatives', 'files', 'mentions', 'errors');
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
        lazy: withTexts(() => import('./layouts/public-layout'), 'public'),
        children: [{ path: '/canva/callback', lazy: () => import('./routes/canva-callback-route') }],
      },
      ...publicPaths.filter(isAccountScreen).map((path) => ({ path, lazy: accountScreens[path] })),
      // A form's public link: no guard (a visitor and a signed-in user both fill it in); the captcha's texts are the sign-in screens'.
      { path: publicFormPath, lazy: withTexts(() => import('./routes/public-form-route'), 'formFill', 'files', 'auth', 'errors') },
      // An e-mail review link (issue 36): no guard; the token is the proof.
      { path: reviewLinkPath, lazy: withTexts(() => import('./routes/review-link-route'), 'creatives', 'errors') },
      {
        Component: ClientGuard,
        children: clientPortalPaths.map((path) => ({
          path,
          lazy: withTexts(() => import('./routes/client-portal-route'), 'portal', 'formFill', 'files', 'errors'),
        })),
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
