import { screen, within } from '@testing-library/react';
import { FILE_ROOM_MESSAGES, type SharedFile, type UploadedFile } from '@tranche/contracts';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeApi, loadedUser, ok, userRoutes } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { FileRoomTab } from './file-room-tab';

const file = (overrides: Partial<UploadedFile>): UploadedFile => ({
  id: '00000000-0000-4000-8000-000000000001',
  fileName: 'deck.pdf',
  contentType: 'application/pdf',
  size: 2048,
  sha256: 'x',
  purpose: 'file-room',
  deleted: false,
  folder: '',
  tags: [],
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const FILES = [
  file({
    id: '00000000-0000-4000-8000-000000000001',
    fileName: 'deck.pdf',
    folder: 'DD/2026',
    tags: ['legal'],
  }),
  file({ id: '00000000-0000-4000-8000-000000000002', fileName: 'logo.png', contentType: 'image/png' }),
];

const render = () =>
  renderWithSession([{ path: '/settings/file-room', element: <FileRoomTab /> }], {
    path: '/settings/file-room',
  });

describe('file room texts', () => {
  it("carries the API's English texts verbatim", () => {
    for (const [code, text] of Object.entries(FILE_ROOM_MESSAGES))
      expect(i18n.getResource('en', 'file-room', `errors.${code}`)).toBe(text);
  });
});

describe('client file room', () => {
  it('lists files, filters by folder and tag, and deletes only after confirmation', async () => {
    let files = FILES;
    const api = fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /file': () => ok(files),
      'GET /file/shares': () => ok([]),
      'DELETE /file/00000000-0000-4000-8000-000000000002': () => {
        files = files.filter((row) => row.fileName !== 'logo.png');
        return ok({ id: '00000000-0000-4000-8000-000000000002', deleted: true });
      },
    });
    const { user } = render();
    expect(await screen.findByText('deck.pdf')).toBeInTheDocument();
    expect(screen.getAllByTestId('file-room-row')).toHaveLength(2);
    expect(api.sent('GET', '/file?')[0]!.path).toContain('where[deleted]=false');

    const logoRow = screen.getAllByTestId('file-room-row')[1]!;
    await user.click(within(logoRow).getByRole('button', { name: 'Delete: logo.png' }));
    expect(
      await screen.findByText(
        '“logo.png” will be removed from the file room and from every investor it was shared with.',
      ),
    ).toBeInTheDocument();
    expect(api.sent('DELETE', '/file/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(api.sent('DELETE', '/file/')).toHaveLength(1);
    await screen.findByText('deck.pdf');
    await vi.waitFor(() => expect(screen.queryByText('logo.png')).toBeNull());

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by tag' }), 'legal');
    expect(screen.getAllByTestId('file-room-row')).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by folder' }), 'Top level');
    expect(screen.getByText('No files match these filters.')).toBeInTheDocument();
  });
});

describe('investor file room', () => {
  it('shows shared files grouped by company and asset, read-only', async () => {
    const shared: SharedFile[] = [
      {
        id: '00000000-0000-4000-8000-000000000003',
        fileName: 'Due diligence.pdf',
        contentType: 'application/pdf',
        size: 10,
        folder: 'DD',
        createdAt: '2026-03-01T10:00:00.000Z',
        companyName: 'Room SaaS GmbH',
        asset: {
          id: '00000000-0000-4000-8000-000000000004',
          status: 'OPEN',
          currency: 'EUR',
          faceMinor: 600000,
          contractLengthMonths: 6,
          grade: 'B',
          createdAt: '2026-02-01T10:00:00.000Z',
        },
      },
    ];
    fakeApi({
      ...userRoutes(loadedUser({ kind: 'INVESTOR', id_client: null, profile: 'investor' })).routes,
      'GET /file/shared': () => ok(shared),
    });
    render();
    const section = await screen.findByRole('region', { name: 'Files from Room SaaS GmbH' });
    expect(within(section).getByText(/Asset B · €6,000.00 · 6 months · on the market/)).toBeInTheDocument();
    expect(within(section).getByText('Due diligence.pdf')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Delete|Share/ })).toBeNull();
  });
});
