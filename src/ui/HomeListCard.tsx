import { memo, useDeferredValue, type ReactNode } from 'react';
import { Button, List, Skeleton, Stack, Typography } from '@mui/material';
import { useCreatePath, useGetList, type GetListParams, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from './SectionCard';

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
  /** About the height of one row, so that the loaded card is as tall as its skeleton. */
  skeletonHeight?: number;
  children: (record: T) => ReactNode;
}

/**
 * A card of the dashboard home: the first records of a resource, one request, skeletons while
 * it loads, a sentence when there is nothing, and a link to the whole list.
 */
export function HomeListCard<T extends RaRecord>({ id, title, resource, query, testId, empty, allLabel, allPath, skeletonHeight = 64, children }: Props<T>) {
  const createPath = useCreatePath();
  const { data, total, isPending } = useGetList<T>(resource, query);
  // An answer arrives through react-query's store subscription, which React draws at once, in one
  // task. The card itself follows it there; its rows are drawn in a deferred render that gives the
  // main thread back every few milliseconds (issue 27's TBT: three answers, three long tasks).
  const rows = useDeferredValue(data);
  // One skeleton per expected row and one for the link: on a phone the cards are stacked, and a
  // card growing when its data arrives pushed the ones below it down (Lighthouse's layout shift).
  const expected = query.pagination?.perPage ?? 5;
  return (
    <SectionCard id={id} title={typeof title === 'string' ? title : title(total ?? 0)}>
      {isPending || (data && !rows) ? (
        <Stack spacing={1} aria-hidden>
          {Array.from({ length: expected }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={skeletonHeight - 8} />
          ))}
          <Skeleton variant="rounded" width={120} height={31} />
        </Stack>
      ) : !rows?.length ? (
        empty
      ) : (
        <>
          <Rows testId={testId} rows={rows} row={children} />
          <Button component={RouterLink} to={allPath ?? createPath({ resource, type: 'list' })} size="small" sx={{ mt: 1 }}>
            {allLabel}
          </Button>
        </>
      )}
    </SectionCard>
  );
}

/** Drawn again only for other rows (or another way to draw one), not with every render of the card. */
const Rows = memo(function Rows<T>({ testId, rows, row }: { testId: string; rows: T[]; row: (record: T) => ReactNode }) {
  return (
    <List dense disablePadding data-testid={testId}>
      {rows.map(row)}
    </List>
  );
}) as <T>(props: { testId: string; rows: T[]; row: (record: T) => ReactNode }) => ReactNode;

/** The sentence of an empty card. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
