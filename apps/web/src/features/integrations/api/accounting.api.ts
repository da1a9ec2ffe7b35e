import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationSchema } from '@tranche/contracts';
import { apideckSessionResponseSchema, zohoUrlResponseSchema } from '@tranche/contracts/accounting';
import { api } from '../../../lib/api-client';
import type { AccountingReturn } from '../lib/accounting-return';
import { INTEGRATIONS_KEY } from './integrations.api';

/** `POST /api/integrations {type: codat}`: a pending connection; its consentLink is the link page. */
export const startCodat = async () =>
  integrationSchema.parse(await api.post('/integrations', { type: 'codat' }));

/** `POST /api/integrations/codat/reconnect`: a new link page for the aggregator's connection. */
export const reconnectCodat = async (ids: { companyId: string; companyConnectionId: string }) =>
  integrationSchema.parse(await api.post('/integrations/codat/reconnect', ids));

/** `GET /api/integrations/zoho-url?location`: the consent page at the chosen data centre. */
export const fetchZohoUrl = async (location: string) =>
  zohoUrlResponseSchema.shape.data.parse(
    await api.get(`/integrations/zoho-url?location=${encodeURIComponent(location)}`),
  );

/** `POST /api/apideck/session`: the vault page where the user picks their accounting tool. */
export const startApideckSession = async () =>
  apideckSessionResponseSchema.shape.data.parse(await api.post('/apideck/session')).sessionUrl;

/**
 * Back from a link page or vault: `PATCH /api/codat/connectCompanyPassed|reconnectCompanyPassed/{id}`
 * or `GET /api/apideck/connect`, with the page's error when it reported one.
 */
export function useAccountingReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (back: AccountingReturn) => {
      const error: Record<string, string> = back.error === null ? {} : { error: back.error };
      if (back.type === 'apideck')
        return integrationSchema.parse(
          await api.get(`/apideck/connect?${new URLSearchParams(error)}`.replace(/\?$/, '')),
        );
      const path = back.reconnect ? 'reconnectCompanyPassed' : 'connectCompanyPassed';
      return integrationSchema.parse(await api.patch(`/codat/${path}/${encodeURIComponent(back.id)}`, error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY }),
  });
}
