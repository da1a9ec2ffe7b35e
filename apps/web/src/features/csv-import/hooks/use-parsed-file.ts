import type { CsvDelimiter } from '@tranche/domain';
import { useEffect, useState } from 'react';
import { type ParsedFile, parseCsvFile } from '../lib/parse-csv-file';

export type ParseState =
  | { status: 'reading'; progress: number }
  | { status: 'read'; parsed: ParsedFile }
  | { status: 'failed' };

/**
 * The file read with the chosen delimiter (null: detected). Choosing another delimiter reads the
 * file again; a reading still running is abandoned, so an older result never replaces a newer one.
 */
export function useParsedFile(file: File, delimiter: CsvDelimiter | null): ParseState {
  const [state, setState] = useState<ParseState>({ status: 'reading', progress: 0 });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'reading', progress: 0 });
    parseCsvFile(file, {
      delimiter,
      signal: controller.signal,
      onProgress: (progress) => {
        if (!controller.signal.aborted) setState({ status: 'reading', progress });
      },
    }).then(
      (parsed) => {
        if (!controller.signal.aborted) setState({ status: 'read', parsed });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [file, delimiter]);
  return state;
}
