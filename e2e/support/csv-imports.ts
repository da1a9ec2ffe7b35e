import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_ADMIN } from './accounts';
import { idTokenFor } from './identity';

interface ImportRow {
  id: string;
  status: string;
  rowCount: number;
  fileName: string | null;
}

/** The client's newest import, as `GET /api/csv-import` lists it. */
export async function newestImportOf(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<ImportRow> {
  const token = await idTokenFor(request, email, password);
  const response = await request.get('/api/csv-import?page=1&size=1&orderBy[0][createdAt]=desc', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: ImportRow[] };
  expect(data, `${email} has an import`).toHaveLength(1);
  return data[0]!;
}

/**
 * The operator approves an import through the admin API and waits until its rows are written
 * (a small import is approved at once, a big one by a job).
 */
export async function approveImportAsOperator(request: APIRequestContext, importId: string): Promise<void> {
  const headers = {
    authorization: `Bearer ${await idTokenFor(request, DEMO_ADMIN.email, DEMO_ADMIN.password)}`,
  };
  const approved = await request.post(`/api/admin/csv-imports/${importId}/approve`, { headers });
  expect(approved.status(), await approved.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/admin/csv-imports?where[id]=${importId}`, { headers });
        const { data } = (await response.json()) as { data: ImportRow[] };
        return data[0]?.status;
      },
      { timeout: 30_000, message: `import ${importId} approved` },
    )
    .toBe('APPROVED');
}
