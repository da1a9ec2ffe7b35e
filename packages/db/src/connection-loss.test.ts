import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isConnectionLost, isReadOnlyStatement } from './connection-loss';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it('knows a terminated backend, a cut socket and a refused connection', () => {
    expect(isConnectionLost(withCode('terminating connection due to administrator command', '57P01'))).toBe(
      true,
    );
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionLost(withCode('connection failure', '08006'))).toBe(true);
    expect(isConnectionLost(new DatabaseUnavailableError(new Error('x')))).toBe(true);
    const wrapped = new Error('Failed query: update "profiles" …', {
      cause: withCode('terminating connection due to administrator command', '57P01'),
    });
    expect(isConnectionLost(wrapped)).toBe(true);
  });

  it('leaves errors of the statement itself alone', () => {
    expect(isConnectionLost(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isConnectionLost(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
  });
});

describe('isReadOnlyStatement', () => {
  it('retries plain reads only', () => {
    expect(isReadOnlyStatement('select "sub" from "profiles" where "sub" = $1')).toBe(true);
    expect(isReadOnlyStatement('(select * from a) union all (select * from b)')).toBe(true);
    expect(isReadOnlyStatement('with x as (select 1) select * from x')).toBe(true);
  });

  it('never repeats a write or a read with side effects', () => {
    expect(isReadOnlyStatement('insert into "profiles" ("sub") values ($1)')).toBe(false);
    expect(isReadOnlyStatement('update "profiles" set "first_name" = $1')).toBe(false);
    expect(isReadOnlyStatement('with moved as (delete from a returning *) select * from moved')).toBe(false);
    expect(isReadOnlyStatement('select * from jobs where id = $1 for update skip locked')).toBe(false);
    expect(isReadOnlyStatement('select pg_advisory_lock($1)')).toBe(false);
    expect(isReadOnlyStatement("select nextval('seq')")).toBe(false);
    expect(isReadOnlyStatement('select * into copy from a')).toBe(false);
  });
});
