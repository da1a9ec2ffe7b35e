import { keyedHash, newToken } from '../crypto/codes';
import type { SecretBox } from '../crypto/secret-box';
import { messages, notAuthorized } from '../protocol/cognito-error';
import type { ChallengesRepo } from '../repo/challenges.repo';
import { type ChallengeName, type FlowState, sessionMinutes } from './flow-state';

export interface OpenChallenge<K extends ChallengeName = ChallengeName> {
  id: string;
  state: Extract<FlowState, { kind: K }>;
  attempts: number;
}

const PURGE_EVERY_MS = 3600_000;

/** Session strings for multi-step sign-in: opaque to the client, single-use, short-lived. */
export function createChallengeStore(pool: { challenges: ChallengesRepo; box: SecretBox }) {
  const idOf = (session: string) => keyedHash(pool.box.hmacKey, 'session', session);
  let lastPurge = 0;

  return {
    async start(state: FlowState): Promise<string> {
      if (Date.now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = Date.now();
        await pool.challenges.purge();
      }
      const session = newToken(48);
      const expiresAt = new Date(Date.now() + sessionMinutes(state.kind) * 60_000);
      await pool.challenges.create(idOf(session), pool.box.seal(JSON.stringify(state)), expiresAt);
      return session;
    },

    /** Reads a live session of one of the expected kinds without using it up. */
    async open<K extends ChallengeName>(
      session: string | undefined,
      kinds: readonly K[],
    ): Promise<OpenChallenge<K>> {
      if (!session) throw notAuthorized(messages.invalidSession);
      const id = idOf(session);
      const found = await pool.challenges.find(id);
      if (found.status === 'expired') throw notAuthorized(messages.expiredSession);
      if (found.status !== 'live') throw notAuthorized(messages.invalidSession);
      const state = JSON.parse(pool.box.open(found.row.state)) as FlowState;
      if (!(kinds as readonly string[]).includes(state.kind)) throw notAuthorized(messages.invalidSession);
      return { id, state: state as Extract<FlowState, { kind: K }>, attempts: found.row.attempts };
    },

    /** Uses the session up; a second use (a replay, or a race) is refused. */
    async consume(challenge: { id: string }): Promise<void> {
      if (!(await pool.challenges.consume(challenge.id))) throw notAuthorized(messages.invalidSession);
    },

    /** Counts a wrong answer that may be retried with the same session; returns the count. */
    async fail(challenge: { id: string }): Promise<number> {
      return pool.challenges.recordFailure(challenge.id);
    },
  };
}

export type ChallengeStore = ReturnType<typeof createChallengeStore>;
