import type { ReactNode } from 'react';
import { Link, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { CLAIM_KINDS, type ClaimKind, type ClaimQuality } from '../../../shared/claims';
import { useFormatNumber } from '../../i18n/numbers';
import { claimsListLink, useQualityNames } from './useClaimQuality';

/** A count that opens the claims it counts; a zero opens nothing (an empty list says less than the 0). */
function Count({ n, to, label }: { n: number; to: string; label: string }) {
  if (n === 0) return <>0</>;
  return (
    <Link component={RouterLink} to={to} title={label}>
      {n}
    </Link>
  );
}

/** A rate to one decimal in the page's language, or a dash that says, to a screen reader too, that nothing was registered. */
function Rate({ value }: { value: number | null }) {
  const translate = useTranslate();
  const number = useFormatNumber();
  if (value === null) return <abbr title={translate('claimQuality.no_rate')} aria-label={translate('claimQuality.no_rate')} style={{ textDecoration: 'none' }}>—</abbr>;
  return <>{number(value, 1)}</>;
}

const num = { align: 'right' } as const;

function Caption({ children }: { children: ReactNode }) {
  return (
    // A caption is as wide as its table: on a phone the table scrolls sideways, so the caption
    // keeps to the screen's width and stays put while the columns scroll (else its end is cut off).
    <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 16px 8px', position: 'sticky', left: 0, maxWidth: 'calc(100vw - 32px)', boxSizing: 'border-box' }}>
      <Typography variant="body2" color="text.secondary" component="span">
        {children}
      </Typography>
    </caption>
  );
}

/**
 * The figures as tables: what a screen reader reads (the charts above are hidden from it), and
 * where every claim count is a link to the claims list filtered to exactly those claims.
 */
export function QualityTables({ data }: { data: ClaimQuality }) {
  const translate = useTranslate();
  const names = useQualityNames();
  const number = useFormatNumber();
  const { from, to } = data;
  const open = translate('claimQuality.open_list');
  const kindCells = (byKind: Record<ClaimKind, number>, product?: string) =>
    CLAIM_KINDS.map((kind) => (
      <TableCell key={kind} {...num}>
        <Count n={byKind[kind]} to={claimsListLink(from, to, { product, kind })} label={open} />
      </TableCell>
    ));
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate('claimQuality.by_product')}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="quality-products">
          <Caption>{translate('claimQuality.table_products')}</Caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">{translate('claimQuality.product')}</TableCell>
              <TableCell component="th" scope="col" {...num}>{translate('claimQuality.units')}</TableCell>
              <TableCell component="th" scope="col" {...num}>{translate('claimQuality.claims')}</TableCell>
              <TableCell component="th" scope="col" {...num}>{translate('claimQuality.rate')}</TableCell>
              {CLAIM_KINDS.map((k) => (
                <TableCell key={k} component="th" scope="col" {...num}>
                  {translate(`claimQuality.kinds.${k}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.products.map((p) => (
              <TableRow key={p.product}>
                <TableCell component="th" scope="row">{names.product(p.product)}</TableCell>
                <TableCell {...num}>{number(p.units, 0)}</TableCell>
                <TableCell {...num}>
                  <Count n={p.claims} to={claimsListLink(from, to, { product: p.product })} label={open} />
                </TableCell>
                <TableCell {...num}>
                  <Rate value={p.perThousand} />
                </TableCell>
                {kindCells(p.byKind, p.product)}
              </TableRow>
            ))}
          </TableBody>
          {/* The totals read like the rows above (a footer's cells are small and grey by default). */}
          <TableFooter sx={{ '& .MuiTableCell-root': { color: 'text.primary', fontSize: '0.875rem', fontWeight: 500 } }}>
            <TableRow>
              <TableCell component="th" scope="row">{translate('claimQuality.all_products')}</TableCell>
              <TableCell {...num}>{number(data.total.units, 0)}</TableCell>
              <TableCell {...num}>
                <Count n={data.total.claims} to={claimsListLink(from, to)} label={open} />
              </TableCell>
              <TableCell {...num}>
                <Rate value={data.total.perThousand} />
              </TableCell>
              {kindCells(data.total.byKind)}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>

      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {translate('claimQuality.by_month')}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="quality-months">
          <Caption>{translate('claimQuality.table_months')}</Caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">{translate('claimQuality.month')}</TableCell>
              <TableCell component="th" scope="col" {...num}>{translate('claimQuality.units')}</TableCell>
              <TableCell component="th" scope="col" {...num}>{translate('claimQuality.claims')}</TableCell>
              <TableCell component="th" scope="col" {...num}>{translate('claimQuality.rate')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.months.map((m) => (
              <TableRow key={m.month}>
                <TableCell component="th" scope="row">{names.month(m.month)}</TableCell>
                <TableCell {...num}>{number(m.units, 0)}</TableCell>
                <TableCell {...num}>
                  <Count n={m.claims} to={claimsListLink(m.month, m.month)} label={open} />
                </TableCell>
                <TableCell {...num}>
                  <Rate value={m.perThousand} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
