import { Box, Button, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import type { Guarantee } from '../../../shared/guarantees';
import type { GuaranteeUnit } from '../../../shared/guaranteeUnits';
import { SectionCard } from '../../ui/SectionCard';
import { DetailRow } from '../DetailRow';
import { usePhone } from '../PhoneFilters';
import { CheckChip } from './CheckChip';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useFormatDay } from './useFormatDay';
import { useCheckReasons, useCiteSource, useFormatNumber, useWorksNotes } from './windows';
import { Hint } from '../../ui/Hint';

const u = (name: string) => `resources.garanzie.units.${name}`;
const e = (name: string) => `resources.garanzie.ecobonus.${name}`;

/** What a window's check says: the chip, and why it fails in words, with the cost per m² when there is one. */
function UnitCheckCell({ unit }: { unit: GuaranteeUnit }) {
  const translate = useTranslate();
  const number = useFormatNumber();
  const reasons = useCheckReasons();
  const check = unit.check;
  if (!check) return null;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <CheckChip passes={check.passes} />
      {check.costPerM2 !== null && check.ceiling !== null && (
        <Typography variant="caption" color="text.secondary">
          {translate(e('cost_value'), { cost: number(check.costPerM2), ceiling: number(check.ceiling, 0) })}
        </Typography>
      )}
      {reasons(check, unit).map((reason) => (
        <Typography key={reason} variant="caption" color="error">
          {reason}
        </Typography>
      ))}
    </Stack>
  );
}

/** The claim form for this registration with one window line ticked. */
export const claimFormPath = (guaranteeId: number, unit?: number) => `${paths.claims}/create?guarantee=${guaranteeId}${unit ? `&unit=${unit}` : ''}`;

/** "Open a claim on line n": an icon in the table's row, a button in a phone's block; never on paper. */
function LineClaimButton({ record, unit, wide }: { record: Guarantee; unit: GuaranteeUnit; wide: boolean }) {
  const translate = useTranslate();
  const label = translate('resources.reclami.actions.open_for_line', { n: unit.position });
  if (!wide) {
    return (
      <Button component={RouterLink} to={claimFormPath(record.id, unit.position)} size="small" startIcon={<ReportProblemIcon />} data-print="hide" data-testid={`claim-line-${unit.position}`} sx={{ mt: 0.5 }}>
        {label}
      </Button>
    );
  }
  return (
    <Hint title={label}>
      <IconButton component={RouterLink} to={claimFormPath(record.id, unit.position)} size="small" aria-label={label} data-testid={`claim-line-${unit.position}`}>
        <ReportProblemIcon fontSize="small" />
      </IconButton>
    </Hint>
  );
}

/**
 * The windows of a registration with their Uw as computed at registration, and their Ecobonus
 * check: a table on wide screens, one block per window on a phone.
 */
