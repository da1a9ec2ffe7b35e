import { createBrowserRouter } from 'react-router';
import { routerOptions, routes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(routes, routerOptions);
}
