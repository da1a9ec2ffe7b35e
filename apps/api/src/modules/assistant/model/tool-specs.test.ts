import { describe, expect, it } from 'vitest';
import { parseArguments, toolNamesFor, toolSpecsFor } from './tool-specs';

describe('the tools offered to the language model', () => {
  it('are strict schemas in which no property names a company, client or tenant', () => {
    for (const kind of ['CLIENT', 'INVESTOR']) {
      for (const tool of toolSpecsFor(kind)) {
        const parameters = tool.function.parameters as { additionalProperties: boolean; required: string[] };
        const properties = Object.keys((tool.function.parameters as { properties: object }).properties);
        expect(tool.function.strict).toBe(true);
        expect(parameters.additionalProperties).toBe(false);
        expect(parameters.required).toEqual(properties);
        expect(properties.join()).not.toMatch(/compan|client|tenant|account|investor/);
      }
    }
  });

  it('depend on the caller: investors get their portfolio and the market, clients their company', () => {
    expect(toolNamesFor('INVESTOR')).toEqual(['portfolio', 'market', 'notifications', 'decline']);
    expect(toolNamesFor('CLIENT')).toContain('kpi');
    expect(toolNamesFor('CLIENT')).not.toContain('portfolio');
  });
});

describe('parseArguments', () => {
  const mrr = { kpi: 'mrr', start: '2026-01-01', end: '2026-03-31' };

  it('takes valid arguments, with or without the optional comparison', () => {
    expect(parseArguments('kpi', JSON.stringify(mrr))).toMatchObject({ ok: true, args: mrr });
    expect(parseArguments('kpi', JSON.stringify({ ...mrr, compare_start: null, compare_end: null })).ok).toBe(
      true,
    );
    expect(parseArguments('rating', '').ok).toBe(true);
  });

  it.each(['company', 'company_id', 'id_client', 'tenant', 'accountId', 'id'])(
    'fails a call naming a scope (%s) and says the scope is fixed',
    (key) => {
      const parsed = parseArguments('kpi', JSON.stringify({ ...mrr, [key]: 'other' }));
      expect(parsed).toMatchObject({ ok: false, scope: true, keys: [key] });
      expect(!parsed.ok && parsed.message).toMatch(/company is fixed/);
    },
  );

  it('fails other bad arguments without calling them a scope attempt', () => {
    expect(parseArguments('kpi', JSON.stringify({ ...mrr, kpi: 'revenue' }))).toMatchObject({
      ok: false,
      scope: false,
    });
    expect(parseArguments('kpi', JSON.stringify({ ...mrr, colour: 'red' }))).toMatchObject({
      ok: false,
      scope: false,
    });
    expect(parseArguments('rating', '{not json')).toMatchObject({ ok: false, scope: false });
  });
});
