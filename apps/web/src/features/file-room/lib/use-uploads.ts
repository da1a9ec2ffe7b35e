import { useRef, useState } from 'react';
import { type UploadTarget, uploadRoomFile } from '../api/upload-file';

export interface UploadItem {
  key: string;
  name: string;
  /** 0..1 of the bytes sent. */
  progress: number;
  state: 'uploading' | 'done' | 'failed' | 'canceled';
  error?: unknown;
}

/** Several uploads at once, each with its own progress and its own cancel. */
export function useUploads(onUploaded: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = (files: readonly File[], target: UploadTarget) => {
    for (const file of files) {
      const key = crypto.randomUUID();
      const controller = new AbortController();
      controllers.current.set(key, controller);
      setItems((current) => [...current, { key, name: file.name, progress: 0, state: 'uploading' }]);
      uploadRoomFile(file, target, (progress) => update(key, { progress }), controller.signal)
        .then(() => {
          update(key, { progress: 1, state: 'done' });
          onUploaded();
        })
        .catch((error: unknown) => {
          const canceled = error instanceof DOMException && error.name === 'AbortError';
          update(key, canceled ? { state: 'canceled' } : { state: 'failed', error });
        })
        .finally(() => controllers.current.delete(key));
    }
  };

  const cancel = (key: string) => controllers.current.get(key)?.abort();
  const clearFinished = () => setItems((current) => current.filter((item) => item.state === 'uploading'));
  return { items, start, cancel, clearFinished };
}
