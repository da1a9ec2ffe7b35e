import type { Db } from '@tranche/db';
import type { Logger } from 'pino';
import type { SecretBox } from '../crypto/secret-box';
import { createChallengeStore } from '../flows/challenge-store';
import type { IdentityConfig } from '../identity-config';
import { createChallengesRepo } from '../repo/challenges.repo';
import { createCodesRepo } from '../repo/codes.repo';
import { createDevicesRepo } from '../repo/devices.repo';
import { createSessionsRepo } from '../repo/sessions.repo';
import { createUsersRepo } from '../repo/users.repo';
import { localKeySet } from '../tokens/access-token';
import type { KeyStore } from '../tokens/key-store';
import { createTokenIssuer } from '../tokens/token-issuer';
import { createCodeService } from './code-service';
import type { Notifier } from './notifier';
import type { Throttling } from './throttling';

/** Everything the embedded pool's operations use, built once. */
export function createPoolContext(deps: {
  config: IdentityConfig;
  db: Db;
  box: SecretBox;
  keys: KeyStore;
  throttle: Throttling;
  notify: Notifier;
  logger: Logger;
  /** Called when a user's sessions or status change, so cached token checks are dropped. */
  onUserChanged(sub: string): void;
}) {
  const base = {
    ...deps,
    users: createUsersRepo(deps.db),
    codes: createCodesRepo(deps.db),
    sessions: createSessionsRepo(deps.db),
    challenges: createChallengesRepo(deps.db),
    devices: createDevicesRepo(deps.db),
    tokens: createTokenIssuer(deps.config, deps.keys),
    keySet: localKeySet(deps.keys),
  };
  return { ...base, codeService: createCodeService(base), challengeStore: createChallengeStore(base) };
}

export type PoolContext = ReturnType<typeof createPoolContext>;

/** What an operation knows about the HTTP call. */
export interface CallMeta {
  ip: string;
}
