import { type FetchLike, providerJson } from '../../provider-http';
import type { VerificationProvider } from '../verification-provider';
import { sumsubAuthHeaders, verifySumsubDigest } from './sumsub-signing';
import { applicantBody, applicantStateOf, eventOfWebhook, type SumsubApplicant } from './sumsub-transform';

export interface SumsubSettings {
  appToken: string;
  secretKey: string;
  /** Secret of the webhook endpoint; null: deliveries are refused. */
  webhookSecret: string | null;
  apiBase: string;
  kycLevel: string;
  kybLevel: string;
}

/** Access tokens for the web SDK live this long; the SDK asks for a new one when it lapses. */
const TOKEN_TTL_SECONDS = 600;

/** Sumsub over its REST API, each request signed with Tranche's app token. */
export function sumsubVerification(
  settings: SumsubSettings,
  fetchImpl: FetchLike = fetch,
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
): VerificationProvider {
  const call = <T>(method: 'GET' | 'POST', pathWithQuery: string, body?: unknown): Promise<T> => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const headers = {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...sumsubAuthHeaders(settings.appToken, settings.secretKey, method, pathWithQuery, text, nowSeconds()),
    };
    return providerJson<T>(fetchImpl, `${settings.apiBase}${pathWithQuery}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: text }),
    });
  };

  return {
    mode: 'sumsub',
    levels: { person: settings.kycLevel, company: settings.kybLevel },
    async createApplicant(subject, externalUserId, level) {
      const created = await call<SumsubApplicant>(
        'POST',
        `/resources/applicants?levelName=${encodeURIComponent(level)}`,
        applicantBody(subject, externalUserId),
      );
      return applicantStateOf(created);
    },
    async applicant(applicantId) {
      return applicantStateOf(
        await call<SumsubApplicant>('GET', `/resources/applicants/${encodeURIComponent(applicantId)}/one`),
      );
    },
    async accessToken(externalUserId, level) {
      const query = new URLSearchParams({
        userId: externalUserId,
        levelName: level,
        ttlInSecs: String(TOKEN_TTL_SECONDS),
      });
      const answer = await call<{ token: string }>('POST', `/resources/accessTokens?${query}`);
      return answer.token;
    },
    verifyWebhook(rawBody, headers) {
      if (settings.webhookSecret === null) return null;
      const ok = verifySumsubDigest(
        rawBody,
        headers['x-payload-digest'],
        headers['x-payload-digest-alg'],
        settings.webhookSecret,
      );
      return ok ? eventOfWebhook(rawBody) : null;
    },
  };
}
