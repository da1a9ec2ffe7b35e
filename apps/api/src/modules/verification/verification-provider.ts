import { openVerification, type VerificationProvider } from '@tranche/providers';
import type { Env } from '../../env';

/** The verification provider of this process: Sumsub when its keys are set, else the sandbox. */
export function openVerificationProvider(env: Env): VerificationProvider {
  const sumsub =
    env.SUMSUB_APP_TOKEN && env.SUMSUB_SECRET_KEY
      ? {
          appToken: env.SUMSUB_APP_TOKEN,
          secretKey: env.SUMSUB_SECRET_KEY,
          webhookSecret: env.SUMSUB_WEBHOOK_SECRET ?? null,
          apiBase: env.SUMSUB_API_BASE,
          kycLevel: env.SUMSUB_KYC_LEVEL,
          kybLevel: env.SUMSUB_KYB_LEVEL,
        }
      : null;
  return openVerification(sumsub, { sandboxReviewMs: env.VERIFICATION_SANDBOX_REVIEW_MS });
}
