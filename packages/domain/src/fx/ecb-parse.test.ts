import { describe, expect, it } from 'vitest';
import { parseEcbCsv, parseEcbXml } from './ecb-parse';

// Excerpts in the ECB's own layouts (values of 10 and 13 April 2026; JPY and others dropped).
const HISTORY_CSV = `Date,USD,JPY,BGN,CZK,DKK,GBP,PLN,CYP,
2026-04-13,1.1684,186.39,N/A,24.378,7.4725,0.87058,4.2543,N/A,
2026-04-10,1.1711,186.72,N/A,24.365,7.4727,0.87105,4.2435,N/A,
`;

const DAILY_CSV = `Date, USD, JPY, CZK, DKK, GBP, HUF, PLN, 
13 April 2026, 1.1684, 186.39, 24.378, 7.4725, 0.87058, 383.15, 4.2543, 
`;

const DAILY_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='2026-04-13'>
\t\t\t<Cube currency='USD' rate='1.1684'/>
\t\t\t<Cube currency='JPY' rate='186.39'/>
\t\t\t<Cube currency='CZK' rate='24.378'/>
\t\t\t<Cube currency='GBP' rate='0.87058'/>
\t\t\t<Cube currency='PLN' rate='4.2543'/>
\t\t</Cube>
\t\t<Cube time='2026-04-10'>
\t\t\t<Cube currency='USD' rate='1.1711'/>
\t\t\t<Cube currency='GBP' rate='0.87105'/>
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;

const APRIL_13 = {
  date: '2026-04-13',
  rates: { USD: '1.1684', CZK: '24.378', GBP: '0.87058', PLN: '4.2543' },
};

describe('parseEcbCsv', () => {
  it('reads the history file, oldest first, keeping only Tranche currencies', () => {
    expect(parseEcbCsv(HISTORY_CSV)).toEqual({
      ok: true,
      rows: [
        { date: '2026-04-10', rates: { USD: '1.1711', CZK: '24.365', GBP: '0.87105', PLN: '4.2435' } },
        APRIL_13,
      ],
    });
  });

  it('reads the daily file with its spelled-out date', () => {
    expect(parseEcbCsv(DAILY_CSV)).toEqual({ ok: true, rows: [APRIL_13] });
  });

  it('skips N/A and refuses what is not a rate file', () => {
    expect(parseEcbCsv('Date,USD,\n2026-04-13,N/A,\n')).toEqual({
      ok: true,
      rows: [{ date: '2026-04-13', rates: {} }],
    });
    expect(parseEcbCsv('<html>maintenance</html>').ok).toBe(false);
    expect(parseEcbCsv('Date,USD\n2026-02-30,1.1\n').ok).toBe(false);
    expect(parseEcbCsv('Date,USD\n31 Febuary 2026,1.1\n').ok).toBe(false);
    expect(parseEcbCsv('Date,USD\n2026-04-13,-1.1\n').ok).toBe(false);
    expect(parseEcbCsv('Date,USD\n2026-04-13,0\n').ok).toBe(false);
    expect(parseEcbCsv('Date,USD\n2026-04-13,1.1\n2026-04-13,1.2\n').ok).toBe(false);
  });
});

describe('parseEcbXml', () => {
  it('reads every dated cube', () => {
    expect(parseEcbXml(DAILY_XML)).toEqual({
      ok: true,
      rows: [{ date: '2026-04-10', rates: { USD: '1.1711', GBP: '0.87105' } }, APRIL_13],
    });
  });

  it('refuses a file without dated rates or with a broken rate', () => {
    expect(parseEcbXml('<gesmes:Envelope></gesmes:Envelope>').ok).toBe(false);
    expect(parseEcbXml("<Cube time='2026-04-13'><Cube currency='USD' rate='abc'/></Cube>").ok).toBe(false);
  });
});
