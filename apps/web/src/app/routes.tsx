import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AccountGate, ReviewGate } from '../features/account';
import { analyticsRoute } from '../features/analytics/routes/analytics.route';
import { authRoutes, legalRoutes } from '../features/auth/auth-routes';
import { homeRoute } from '../features/home/routes/home.route';
import { notificationsRoute } from '../features/notifications/routes/notifications.route';
import { firstStepsRoute } from '../features/onboarding/routes/first-steps.route';
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
          firstStepsRoute,
          {
            // Unfinished first steps come first; trading, analytics and orders wait for the review.
            Component: AccountGate,
            children: [
              homeRoute,
              { element: <ReviewGate section="analytics" />, children: [analyticsRoute] },
              { element: <ReviewGate section="trading" />, children: [tradingRoute] },
              { element: <ReviewGate section="orders" />, children: [ordersRoute] },
              subscriptionsRoute,
              notificationsRoute,
              settingsRoute,
              { path: '*', Component: NotFoundPage },
            ],
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
