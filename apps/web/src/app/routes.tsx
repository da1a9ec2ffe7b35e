import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { analyticsRoute } from '../features/analytics/routes/analytics.route';
import { authRoutes, legalRoutes } from '../features/auth/auth-routes';
import { homeRoute } from '../features/home/routes/home.route';
import { notificationsRoute } from '../features/notifications/routes/notifications.route';
import { ordersRoute } from '../features/orders/routes/orders.route';
import { settingsRoute } from '../features/settings/routes/settings.route';
import { subscriptionsRoute } from '../features/subscriptions/routes/subscriptions.route';
import { tradingRoute } from '../features/trading/routes/trading.route';
import { RouteError } from './errors/route-error';
import { AppLayout } from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';
import { NotFoundPage } from './not-found-page';
import { RequireSession } from './session/require-session';

/**
 * Every screen of spec §2 inside the layout, for signed-in users; the authentication screens and
 * the legal pages outside it. A failing screen shows its error inside the shell (pathless route's
 * errorElement); only a failing shell falls back to the full-page error.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RequireSession>
        <AppLayout />
      </RequireSession>
    ),
    HydrateFallback: PageLoader,
    errorElement: <RouteError fullPage />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          homeRoute,
          analyticsRoute,
          tradingRoute,
          ordersRoute,
          subscriptionsRoute,
          notificationsRoute,
          settingsRoute,
          { path: '*', Component: NotFoundPage },
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
