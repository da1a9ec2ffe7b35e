import type { RouteObject } from 'react-router';
import { DiscoverTab } from './discover-tab';

/** Analytics → Discover, fetched with its tables and charts the first time it is opened. */
export const discoverRoute: RouteObject = { path: 'discover', Component: DiscoverTab };
