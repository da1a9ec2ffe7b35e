import type { SqlExecutor } from '@tranche/db';

/**
 * pg-boss 10 has no heartbeat: an active job whose process died stays active until its
 * `expire_in` (minutes) runs out. A running job's worker renews a short lease instead, kept in
 * the job's `output` (pg-boss writes it only when the job ends), so a dead worker's job is found
 * within seconds.
 */
export async function renewLeases(executor: SqlExecutor, ids: string[], seconds: number): Promise<void> {
  if (ids.length === 0) return;
  await executor.executeSql(
    `update pgboss.job set output = jsonb_build_object('leaseUntil', now() + make_interval(secs => $2))
     where id = any($1::uuid[]) and state = 'active'`,
    [ids, seconds],
  );
}

/**
 * Active jobs of these queues whose worker is gone: the lease ran out (or was never taken within
 * `seconds` of the start). With `all`, every active job (the embedded database has one process:
 * at its start, any active job belonged to a process that died).
 */
export async function findOrphanedJobs(
  executor: SqlExecutor,
  queues: string[],
  options: { all: boolean; seconds: number },
): Promise<{ id: string; name: string }[]> {
  const { rows } = await executor.executeSql(
    `select id::text as id, name from pgboss.job
     where name = any($1::text[]) and state = 'active'
       and ($2::boolean or coalesce((output->>'leaseUntil')::timestamptz,
                                    started_on + make_interval(secs => $3)) < now())`,
    [queues, options.all, options.seconds],
  );
  return rows as { id: string; name: string }[];
}

/** Jobs not finished yet (waiting, to be retried, running), per queue and state. */
export async function countUnfinishedJobs(
  executor: SqlExecutor,
): Promise<{ name: string; state: string; count: number }[]> {
  const { rows } = await executor.executeSql(
    `select name, state::text as state, count(*)::int as count from pgboss.job
     where state in ('created', 'retry', 'active') and name not like '\\_\\_%' escape '\\'
     group by name, state order by name, state`,
    [],
  );
  return rows as { name: string; state: string; count: number }[];
}
