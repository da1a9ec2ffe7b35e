import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { readRates } from '../modules/currency-exchange/ecb-rates.repo';
import { createTestApp, type TestApp } from '../test/test-app';
import { ecbRatesJob } from './ecb-rates.job';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='2026-11-20'>
      <Cube currency='USD' rate='1.1502'/><Cube currency='JPY' rate='180.1'/><Cube currency='GBP' rate='0.8801'/>
      <Cube currency='CZK' rate='24.301'/><Cube currency='PLN' rate='4.2211'/>
    </Cube>
    <Cube time='2026-04-13'>
      <Cube currency='USD' rate='9.9999'/><Cube currency='GBP' rate='0.87058'/>
      <Cube currency='CZK' rate='24.378'/><Cube currency='PLN' rate='4.2543'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

describe('the ECB rates job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ runWorkers: false });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const deps = (url: string | undefined, calls: string[]) => ({
    database: t.container.database,
    logger: t.container.logger,
    env: { ...t.container.env, ECB_RATES_URL: url },
    fetch: (async (input: string | URL | Request) => {
      calls.push(String(input));
      return new Response(XML, { status: 200 });
    }) as typeof fetch,
  });

  it('does nothing while ECB_RATES_URL is unset', async () => {
    const calls: string[] = [];
    await ecbRatesJob.handle({}, deps(undefined, calls));
    expect(calls).toEqual([]);
  });

  it('stores the newer days of the fetched file and keeps a published day as it was', async () => {
    const calls: string[] = [];
    const url = 'https://ecb.example/eurofxref-hist-90d.xml';
    await ecbRatesJob.handle({}, deps(url, calls));
    await ecbRatesJob.handle({}, deps(url, calls));
    expect(calls).toEqual([url, url]);
    const rows = await readRates(t.container.database.db, '2026-04-13');
    expect(rows).toEqual([
      { date: '2026-04-13', rates: { USD: '1.1684', GBP: '0.87058', CZK: '24.378', PLN: '4.2543' } },
      { date: '2026-11-20', rates: { USD: '1.1502', GBP: '0.8801', CZK: '24.301', PLN: '4.2211' } },
    ]);
  });

  it('is scheduled daily and reads ECB_RATES_URL from the configuration', () => {
    expect(ecbRatesJob.schedule).toBe('30 15 * * *');
    expect(loadEnv({ ECB_RATES_URL: 'https://www.ecb.europa.eu/x.xml' }).ECB_RATES_URL).toBe(
      'https://www.ecb.europa.eu/x.xml',
    );
    expect(() => loadEnv({ ECB_RATES_URL: 'ftp://x' })).toThrow(/ECB_RATES_URL/);
  });
});
