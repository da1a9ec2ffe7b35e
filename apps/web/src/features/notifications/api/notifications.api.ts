import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  countResponseSchema,
  type MailPreferences,
  mailPreferencesSchema,
  notificationListResponseSchema,
} from '@tranche/contracts';
import { api } from '../../../lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** Spec §9: lists page by 20; Load more asks for the next page. */
export const NOTIFICATION_PAGE_SIZE = 20;

export type NotificationFilter = 'all' | 'read' | 'unread';

const page = notificationListResponseSchema.shape.data;
const countOf = countResponseSchema.shape.data;

const readFilter = (filter: NotificationFilter) =>
  filter === 'all' ? '' : `&where[readClient]=${filter === 'read'}`;

/** `GET /api/notification`: newest first, one page of 20 at a time. */
export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list', filter],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      page.parse(
        (await api.get(
          `/notification?page=${pageParam}&size=${NOTIFICATION_PAGE_SIZE}${readFilter(filter)}`,
          { signal },
        )) ?? [],
      ),
    // A short page is the last one.
    getNextPageParam: (last, pages) => (last.length < NOTIFICATION_PAGE_SIZE ? undefined : pages.length + 1),
  });
}

/** `GET /api/notification/count` of the unread, for the navigation's badge; 0 when it fails (spec §8). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'count', 'unread'],
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return countOf.parse(await api.get('/notification/count?where[readClient]=false', { signal })).count;
      } catch {
        return 0;
      }
    },
  });
}

/** `PATCH /api/notification` (one with `where[id]`, else all); lists and badge follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) =>
      api.patch<{ updated: number }>(id === undefined ? '/notification' : `/notification?where[id]=${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

const PREFERENCES_KEY = [...NOTIFICATIONS_KEY, 'mail-preferences'] as const;

/** `GET /api/notification/mail-preferences`: the types that also come by mail. */
export function useMailPreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: async ({ signal }) =>
      mailPreferencesSchema.parse(await api.get('/notification/mail-preferences', { signal })),
  });
}

export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailPreferences) => api.patch<MailPreferences>('/notification/mail-preferences', body),
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
}
