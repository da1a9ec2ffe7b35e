import { isZohoLocation, ZOHO_LOCATIONS } from '@tranche/providers';
import { badRequest } from '../../lib/app-error';
import { authorization, type IntegrationDeps } from '../integrations/integrations.service';

export const unknownLocationMessage = (location: string) =>
  `Unknown data centre '${location}': one of ${ZOHO_LOCATIONS.join(', ')}.`;

/**
 * `GET integrations/zoho-url?location`: the accounting tool's consent page at the data centre the
 * user's organisation lives in (or the sandbox's page). The location travels in the state, so the
 * code that comes back (`POST integrations {type: zoho, authorizationCode, state}`) is exchanged there.
 */
export function zohoUrl(deps: IntegrationDeps, location: string) {
  if (!isZohoLocation(location)) throw badRequest('VALIDATION', unknownLocationMessage(location));
  const { url, state, sandbox } = authorization(deps, 'zoho', location);
  // An OAuth provider always has a consent page (its own or the sandbox's).
  if (url === null || state === null) throw new Error('zoho has no consent page');
  return { url, state, sandbox };
}
