import { uploadedFileCreatedSchema } from '@tranche/contracts';
import { currentIdToken } from '../../../lib/api-client';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api-error';

export interface UploadTarget {
  folder: string;
  tags: string[];
}

/**
 * `POST /api/file` for the file room with upload progress, which fetch cannot report: the browser
 * streams the file and XMLHttpRequest tells how many bytes have gone out.
 */
export async function uploadRoomFile(
  file: File,
  target: UploadTarget,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ id: string }> {
  const form = new FormData();
  // Plain fields first: the server reads the parts in order and stores the file as it arrives.
  form.append('purpose', 'file-room');
  form.append('folder', target.folder);
  form.append('tags', target.tags.join(','));
  form.append('file', file, file.name);
  const token = await currentIdToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/file');
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status === 201) {
        resolve(uploadedFileCreatedSchema.parse(body).data);
        return;
      }
      const first = (body as { errors?: { code?: string; message?: string }[] } | null)?.errors?.[0];
      reject(
        new ApiError(
          request.status,
          first?.code ?? `HTTP_${request.status}`,
          first?.message ?? request.statusText,
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR_CODE, 'Network error'));
    request.onabort = () => reject(new DOMException('Upload canceled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
