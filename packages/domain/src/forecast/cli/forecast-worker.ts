// Worker thread body for `forecastMany`: forecasts its share of the series and posts the results back.
import { parentPort, workerData } from 'node:worker_threads';
import { type ForecastJob, forecastJob } from './forecast-many';

parentPort!.postMessage(forecastJob(workerData as ForecastJob));
