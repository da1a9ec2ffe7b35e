import { schema } from '@tranche/db';
import { asc, eq } from 'drizzle-orm';
import { listImports } from '../../modules/csv-import/csv-import.repo';
import { approveImport, rejectImport } from '../../modules/csv-import/import-approval';
import type { CliCommand } from '../cli-command';
import { usageError } from './usage-error';

const OPERATOR = 'operator-cli';
const APPROVAL_WAIT_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const importsPendingCommand: CliCommand = {
  name: 'imports-pending',
  usage: 'imports-pending',
  description: 'list the CSV imports waiting for review',
  async run(_args, context) {
    const { csvImports } = schema;
    const pending = await listImports((await context.container()).database.db, {
      where: eq(csvImports.status, 'PENDING'),
      orderBy: [asc(csvImports.createdAt)],
      limit: 1_000,
      offset: 0,
    });
    if (pending.length === 0) context.out('No import is waiting for review.');
    for (const row of pending) {
      context.out(
        `${row.id}  ${row.kind.padEnd(13)}  ${String(row.rowCount).padStart(8)} rows  ${row.companyName ?? '(no name)'}  ${row.fileName ?? ''}  since ${row.createdAt.toISOString().slice(0, 16).replace('T', ' ')}`,
      );
    }
    return 0;
  },
};

export const importApproveCommand: CliCommand = {
  name: 'import-approve',
  usage: 'import-approve <import id>',
  description: 'approve a pending CSV import: write its rows, mail and notify the company',
  async run(args, context) {
    const [id] = args;
    if (args.length !== 1 || !UUID.test(id!)) return usageError(importApproveCommand, context);
    // The server's approval job writes the rows, never this command: killing it changes nothing.
    // It waits a while to report the outcome; a big import may still be APPROVING then.
    const row = await approveImport(await context.container(), id!, OPERATOR, {
      inline: false,
      waitMs: APPROVAL_WAIT_MS,
    });
    context.out(
      `Import ${row.id} of ${row.companyName ?? row.accountId}: ${row.status}, ${row.rowCount} rows.`,
    );
    if (row.status === 'APPROVING')
      context.out('The server finishes the approval in the background; imports-pending no longer lists it.');
    return row.status === 'APPROVED' || row.status === 'APPROVING' ? 0 : 1;
  },
};

export const importRejectCommand: CliCommand = {
  name: 'import-reject',
  usage: 'import-reject <import id> <reason…>',
  description: 'reject a pending CSV import, mailing the reason to the company',
  async run(args, context) {
    const [id, ...reason] = args;
    if (!id || !UUID.test(id) || reason.join(' ').trim() === '')
      return usageError(importRejectCommand, context);
    const row = await rejectImport(await context.container(), id, OPERATOR, reason.join(' ').trim());
    context.out(`Import ${row.id} of ${row.companyName ?? row.accountId}: ${row.status}.`);
    return 0;
  },
};
