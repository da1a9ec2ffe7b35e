import { z } from 'zod';
import type { CallMeta, PoolContext } from '../pool/pool-context';

/** One action of the Cognito Identity Provider JSON protocol: its request schema and handler. */
export interface Operation<S extends z.ZodType = z.ZodType> {
  input: S;
  handle(input: z.output<S>, pool: PoolContext, meta: CallMeta): Promise<object>;
}

export const defineOperation = <S extends z.ZodType>(operation: Operation<S>): Operation<S> => operation;

/** Request fields shared by many operations, with Cognito's length limits. */
export const fields = {
  clientId: z.string().min(1).max(128),
  username: z.string().min(1).max(128),
  password: z.string().min(1).max(256),
  code: z.string().min(1).max(2048),
  accessToken: z.string().min(1).max(8192),
  session: z.string().min(20).max(2048),
  attributes: z.array(z.object({ Name: z.string().min(1).max(32), Value: z.string().max(2048) })).max(50),
  /** ChallengeResponses / AuthParameters: a string map. */
  stringMap: z.record(z.string().max(256), z.string().max(10_000)),
  clientMetadata: z.record(z.string(), z.string()).optional(),
};
