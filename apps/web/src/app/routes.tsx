import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { analyticsRoute } from '../features/analytics/routes/analytics.route';
import { homeRoute } from '../features/home/routes/home.route';
import { notificationsRoute } from '../features/notifications/routes/notifications.route';
import { ordersRoute } from '../features/orders/routes/orders.route';
import { settingsRoute } from '../features/settings/routes/settings.route';
import { subscriptionsRoute } from '../features/subscriptions/routes/subscriptions.route';
import { tradingRoute } from '../features/trading/routes/trading.route';
import { RouteError } from './errors/route-error';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';

/**
 * Every screen of spec §2 inside the layout. A failing screen shows its error inside the shell
 * (pathless route's errorElement); only a failing shell falls back to the full-page error.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
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
];
