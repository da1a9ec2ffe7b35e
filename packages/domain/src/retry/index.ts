export { MAX_RETRIES, MAX_RETRY_DELAY_MS, retryDelayMs } from './retry-policy';
