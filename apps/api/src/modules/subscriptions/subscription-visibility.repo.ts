import { schema } from '@tranche/db';
import { sql } from 'drizzle-orm';

const { subscriptions: s, csvImports } = schema;

/**
 * Whether a subscription row counts (every read of subscriptions filters by it). An approval
 * writes an import's new versions invisibly (`pending_import_id`) and marks the live rows they
 * replace (`replaced_by_import_id`); the import turning APPROVED swaps both at once, so a company
 * sees all of an import or none of it. Rows outside an approval (both null) pass at the first test.
 */
export const visibleSubscription = sql`(
  (${s.pendingImportId} is null and ${s.replacedByImportId} is null)
  or (${s.pendingImportId} is not null) = exists (
    select 1 from ${csvImports}
    where ${csvImports.id} = coalesce(${s.pendingImportId}, ${s.replacedByImportId})
      and ${csvImports.status} = 'APPROVED'
  )
)`;

/** The company-unique index covers live rows only: `on conflict` names its predicate. */
export const liveSubscription = sql`${s.pendingImportId} is null`;
