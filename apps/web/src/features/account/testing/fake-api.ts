import type { LoadedProfile } from '@tranche/contracts';
import { vi } from 'vitest';
import { HEALTHY } from '../../../test/fetch-stub';
import type { Company } from '../api/company.api';

export interface FakeRequest {
  method: string;
  /** Path under /api with its query, e.g. `/user/list?page=1&size=10`. */
  path: string;
  body: unknown;
}

type Answer = Response | { status?: number; body: unknown };
export type FakeRoute = (request: FakeRequest) => Answer | Promise<Answer>;

export const ok = (data: unknown, status = 200) => ({ status, body: { data } });
export const failure = (status: number, code: string, message: string) => ({
  status,
  body: { errors: [{ code, message }] },
});

/**
 * A fetch for component tests that answers `METHOD /path` (query ignored when matching) from the
 * given routes, like the API would; health and telemetry calls get their healthy answers. Every
 * request is recorded, so tests assert on exactly what the web sent.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '') + url.search;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.pathname === '/api/events') return Response.json({ data: { accepted: 1 } }, { status: 202 });
    if (url.pathname === '/api/health') return Response.json(HEALTHY);
    const request = { method, path, body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname.replace(/^\/api/, '')}`];
    if (!route)
      return Response.json({ errors: [{ code: 'NOT_FOUND', message: 'Not found' }] }, { status: 404 });
    const answer = await route(request);
    return answer instanceof Response ? answer : Response.json(answer.body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetch);
  const sent = (method: string, pathPrefix: string) =>
    requests.filter((request) => request.method === method && request.path.startsWith(pathPrefix));
  return { fetch, requests, sent };
}

/** A signed-in client as GET /user loads it, first steps finished and approved unless overridden. */
export function loadedUser(overrides: Partial<LoadedProfile> = {}): LoadedProfile {
  return {
    email: 'ada@example.com',
    email_verified: true,
    profile: 'client',
    id: '7d0c3a51-1b1e-4f5a-9a7e-2f0d6c7b8e90',
    admin: false,
    firstName: 'Ada',
    lastName: 'Lovelace',
    full_name: 'Ada Lovelace',
    salutation: null,
    dateOfBirth: null,
    country: 'DE',
    investorType: null,
    role: null,
    representative: true,
    company_name: 'Analytical Engines GmbH',
    id_client: 'c0ffee00-0000-4000-8000-000000000001',
    id_investor: null,
    kind: 'CLIENT',
    currency: 'EUR',
    language: 'en',
    kyc_status: '',
    reviewStatus: 'APPROVED',
    onboarding: { completed: ['profile', 'company', 'self-assessment', 'representative'] },
    client: { allowedTradePercent: 80 },
    ...overrides,
  };
}

/**
 * GET /user answering a user that PATCH /user changes like the API does (fields merged, an
 * onboarding step added to `completed`), so reloads after a save see the saved state.
 */
export function userRoutes(initial: LoadedProfile): {
  user: () => LoadedProfile;
  routes: Record<string, FakeRoute>;
} {
  let current = initial;
  return {
    user: () => current,
    routes: {
      'GET /user': () => ok(current),
      'PATCH /user': ({ body }) => {
        const { onboardingStep, ...fields } = body as Record<string, unknown>;
        const completed = new Set(current.onboarding.completed);
        if (typeof onboardingStep === 'string') completed.add(onboardingStep);
        current = { ...current, ...fields, onboarding: { completed: [...completed] } } as LoadedProfile;
        return ok(current);
      },
    },
  };
}

/** A client company as GET /client answers it: created, not yet approved, no self-assessment. */
export const savedCompany = (overrides: Partial<Company> = {}): Company => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  kind: 'CLIENT',
  companyName: 'Analytical Engines GmbH',
  companyUrl: 'engines.example',
  companyForm: null,
  description: null,
  address: 'Hauptstraße 1',
  additionalAddress: null,
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  vat: null,
  nace_code: null,
  number_employees: 12,
  reviewStatus: 'PENDING',
  allowedTradePercent: null,
  selfAssessment: {
    company_mrr: null,
    requested_funding_amount: null,
    estimated_runway: null,
    debt_loans: null,
    currency: null,
  },
  ...overrides,
});
