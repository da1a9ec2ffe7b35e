import type { FetchLike } from '../provider-http';
import { sandboxVerification } from './sandbox/sandbox-verification';
import { type SumsubSettings, sumsubVerification } from './sumsub/sumsub-provider';
import type { VerificationProvider } from './verification-provider';

/** The verification provider: Sumsub with its keys, otherwise the sandbox. */
export function openVerification(
  settings: SumsubSettings | null,
  options: { sandboxReviewMs: number; fetchImpl?: FetchLike },
): VerificationProvider {
  if (settings === null) return sandboxVerification({ reviewMs: options.sandboxReviewMs });
  return sumsubVerification(settings, options.fetchImpl ?? fetch);
}
