import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { failure, ok } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { FALLBACK_POLL_MS } from '../api/csv-import.api';
import { csvFile, csvRow, csvText } from '../testing/csv-fixtures';
import { csvImport, FILE_ID, fakeImportApi, IMPORT_ID } from '../testing/fake-import-api';
import { ImportCsvButton } from './import-dialog';

const GOOD = [csvRow(), csvRow({ subscription_id: 'sub-2', customer_id: 'cus-2' })];
const BAD = csvRow({ subscription_id: 'sub-3', customer_name: '' });

async function openWith(file: File) {
  const view = renderWithSession([{ path: '/', element: <ImportCsvButton /> }]);
  await view.user.click(await screen.findByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import subscriptions from a CSV file' });
  await view.user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  return { ...view, dialog };
}

const importButton = (name: RegExp = /^Import \d+ rows?$/) => screen.findByRole('button', { name });
const rowOf = (line: number) => screen.getByRole('checkbox', { name: `Select row ${line}` });
const created = () => ok({ id: IMPORT_ID, status: 'PENDING', rowCount: 2 }, 201);

describe('CSV import dialog', () => {
  it('reads the file, explains rejected rows, saves the file first and imports the valid rows', async () => {
    const api = fakeImportApi({ 'POST /csv-import/subscriptions': created });
    const { user } = await openWith(csvFile(csvText([...GOOD, BAD])));

    expect(await screen.findByText('3 rows: 2 valid, 1 rejected.')).toBeInTheDocument();
    expect(screen.getByText('2 rows selected')).toBeInTheDocument();
    const rejected = rowOf(4).closest('tr')!;
    expect(within(rejected).getByText('Required field customer_name')).toBeInTheDocument();
    expect(rowOf(4)).toBeDisabled();
    expect(rowOf(2)).toBeChecked();

    await user.click(await importButton(/^Import 2 rows$/));
    expect(await screen.findByText('Awaiting review')).toBeInTheDocument();
    expect(screen.getByText(/You will receive an email once the import is approved/)).toBeInTheDocument();

    expect(api.uploads).toHaveLength(1);
    expect(api.uploads[0]!.purpose).toBe('csv-import');
    expect(api.uploads[0]!.file.name).toBe('subscriptions.csv');
    const [sent] = api.sent('POST', '/csv-import/subscriptions');
    const body = sent!.body as {
      subs: Record<string, string>[];
      uploadedFileId: string;
      send_notification: boolean;
    };
    expect(body.uploadedFileId).toBe(FILE_ID);
    expect(body.send_notification).toBe(true);
    expect(body.subs.map((sub) => sub.subscription_id)).toEqual(['sub-1', 'sub-2']);
    expect(body.subs[0]).toMatchObject({ start_date: '01.02.2024', amount_including_vat: '1200.00' });
  });

  it('refuses unsupported file types by name', async () => {
    fakeImportApi({});
    const { user } = renderWithSession([{ path: '/', element: <ImportCsvButton /> }]);
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const zone = await screen.findByTestId('csv-drop-zone');
    const report = new File(['x'], 'report.xlsx');
    fireEvent.drop(zone, { dataTransfer: { files: [report] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'report.xlsx is not a supported file type (.xlsx). Supported file types: .csv, .tsv, .txt.',
    );
  });

  it('reads the file again when the delimiter changes, naming the columns a wrong one leaves', async () => {
    fakeImportApi({});
    const { user } = await openWith(csvFile(csvText(GOOD, ';')));
    expect(await screen.findByText('2 rows: 2 valid, 0 rejected.')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Delimiter' });
    expect(select).toHaveValue(';');

    await user.selectOptions(select, 'Comma (,)');
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveTextContent('The header row of subscriptions.csv has problems');
    expect(problems).toHaveTextContent('Missing column subscription_id');
    expect(problems).toHaveTextContent(/Unknown column subscription_id;start_date/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Delimiter' }), 'Semicolon (;)');
    expect(await screen.findByText('2 rows: 2 valid, 0 rejected.')).toBeInTheDocument();
  });

  it('needs at least one row, picks only valid rows and clears the table', async () => {
    fakeImportApi({});
    const { user } = await openWith(csvFile(csvText([...GOOD, BAD])));
    await screen.findByText('2 rows selected');

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    // Not "Import 0 rows": the button says that at least one row must be selected.
    expect(await importButton(/^Select at least one row to import\.$/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Import 0 rows$/ })).not.toBeInTheDocument();
    // …and a status message tells screen readers the same.
    expect(screen.getAllByText('Select at least one row to import.')).toHaveLength(2);

    await user.click(rowOf(3));
    expect(screen.getByText('1 row selected')).toBeInTheDocument();
    expect(await importButton(/^Import 1 row$/)).toBeEnabled();
    expect(screen.queryByText('Select at least one row to import.')).not.toBeInTheDocument();
    await user.click(rowOf(4));
    expect(rowOf(4)).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Select all valid rows' }));
    expect(screen.getByText('2 rows selected')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    expect(screen.queryByRole('checkbox', { name: 'Select row 2' })).not.toBeInTheDocument();
    expect(rowOf(4)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear table' }));
    expect(await screen.findByRole('button', { name: 'Choose file' })).toBeInTheDocument();
  });

  it("puts the server's 422 problems on the rows it sent and retries without them", async () => {
    let calls = 0;
    const api = fakeImportApi({
      'POST /csv-import/subscriptions': () => {
        calls += 1;
        if (calls > 1) return created();
        return {
          status: 422,
          body: {
            errors: [
              {
                code: 'INVALID_ROWS',
                message: '1 rows have problems.',
                messages: ['Row 2: Date should not be older than 10 years'],
                rows: [
                  {
                    row: 2,
                    problems: [
                      {
                        column: 'start_date',
                        code: 'DATE_TOO_OLD',
                        params: {},
                        message: 'Date should not be older than 10 years',
                      },
                    ],
                  },
                ],
              },
            ],
          },
        };
      },
    });
    const { user } = await openWith(csvFile(csvText(GOOD)));
    await user.click(await importButton(/^Import 2 rows$/));

    expect(
      await screen.findByText(/The server refused 1 row; it is marked in the table/),
    ).toBeInTheDocument();
    expect(screen.getByText('4 attempts left.')).toBeInTheDocument();
    const refused = rowOf(3).closest('tr')!;
    expect(
      within(refused).getByText('start_date: Date should not be older than 10 years'),
    ).toBeInTheDocument();
    expect(rowOf(3)).not.toBeChecked();
    expect(rowOf(3)).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Awaiting review')).toBeInTheDocument();
    const bodies = api
      .sent('POST', '/csv-import/subscriptions')
      .map((r) => r.body as { subs: { subscription_id: string }[] });
    expect(bodies.map((body) => body.subs.map((sub) => sub.subscription_id))).toEqual([
      ['sub-1', 'sub-2'],
      ['sub-1'],
    ]);
    expect(api.uploads).toHaveLength(1);
  });

  it('closes after the fifth failed attempt, saying the file is already saved', async () => {
    const api = fakeImportApi({
      'POST /csv-import/subscriptions': () => failure(500, 'INTERNAL', 'Something went wrong!'),
    });
    const { user } = await openWith(csvFile(csvText(GOOD)));
    await user.click(await importButton());
    for (let left = 4; left >= 1; left -= 1) {
      expect(await screen.findByText(`${left} attempt${left === 1 ? '' : 's'} left.`)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The import did not succeed: Something went wrong!',
      );
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    }
    expect(
      await screen.findByText(
        'The import did not succeed after 5 attempts. Your file is already saved; please try the import again later.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.uploads).toHaveLength(1);
    expect(api.sent('POST', '/csv-import/subscriptions')).toHaveLength(5);
  });

  it('says so when the file itself could not be saved', async () => {
    fakeImportApi({}, () =>
      Response.json({ errors: [{ code: 'FILE_NOT_TEXT', message: 'x' }] }, { status: 400 }),
    );
    const { user } = await openWith(csvFile(csvText(GOOD)));
    await user.click(await importButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a text CSV file.');
  });

  it('shows the rules in German', async () => {
    await i18n.changeLanguage('de');
    fakeImportApi({});
    const view = renderWithSession([{ path: '/', element: <ImportCsvButton /> }]);
    await view.user.click(await screen.findByRole('button', { name: 'CSV importieren' }));
    const dialog = await screen.findByRole('dialog');
    await view.user.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      csvFile(csvText([BAD])),
    );
    expect(await screen.findByText('Pflichtfeld customer_name')).toBeInTheDocument();
    expect(screen.getByText('1 Zeile: 0 gültig, 1 abgelehnt.')).toBeInTheDocument();
  });
});

describe('CSV import dialog, big files', () => {
  it('hands a big file to the server job and follows its progress until it awaits review', async () => {
    let polls = 0;
    const api = fakeImportApi({
      'POST /csv-import/subscriptions/from-file': () =>
        ok(csvImport({ status: 'PROCESSING', rowCount: 0, rowsProcessed: 0 }), 202),
      [`GET /csv-import/${IMPORT_ID}`]: () => {
        polls += 1;
        return ok(
          polls < 2
            ? csvImport({ status: 'PROCESSING', rowCount: 2000, rowsProcessed: 2500 })
            : csvImport({ status: 'PENDING', rowCount: 5000, rowsProcessed: 5001, rejectedCount: 1 }),
        );
      },
    });
    const rows = Array.from({ length: 5000 }, (_, index) =>
      csvRow({ subscription_id: `sub-${index}`, customer_id: `cus-${index}` }),
    );
    const { user } = await openWith(csvFile(csvText([...rows, BAD])));
    expect(
      await screen.findByText('5,001 rows: 5,000 valid, 1 rejected.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/The server imports all 5,000 valid rows from the saved file/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(await importButton(/^Import 5,000 rows$/));
    // Without a realtime connection the dialog asks again after each fallback interval; a find
    // that waited only as long raced the poll and lost on a busy machine.
    const poll = { timeout: FALLBACK_POLL_MS * 3 };
    expect(
      await screen.findByText('The server is reading the file: 2,500 of 5,001 rows', {}, poll),
    ).toBeInTheDocument();
    expect(await screen.findByText('Awaiting review', {}, poll)).toBeInTheDocument();
    expect(screen.getByText('1 rejected row was left out.')).toBeInTheDocument();
    expect(api.sent('POST', '/csv-import/subscriptions/from-file')[0]!.body).toEqual({
      uploadedFileId: FILE_ID,
      delimiter: ',',
      skipInvalidRows: true,
      send_notification: true,
    });
  }, 60_000);
});