export function UnitsCard({ record }: { record: Guarantee }) {
  const translate = useTranslate();
  const number = useFormatNumber();
  const phone = usePhone();
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'it';
  const eco = record.ecobonus !== null;
  // Only incentive works check the replaced window's Uw (renovation works: DM 26/6/2015 minimum requirements).
  const oldUw = record.ecobonus?.worksKind === 'incentive';
  const sashes = (n: number) => (n === 0 ? translate(u('fixed')) : translate(u('sash_count'), { smart_count: n }));
  const sizeOf = (unit: GuaranteeUnit) => `${unit.width} × ${unit.height}`;
  return (
    <SectionCard id="guarantee-units-title" title={translate('resources.garanzie.sections.units')}>
      {phone ? (
        <Stack spacing={2} data-testid="units-list">
          {record.units.map((unit) => (
            <Box key={unit.position} component="section" aria-label={translate(u('line'), { n: unit.position })} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
              <Typography variant="subtitle2">{translate(u('line'), { n: unit.position })}</Typography>
              <Box component="dl" sx={{ m: 0 }}>
                <DetailRow label={translate(u('size'))}>{`${sizeOf(unit)} · ${sashes(unit.sashes)} · ${translate('resources.garanzie.quantity_pieces', { smart_count: unit.quantity })}`}</DetailRow>
                <DetailRow label={translate(u('glazing'))}>{unit.glazing.label[lang]}</DetailRow>
                <DetailRow label="Uw">{`${number(unit.uw)} W/m²K`}</DetailRow>
                {oldUw && <DetailRow label={translate(u('old_uw'))}>{unit.oldUw === null ? '–' : number(unit.oldUw)}</DetailRow>}
                {eco && (
                  <DetailRow label={translate(e('check'))}>
                    <UnitCheckCell unit={unit} />
                  </DetailRow>
                )}
              </Box>
              <LineClaimButton record={record} unit={unit} wide={false} />
            </Box>
          ))}
        </Stack>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="units-table" aria-labelledby="guarantee-units-title">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>{translate(u('size'))}</TableCell>
                <TableCell>{translate(u('sashes'))}</TableCell>
                <TableCell>{translate(u('glazing'))}</TableCell>
                <TableCell align="right">{translate(u('quantity'))}</TableCell>
                <TableCell align="right">Uw (W/m²K)</TableCell>
                {oldUw && <TableCell align="right">{translate(u('old_uw'))}</TableCell>}
                {eco && <TableCell>{translate(e('check'))}</TableCell>}
                <TableCell data-print="hide">
                  <Box component="span" sx={visuallyHidden}>
                    {translate('resources.reclami.name', { smart_count: 2 })}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {record.units.map((unit) => (
                <TableRow key={unit.position}>
                  <TableCell>{unit.position}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{sizeOf(unit)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{sashes(unit.sashes)}</TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    {unit.glazing.label[lang]}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {translate(u('uw_details'), { ag: number(unit.ag), af: number(unit.af), lg: number(unit.lg) })}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{unit.quantity}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {number(unit.uw)}
                  </TableCell>
                  {oldUw && <TableCell align="right">{unit.oldUw === null ? '–' : number(unit.oldUw)}</TableCell>}
                  {eco && (
                    <TableCell sx={{ minWidth: 180 }}>
                      <UnitCheckCell unit={unit} />
                    </TableCell>
                  )}
                  <TableCell data-print="hide" padding="checkbox">
                    <LineClaimButton record={record} unit={unit} wide />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionCard>
  );
}

/** The Ecobonus data and what follows: the limit and its decree, the result, the ENEA deadline. */
export function EcobonusCard({ record }: { record: Guarantee }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const number = useFormatNumber();
  const cite = useCiteSource();
  const notes = useWorksNotes();
  const works = record.ecobonus;
  if (!works) return null;
  return (
    <SectionCard id="guarantee-ecobonus-title" title={translate('resources.garanzie.sections.ecobonus')}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }} data-testid="ecobonus-result">
        <CheckChip passes={works.passes} size="medium" />
        <Typography variant="body2">{works.passes ? translate(e('all_pass'), { zone: works.climateZone }) : translate(e(works.worksKind === 'renovation' ? 'some_fail_renovation' : 'some_fail'))}</Typography>
      </Stack>
      <Box component="dl" sx={{ m: 0 }}>
        <DetailRow label={translate(e('climate_zone'))}>{translate(e('zone'), { zone: works.climateZone })}</DetailRow>
        <DetailRow label={translate(e('works_kind'))}>{translate(e(works.worksKind))}</DetailRow>
        <DetailRow label={translate(e('works_start'))}>{formatDay(works.worksStart, 'long')}</DetailRow>
        <DetailRow label={translate(e('works_end'))}>{formatDay(works.worksEnd, 'long')}</DetailRow>
        <DetailRow label={translate(e('limit'))}>
          {works.limitRow && works.limit !== null ? (
            <>
              <strong>{translate(e('limit_value'), { limit: number(works.limit), zone: works.climateZone })}</strong>
              <Typography variant="caption" color="text.secondary" component="div">
                {translate(e('from'), { source: cite(works.limitRow.source), date: formatDay(works.limitRow.from, 'long') })}
              </Typography>
            </>
          ) : (
            translate(e('no_limits'))
          )}
        </DetailRow>
        <DetailRow label={translate(e('enea_deadline'))}>
          <strong data-testid="enea-deadline">{translate(e('enea_value'), { date: formatDay(works.eneaDeadline, 'long') })}</strong>
        </DetailRow>
      </Box>
      {notes(works).map((note) => (
        <Typography key={note} variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="works-note">
          {note}
        </Typography>
      ))}
    </SectionCard>
  );
}
