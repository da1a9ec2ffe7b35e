import { describe, expect, it } from 'vitest';
import { seededNormal, simulateAnn } from '../testing/random';
import { forecastJob, forecastMany } from './forecast-many';

describe('forecastMany', () => {
  it('gives on two worker threads what one thread gives, in input order', async () => {
    const normal = seededNormal(13);
    const series = Array.from({ length: 64 }, (_, i) => simulateAnn(normal, 24, 100 + i, 0.4, 3));
    const job = { series, horizon: 3, period: 12, levels: [80], members: true };
    const inWorkers = await forecastMany(job, 2);
    expect(inWorkers).toEqual(forecastJob(job));
    expect(inWorkers[63]!.members.length).toBeGreaterThan(0);
  });
});
