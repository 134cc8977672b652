import type { ReactNode } from 'react';
import { Button, List, Skeleton, Stack, Typography } from '@mui/material';
import { useCreatePath, useGetList, type GetListParams, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../layout/SectionCard';

interface Props<T extends RaRecord> {
  /** The id of the card's heading, which names the section. */
  id: string;
  /** A text, or one that tells how many there are in all. */
  title: string | ((total: number) => string);
  resource: string;
  /** The one request the card makes. */
  query: Partial<GetListParams>;
  testId: string;
  /** Shown when the list is empty: a sentence, perhaps with a first action. */
  empty: ReactNode;
  allLabel: string;
  /** Where "all" leads: the resource's list unless told. */
  allPath?: string;
  skeletonHeight?: number;
  children: (record: T) => ReactNode;
}

/**
 * A card of the dashboard home: the first records of a resource, one request, skeletons while
 * it loads, a sentence when there is nothing, and a link to the whole list.
 */
export function HomeListCard<T extends RaRecord>({ id, title, resource, query, testId, empty, allLabel, allPath, skeletonHeight = 48, children }: Props<T>) {
  const createPath = useCreatePath();
  const { data, total, isPending } = useGetList<T>(resource, query);
  return (
    <SectionCard id={id} title={typeof title === 'string' ? title : title(total ?? 0)}>
      {isPending ? (
        <Stack spacing={1}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={skeletonHeight} />
          ))}
        </Stack>
      ) : !data?.length ? (
        empty
      ) : (
        <>
          <List dense disablePadding data-testid={testId}>
            {data.map(children)}
          </List>
          <Button component={RouterLink} to={allPath ?? createPath({ resource, type: 'list' })} size="small" sx={{ mt: 1 }}>
            {allLabel}
          </Button>
        </>
      )}
    </SectionCard>
  );
}

/** The sentence of an empty card. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
