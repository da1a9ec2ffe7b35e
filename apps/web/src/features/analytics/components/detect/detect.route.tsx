import type { RouteObject } from 'react-router';
import { DetectTab } from './detect-tab';

/** Analytics → Detect, fetched the first time it is opened. */
export const detectRoute: RouteObject = { path: 'detect', Component: DetectTab };
