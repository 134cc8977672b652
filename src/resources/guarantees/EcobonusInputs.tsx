import { useEffect } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { BooleanInput, required, SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CLIMATE_ZONES, eneaDeadline, limitRowFor, type WorksKind } from '../../../shared/ecobonus';
import { isIsoDate } from '../../../shared/guarantees';
import { WORKS_START_MIN } from '../../../shared/guaranteeUnits';
import { DayInput } from '../DayInput';
import { FormSection, formRow } from '../FormSection';
import { useFormatDay } from './useFormatDay';
import * as rules from './validation';
import { useCiteSource, useFormatNumber, useFramedProduct, useWorksNotes } from './windows';

const t = (name: string) => `resources.garanzie.ecobonus.${name}`;

/** The limit that the works will be checked against, and the ENEA deadline, as the dates are typed. */
function WorksSummary() {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const number = useFormatNumber();
  const cite = useCiteSource();
  const notes = useWorksNotes();
  const works = useWatch({ name: 'ecobonus' }) ?? {};
  const kind = (works.worksKind ?? 'incentive') as WorksKind;
  const row = works.climateZone && isIsoDate(works.worksStart) ? limitRowFor(works.worksStart, kind) : null;
  return (
    <Box role="status" aria-live="polite" data-testid="works-summary" sx={{ mb: 2, p: 2, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
      {row ? (
        <Stack spacing={0.5}>
          <Typography sx={{ fontWeight: 600 }}>{translate(t('limit_value'), { limit: number(row.limits[works.climateZone as keyof typeof row.limits]), zone: works.climateZone })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(t('from'), { source: cite(row.source), date: formatDay(row.from, 'long') })}
          </Typography>
          {notes({ worksKind: kind, climateZone: works.climateZone, worksStart: works.worksStart }).map((note) => (
            <Typography key={note} variant="body2" data-testid="works-note">
              {note}
            </Typography>
          ))}
          {isIsoDate(works.worksEnd) && (
            <Typography variant="body2">
              {`${translate(t('enea_deadline'))}: ${translate(t('enea_value'), { date: formatDay(eneaDeadline(works.worksEnd), 'long') })}`}
            </Typography>
          )}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(t('pending'))}
        </Typography>
      )}
    </Box>
  );
}

/**
 * "Ecobonus": for a window or door product, the works the windows were replaced in — the
 * building's climate zone (with what it is and where to find it), the kind of works, when they
 * started and ended — checked as they are typed against the same rules as the server.
 */
export function EcobonusSection() {
  const translate = useTranslate();
  const frame = useFramedProduct();
  const enabled = useWatch({ name: 'ecobonusEnabled' });
  const [installed, start, end] = useWatch({ name: ['installationDate', 'ecobonus.worksStart', 'ecobonus.worksEnd'] });
  const { trigger, getFieldState } = useFormContext();
  // The three dates are checked against each other: a change of one checks the others again.
  useEffect(() => {
    for (const name of ['installationDate', 'ecobonus.worksStart', 'ecobonus.worksEnd']) if (getFieldState(name).isTouched) void trigger(name);
  }, [installed, start, end]);
  if (!frame) return null;
  const zones = CLIMATE_ZONES.map((zone) => ({ id: zone, name: translate(t('zone'), { zone }) }));
  const kinds = (['incentive', 'renovation'] as const).map((kind) => ({ id: kind, name: translate(t(kind)) }));
  return (
    <FormSection title="resources.garanzie.sections.ecobonus">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(t('intro'))}
      </Typography>
      <BooleanInput source="ecobonusEnabled" label="resources.garanzie.fields.ecobonusEnabled" helperText={false} />
      {enabled && (
        <>
          <Box sx={{ ...formRow(2), alignItems: 'start' }}>
            <SelectInput source="ecobonus.climateZone" label={t('climate_zone')} choices={zones} validate={required()} helperText={t('zone_help')} />
            <SelectInput source="ecobonus.worksKind" label={t('works_kind')} choices={kinds} validate={required()} defaultValue="incentive" helperText={false} />
          </Box>
          <Box sx={formRow(2)}>
            <DayInput source="ecobonus.worksStart" label={t('works_start')} size="medium" validate={[required(), rules.validDay, rules.worksStart]} min={WORKS_START_MIN} />
            <DayInput source="ecobonus.worksEnd" label={t('works_end')} size="medium" validate={[required(), rules.validDay, rules.worksEnd]} helperText={t('works_help')} />
          </Box>
          <WorksSummary />
        </>
      )}
    </FormSection>
  );
}
