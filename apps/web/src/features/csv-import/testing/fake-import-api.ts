import type { CsvImport } from '@tranche/contracts';
import { vi } from 'vitest';
import { type FakeRoute, fakeApi, loadedUser, userRoutes } from '../../account/testing/fake-api';

export const FILE_ID = '0b7c6a2e-2f7e-4c1e-9d7a-5a1c2b3d4e5f';
export const IMPORT_ID = '9f1e2d3c-4b5a-4968-8776-655443322110';

export interface Upload {
  purpose: FormDataEntryValue | null;
  file: File;
}

/**
 * The account feature's fetch-level fake API plus `POST /api/file`, whose multipart body that fake
 * cannot read: uploads are recorded (purpose and file) and answered by `upload`, 201 by default.
 */
export function fakeImportApi(
  routes: Record<string, FakeRoute>,
  upload: (file: File) => Response = (file) =>
    Response.json({ data: { id: FILE_ID, fileName: file.name, size: file.size } }, { status: 201 }),
) {
  const api = fakeApi({ ...userRoutes(loadedUser()).routes, ...routes });
  const uploads: Upload[] = [];
  const inner = api.fetch;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) {
      const file = init.body.get('file') as File;
      uploads.push({ purpose: init.body.get('purpose'), file });
      return upload(file);
    }
    return inner(input, init);
  });
  vi.stubGlobal('fetch', fetch);
  return { ...api, fetch, uploads };
}

/** An import as the API answers it. */
export function csvImport(overrides: Partial<CsvImport> = {}): CsvImport {
  return {
    id: IMPORT_ID,
    kind: 'subscriptions',
    status: 'PENDING',
    uploadedFileId: FILE_ID,
    fileName: 'subscriptions.csv',
    rowCount: 2,
    rowsProcessed: 2,
    rejectedCount: 0,
    error: null,
    errorCode: null,
    errorParams: {},
    problems: [],
    reviewedAt: null,
    reviewNote: null,
    createdAt: '2026-02-03T10:00:00.000Z',
    updatedAt: '2026-02-03T10:00:00.000Z',
    ...overrides,
  };
}
