import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FileRoomPatch,
  type FileShare,
  type FileShareCreate,
  type SharedFile,
  type ShareTargets,
  type UploadedFile,
  uploadedFileSchema,
} from '@tranche/contracts';
import { api } from '../../../lib/api-client';

export const FILE_ROOM_KEY = ['file-room'] as const;
const filesKey = [...FILE_ROOM_KEY, 'files'] as const;
const sharesKey = (fileId: string) => [...FILE_ROOM_KEY, 'shares', fileId] as const;

/** The largest page the list query takes: a file room is listed whole and filtered in the browser. */
const PAGE_SIZE = 100;

/** `GET /api/file`: the client's file-room files that are not deleted, newest first. */
export function useRoomFiles() {
  return useQuery({
    queryKey: filesKey,
    queryFn: async ({ signal }) =>
      uploadedFileSchema
        .array()
        .parse(
          await api.get<UploadedFile[]>(
            `/file?where[deleted]=false&where[purpose]=file-room&size=${PAGE_SIZE}&orderBy[0][createdAt]=desc`,
            { signal },
          ),
        ),
  });
}

export function useInvalidateRoom() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: FILE_ROOM_KEY });
}

export function useUpdateFile() {
  const invalidate = useInvalidateRoom();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: FileRoomPatch }) =>
      api.patch<UploadedFile>(`/file/${id}`, patch),
    onSuccess: invalidate,
  });
}

export function useDeleteFile() {
  const invalidate = useInvalidateRoom();
  return useMutation({ mutationFn: (id: string) => api.del(`/file/${id}`), onSuccess: invalidate });
}

export function useShares(fileId: string) {
  return useQuery({
    queryKey: sharesKey(fileId),
    queryFn: async ({ signal }) => (await api.get<FileShare[]>(`/file/${fileId}/shares`, { signal })) ?? [],
  });
}

/** Every share of the client's files (the table's "Shared with" column), by file. */
export function useAllShares() {
  return useQuery({
    queryKey: [...FILE_ROOM_KEY, 'shares', 'all'],
    queryFn: async ({ signal }) => {
      const byFile = new Map<string, FileShare[]>();
      for (const share of (await api.get<FileShare[]>('/file/shares', { signal })) ?? []) {
        byFile.set(share.fileId, [...(byFile.get(share.fileId) ?? []), share]);
      }
      return byFile;
    },
  });
}

export function useShareFile(fileId: string) {
  const invalidate = useInvalidateRoom();
  return useMutation({
    mutationFn: (target: FileShareCreate) => api.post<FileShare[]>(`/file/${fileId}/shares`, target),
    onSuccess: invalidate,
  });
}

export function useUnshareFile(fileId: string) {
  const invalidate = useInvalidateRoom();
  return useMutation({
    mutationFn: (shareId: string) => api.del<FileShare[]>(`/file/${fileId}/shares/${shareId}`),
    onSuccess: invalidate,
  });
}

export function useShareTargets(enabled: boolean) {
  return useQuery({
    queryKey: [...FILE_ROOM_KEY, 'share-targets'],
    queryFn: async ({ signal }) => (await api.get<ShareTargets>('/file/share-targets', { signal }))!,
    enabled,
  });
}

/** Investors: what clients shared with them. */
export function useSharedFiles() {
  return useQuery({
    queryKey: [...FILE_ROOM_KEY, 'shared'],
    queryFn: async ({ signal }) => (await api.get<SharedFile[]>('/file/shared', { signal })) ?? [],
  });
}

/** The bytes, inline for a preview or as a download; the browser gets them through an object URL. */
export const fetchFileBlob = (id: string, download: boolean) =>
  api.getBlob(`/file/${id}?download=${download}`);
