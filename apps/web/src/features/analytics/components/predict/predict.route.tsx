import type { RouteObject } from 'react-router';
import { PredictTab } from './predict-tab';

/** Analytics → Predict, fetched with its charts the first time it is opened. */
export const predictRoute: RouteObject = { path: 'predict', Component: PredictTab };
