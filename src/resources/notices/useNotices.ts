import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'ra-core';
import { resourceNames } from '../../../shared/paths';
import type { NoticesDataProvider } from '../../providers/noticesProvider';
import type { NoticeRecord } from '../../providers/noticesQuery';

const resource = resourceNames.notices;
const UNREAD_COUNT_KEY = [resource, 'unreadCount'] as const;

/**
 * After any change to notices (react-admin's create, update, delete, and the read mark, whose
 * mutation keys start with the resource name), every notices query is refetched: the list, the
 * latest notices of the home page, the open notice and the menu's count.
 */
function useRefreshAfterNoticeChanges() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.mutation.options.mutationKey?.[0] === resource) void queryClient.invalidateQueries({ queryKey: [resource] });
      }),
    [queryClient],
  );
}

/** How many published notices the signed-in user has not opened; refreshed on changes, on focus and every few minutes. */
export function useUnreadNoticeCount(): number | undefined {
  const dataProvider = useDataProvider<NoticesDataProvider>();
  useRefreshAfterNoticeChanges();
  const { data } = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: async () => (await dataProvider.getUnreadCount(resource)).data.unread,
    staleTime: 30_000,
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
  return data;
}

/**
 * Opening a notice marks it read (POST /protected/notice/{id}/read), once per notice; reading
 * it with GET does not, so lists, previews and prefetches never mark anything.
 */
export function useMarkReadOnOpen(record: Pick<NoticeRecord, 'id' | 'read'> | undefined) {
  const dataProvider = useDataProvider<NoticesDataProvider>();
  const marked = useRef<Identifier | undefined>(undefined);
  const { mutate } = useMutation({
    mutationKey: [resource, 'markRead'],
    mutationFn: (id: Identifier) => dataProvider.markRead(resource, { id }),
  });
  const id = record?.id;
  const read = record?.read;
  useEffect(() => {
    if (id === undefined || read || marked.current === id) return;
    marked.current = id;
    mutate(id);
  }, [id, read, mutate]);
}
