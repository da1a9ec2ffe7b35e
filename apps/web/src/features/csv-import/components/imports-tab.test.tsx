import { screen, within } from '@testing-library/react';
import { CSV_IMPORT_MESSAGES, FILE_MESSAGES } from '@tranche/contracts';
import { CSV_DELIMITER_NAMES, CSV_MESSAGES } from '@tranche/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { ok } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { csvImport, fakeImportApi } from '../testing/fake-import-api';
import { ImportsTab } from './imports-tab';

const IMPORTS = [
  csvImport({
    id: '00000000-0000-4000-8000-000000000001',
    status: 'PROCESSING',
    rowsProcessed: 1200,
    fileName: 'big.csv',
  }),
  csvImport({
    id: '00000000-0000-4000-8000-000000000002',
    status: 'FAILED',
    fileName: 'broken.csv',
    error: 'A row of the file is longer than 16 MB.',
    errorCode: 'LINE_TOO_LONG',
    errorParams: { limitMb: 16 },
  }),
  csvImport({ id: '00000000-0000-4000-8000-000000000003', status: 'REJECTED', reviewNote: 'Duplicate file' }),
];

const render = (path = '/settings/imports') =>
  renderWithSession([{ path: '/settings/imports', element: <ImportsTab /> }], { path });

describe('Settings → Imports', () => {
  it('lists the imports newest first with translated statuses, progress and reasons', async () => {
    const api = fakeImportApi({
      'GET /csv-import': () => ok(IMPORTS),
      'GET /csv-import/count': () => ok({ count: 3 }),
    });
    render();
    const table = await screen.findByRole('table', { name: 'CSV imports of your company' });
    const [, running, failed, rejected] = within(table).getAllByRole('row');
    expect(within(running!).getByText('Processing')).toBeInTheDocument();
    expect(within(running!).getByRole('progressbar', { name: 'Progress of big.csv' })).toBeInTheDocument();
    expect(within(running!).getByText('1,200 rows read')).toBeInTheDocument();
    expect(within(failed!).getByText('A row of the file is longer than 16 MB.')).toBeInTheDocument();
    expect(within(rejected!).getByText('Reason: Duplicate file')).toBeInTheDocument();
    expect(screen.getByText('3 imports')).toBeInTheDocument();
    expect(api.sent('GET', '/csv-import?')[0]!.path).toBe(
      `/csv-import?${new URLSearchParams({
        page: '1',
        size: '20',
        'orderBy[0][createdAt]': 'desc',
        'orderBy[1][updatedAt]': 'desc',
        'where[status]': 'ALL',
      })}`,
    );
  });

  it('filters by status in the URL and pages by 20', async () => {
    const api = fakeImportApi({
      'GET /csv-import': () => ok([csvImport()]),
      'GET /csv-import/count': () => ok({ count: 45 }),
    });
    const { user, router } = render();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Awaiting review');
    expect(router.state.location.search).toBe('?status=PENDING');
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?status=PENDING&page=3');
    const last = new URLSearchParams(api.sent('GET', '/csv-import?').at(-1)!.path.split('?')[1]);
    expect([last.get('where[status]'), last.get('page'), last.get('size')]).toEqual(['PENDING', '3', '20']);
    expect(
      new URLSearchParams(api.sent('GET', '/csv-import/count').at(-1)!.path.split('?')[1]).get(
        'where[status]',
      ),
    ).toBe('PENDING');
  });

  it('says when there is nothing to show, and offers the import', async () => {
    fakeImportApi({ 'GET /csv-import': () => ok([]), 'GET /csv-import/count': () => ok({ count: 0 }) });
    render('/settings/imports?status=APPROVED');
    expect(await screen.findByText('No imports with this status.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
  });
});

describe('CSV import texts', () => {
  const en = (key: string) => i18n.getResource('en', 'csv-import', key) as unknown;

  it("carries the domain's and the API's English texts verbatim", () => {
    for (const [code, text] of Object.entries(CSV_MESSAGES)) expect(en(`problems.${code}`)).toBe(text);
    for (const [code, text] of Object.entries(CSV_IMPORT_MESSAGES))
      expect(en(`importErrors.${code}`)).toBe(text);
    for (const [code, text] of Object.entries(FILE_MESSAGES)) expect(en(`fileErrors.${code}`)).toBe(text);
  });

  it('names every delimiter', () => {
    for (const name of Object.values(CSV_DELIMITER_NAMES)) expect(en(`delimiter.names.${name}`)).toBeTruthy();
  });
});
