import { useQueryClient } from '@tanstack/react-query';
import type { CsvImport, CsvRowProblems } from '@tranche/contracts';
import { type CsvColumn, type CsvDelimiter, toRecord } from '@tranche/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '../../../lib/i18n';
import { fetchImport, IMPORTS_KEY, nextProgress, startFileImport } from '../api/csv-import.api';
import { importSubscriptionRows, uploadImportFile } from '../api/import-requests';
import { importFailureText, requestErrorText } from '../lib/import-texts';
import type { ReviewRow } from '../lib/row-collector';

/** Spec §4, §9: after 5 failed attempts the dialog closes, the file being saved already. */
export const MAX_IMPORT_ATTEMPTS = 5;

export type SubmitState =
  | { phase: 'idle' }
  | { phase: 'uploading' }
  | { phase: 'importing' }
  /** `resumed`: the server took up an import of this file that was already under way. */
  | { phase: 'processing'; processed: number; resumed?: boolean }
  | { phase: 'failed'; message: string; attemptsLeft: number }
  | { phase: 'done'; rowCount: number; rejectedCount: number };

/** What to send: picked rows as JSON, or the whole stored file for the server to read (big files). */
export type ImportPlan =
  | { kind: 'rows'; rows: readonly ReviewRow[]; columns: readonly (CsvColumn | null)[] }
  | { kind: 'file'; delimiter: CsvDelimiter };

interface Callbacks {
  /** A 422 named rows the browser had accepted: `sent` is the list its row numbers refer to. */
  onServerProblems: (sent: readonly ReviewRow[], rows: CsvRowProblems[]) => void;
  /** The 5th attempt failed; `fileSaved` says whether the upload itself had succeeded. */
  onGiveUp: (fileSaved: boolean) => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Spec §4's "import selected data": the original file is saved first (once, whatever the number of
 * attempts), then the rows are imported, or for a big file a server job reads the saved file while
 * its progress is polled. Every failure counts as an attempt; the fifth ends the dialog.
 */
export function useImportSubmit(file: File, { onServerProblems, onGiveUp }: Callbacks) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SubmitState>({ phase: 'idle' });
  const failures = useRef(0);
  const uploadedFileId = useRef<string | null>(null);
  /** A from-file import already started: a retry follows it instead of starting another. */
  const runningImportId = useRef<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const fail = useCallback(
    (message: string) => {
      failures.current += 1;
      const attemptsLeft = MAX_IMPORT_ATTEMPTS - failures.current;
      if (attemptsLeft <= 0) onGiveUp(uploadedFileId.current !== null);
      else setState({ phase: 'failed', message, attemptsLeft });
    },
    [onGiveUp],
  );

  const followFileImport = useCallback(async (first: CsvImport, signal: AbortSignal): Promise<CsvImport> => {
    let current = first;
    runningImportId.current = current.id;
    // A fresh import was never updated; one that was had been started before (and interrupted).
    const resumed = first.updatedAt !== first.createdAt;
    while (current.status === 'PROCESSING') {
      setState({ phase: 'processing', processed: current.rowsProcessed, resumed });
      const pushed = await nextProgress(current.id, signal);
      signal.throwIfAborted();
      current = pushed ? { ...current, ...pushed } : ((await fetchImport(current.id, signal)) ?? current);
    }
    runningImportId.current = null;
    return current;
  }, []);

  const submit = useCallback(
    async (plan: ImportPlan) => {
      controller.current?.abort();
      const attempt = new AbortController();
      controller.current = attempt;
      const { signal } = attempt;
      try {
        if (uploadedFileId.current === null) {
          setState({ phase: 'uploading' });
          uploadedFileId.current = (await uploadImportFile(file, signal)).id;
        }
        if (plan.kind === 'rows') {
          setState({ phase: 'importing' });
          const result = await importSubscriptionRows(
            {
              subs: plan.rows.map((row) => ({ ...toRecord(plan.columns, row.cells) })),
              uploadedFileId: uploadedFileId.current,
              send_notification: true,
            },
            signal,
          );
          if (!result.ok) {
            onServerProblems(plan.rows, result.rows);
            fail(i18n.t('csv-import:submit.serverRejected', { count: result.rows.length }));
            return;
          }
          setState({ phase: 'done', rowCount: result.created.rowCount, rejectedCount: 0 });
        } else {
          setState({ phase: 'processing', processed: 0 });
          const started = runningImportId.current
            ? await fetchImport(runningImportId.current, signal)
            : await startFileImport({
                uploadedFileId: uploadedFileId.current,
                delimiter: plan.delimiter,
                skipInvalidRows: true,
                send_notification: true,
              });
          if (!started) throw new Error('The import disappeared while it ran');
          const finished = await followFileImport(started, signal);
          if (finished.status === 'FAILED') {
            fail(importFailureText(finished));
            return;
          }
          setState({ phase: 'done', rowCount: finished.rowCount, rejectedCount: finished.rejectedCount });
        }
        void queryClient.invalidateQueries({ queryKey: IMPORTS_KEY });
      } catch (error) {
        if (isAbort(error)) return;
        fail(requestErrorText(error, file));
      }
    },
    [file, fail, followFileImport, onServerProblems, queryClient],
  );

  const busy = state.phase === 'uploading' || state.phase === 'importing' || state.phase === 'processing';
  return { state, submit, busy };
}
