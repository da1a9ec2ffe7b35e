import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { authRoutes, legalRoutes } from '../features/auth/auth-routes';
import { requestToaster } from '../lib/toaster-request';
import { RouteError } from './errors/route-error';
import { PublicLayout } from './layout/public-layout';
import { lazyRoute, loadLazyRoutes } from './lazy-route';
import { NotFoundPage } from './not-found-page';

/** Route ids the screens are attached under once loaded. */
const SCREENS_ID = 'screens';
const ACCOUNT_ID = 'account';

type ReviewSection = 'analytics' | 'trading' | 'orders';

/** Trading, analytics and orders wait for the operator's review of the company (spec §1). */
async function reviewed(section: ReviewSection, load: Promise<RouteObject>): Promise<RouteObject> {
  const [{ ReviewGate }, route] = await Promise.all([import('../features/account'), load]);
  return { element: <ReviewGate section={section} />, children: [route] };
}

/**
 * The screens of spec §2 behind the account gate, by first path segment. Each screen's
 * code (and the libraries only it uses) is fetched the first time one of its paths is visited, so
 * the sign-in page and every other screen download only what they show.
 */
const ACCOUNT_SCREENS: Record<string, () => Promise<RouteObject>> = {
  analytics: () =>
    reviewed(
      'analytics',
      import('../features/analytics/routes/analytics.route').then((m) => m.analyticsRoute),
    ),
  trading: () =>
    reviewed(
      'trading',
      import('../features/trading/routes/trading.route').then((m) => m.tradingRoute),
    ),
  orders: () =>
    reviewed(
      'orders',
      import('../features/orders/routes/orders.route').then((m) => m.ordersRoute),
    ),
  subscriptions: () =>
    import('../features/subscriptions/routes/subscriptions.route').then((m) => m.subscriptionsRoute),
  notifications: () =>
    import('../features/notifications/routes/notifications.route').then((m) => m.notificationsRoute),
  settings: () => import('../features/settings/routes/settings.route').then((m) => m.settingsRoute),
  integrations: () => import('../features/integrations/routes/consent.route').then((m) => m.consentRoute),
};

/**
 * Home is the index route: '/' matches the shell by itself, so discovery would never be asked for
 * it. Its screen is loaded by the router's own `lazy` instead.
 */
const homeRoute = lazyRoute({ index: true }, () =>
  import('../features/home/routes/home.route').then((m) => m.homeRoute),
);

/** First steps come before the account gate: unfinished first steps are where the gate sends you. */
const loadFirstSteps = () =>
  import('../features/onboarding/routes/first-steps.route').then((m) => m.firstStepsRoute);

/**
 * The router's lazy route discovery: a path not matched yet (or matched only by the not-found
 * route) loads the screen it belongs to and attaches it; an unknown path loads nothing.
 */
export const discoverScreens: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const segment = path.split('/')[1] ?? '';
  if (segment === 'first-steps') {
    patch(SCREENS_ID, [await loadFirstSteps()]);
    return;
  }
  const load = Object.hasOwn(ACCOUNT_SCREENS, segment) ? ACCOUNT_SCREENS[segment] : undefined;
  if (load) patch(ACCOUNT_ID, [await load()]);
};

/**
 * Fetches the shell and every screen now instead of on first visit: for tests, whose first render
 * would otherwise spend its wait compiling modules.
 */
export async function loadAllScreens(): Promise<void> {
  await Promise.all([
    import('./layout/app-layout'),
    import('./session/require-session'),
    import('./session/signed-in-queries'),
    loadLazyRoutes(),
    loadFirstSteps(),
    ...Object.values(ACCOUNT_SCREENS).map((load) => load()),
  ]);
}

/** Options every router of the app's routes needs (the browser's and the tests' memory routers). */
export const routerOptions = { patchRoutesOnNavigation: discoverScreens };

/**
 * Every screen of spec §2 inside the layout, for signed-in users; the authentication screens and
 * the legal pages outside it. A failing screen shows its error inside the shell (pathless route's
 * errorElement); only a failing shell falls back to the full-page error. The shell itself is
 * loaded only for a signed-in visit, so the sign-in page never downloads it.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => {
      requestToaster(); // signed-in screens show toasts
      const [{ AppLayout }, { RequireSession }, { SignedInQueries }] = await Promise.all([
        import('./layout/app-layout'),
        import('./session/require-session'),
        import('./session/signed-in-queries'),
      ]);
      return {
        element: (
          <SignedInQueries>
            <RequireSession>
              <AppLayout />
            </RequireSession>
          </SignedInQueries>
        ),
      };
    },
    HydrateFallback: PageLoader,
    errorElement: <RouteError fullPage />,
    children: [
      {
        id: SCREENS_ID,
        errorElement: <RouteError />,
        children: [
          {
            // Unfinished first steps come first; trading, analytics and orders wait for the review.
            id: ACCOUNT_ID,
            lazy: async () => ({ Component: (await import('../features/account')).AccountGate }),
            children: [homeRoute, { path: '*', Component: NotFoundPage }],
          },
        ],
      },
    ],
  },
  {
    Component: PublicLayout,
    HydrateFallback: PageLoader,
    errorElement: <RouteError fullPage />,
    children: [...authRoutes, ...legalRoutes],
  },
];
