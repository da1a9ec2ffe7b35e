import { type APIRequestContext, expect } from '@playwright/test';
import { idTokenFor, PASSWORD } from './identity';

/**
 * Finishes first steps through the API as the web does (PATCH user, POST client, self-assessment),
 * for tests about what comes after onboarding; the onboarding spec drives the screens instead.
 */
export async function finishClientFirstSteps(
  request: APIRequestContext,
  email: string,
  company: string,
  password = PASSWORD,
): Promise<void> {
  const headers = { authorization: `Bearer ${await idTokenFor(request, email, password)}` };
  const call = async (method: 'patch' | 'post', path: string, data: unknown) => {
    const response = await request[method](`/api${path}`, { headers, data });
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  };
  await call('patch', '/user', { firstName: 'Erin', lastName: 'Example', onboardingStep: 'profile' });
  await call('post', '/client', { companyName: company, country: 'DE' });
  await call('patch', '/user', { onboardingStep: 'company' });
  await call('patch', '/client/self-assesment', {
    company_mrr: 5_000_000,
    requested_funding_amount: 20_000_000,
    estimated_runway: 18,
    debt_loans: 0,
  });
  await call('patch', '/user', { onboardingStep: 'self-assessment' });
  await call('patch', '/user', { representative: true, onboardingStep: 'representative' });
}
