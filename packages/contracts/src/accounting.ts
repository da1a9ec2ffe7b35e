export { ZOHO_LOCATIONS } from '@tranche/providers/accounting/zoho/zoho-locations';

import { z } from 'zod';

// Not exported from the package's index: only the integrations screen loads it
// (`@tranche/contracts/accounting`), so the sign-in page's bundle stays as it is.

/** `GET integrations/zoho-url?location`: the accounting tool's data centre ('eu', 'com', 'in', …). */
export const zohoUrlQuerySchema = z.strictObject({ location: z.string().trim().min(1).max(20) });

/** Where to authorise Tranche at the accounting tool: its consent page, or the sandbox's. */
export const zohoUrlResponseSchema = z.object({
  data: z.object({ url: z.string(), state: z.string(), sandbox: z.boolean() }),
});

/**
 * Back from the accounting aggregator's link page (`PATCH codat/connectCompanyPassed/{id}`,
 * `reconnectCompanyPassed/{id}`): `error` as the page reported it when the user did not link.
 */
export const accountingReturnBodySchema = z
  .strictObject({ error: z.string().trim().min(1).max(200).optional() })
  // No body at all (Fastify hands it on as null): nothing reported.
  .nullish();

/** `POST integrations/codat/reconnect`: the aggregator's company and its connection to link again. */
export const codatReconnectBodySchema = z.strictObject({
  companyConnectionId: z.string().trim().min(1).max(200),
  companyId: z.string().trim().min(1).max(200),
});

/** `POST apideck/session`: the unified API's vault page to pick and authorise a tool in. */
export const apideckSessionResponseSchema = z.object({ data: z.object({ sessionUrl: z.string() }) });

/** `GET apideck/connect`, back from the vault: `error` as the vault reported it. */
export const apideckConnectQuerySchema = z.strictObject({
  error: z.string().trim().min(1).max(200).optional(),
});
