import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import {
  ArrayInput,
  BooleanInput,
  IconButtonWithTooltip,
  maxValue,
  minValue,
  required,
  SelectInput,
  SimpleFormIterator,
  useLocaleState,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isIsoDate, QUANTITY_MAX, QUANTITY_MIN } from '../../../shared/guarantees';
import { unitCheck, type EcobonusInput } from '../../../shared/guaranteeUnits';
import { SIZE_MAX, SIZE_MIN, sizeProblem, windowUw } from '../../../shared/thermal';
import type { FramedPerformance } from '../../../shared/catalogue/performance';
import { FormSection, formRow } from '../FormSection';
import { CheckChip } from './CheckChip';
import * as rules from './validation';
import { useCheckReasons, useFormatNumber, useFramedProduct } from './windows';
import { LocaleNumberInput } from '../LocaleNumberInput';

const t = (name: string) => `resources.garanzie.units.${name}`;
const size = [required(), minValue(SIZE_MIN), maxValue(SIZE_MAX), rules.integer];
const quantity = [required(), minValue(QUANTITY_MIN), maxValue(QUANTITY_MAX), rules.integer];
const oldUw = [required('resources.garanzie.validation.old_uw_required'), rules.oldUwRange, rules.cents];
const cost = [rules.costRange, rules.cents];

/** The Ecobonus data of the form when complete enough to check a window against them, else null. */
function useWorks(): EcobonusInput | null {
  const [enabled, works] = useWatch({ name: ['ecobonusEnabled', 'ecobonus'] });
  if (!enabled || !works?.climateZone || !isIsoDate(works.worksStart)) return null;
  return { climateZone: works.climateZone, worksKind: works.worksKind ?? 'incentive', worksStart: works.worksStart, worksEnd: works.worksEnd };
}

/**
 * The Uw of the window being typed, as the server will compute and keep it (shared/thermal.ts):
 * with its areas, or why it cannot be computed yet; and, with the Ecobonus data, its check.
 */
function UnitUw({ frame }: { frame: FramedPerformance }) {
  const translate = useTranslate();
  const number = useFormatNumber();
  const reasons = useCheckReasons();
  const { index } = useSimpleFormIteratorItem();
  const unit = useWatch({ name: `units.${index}` }) ?? {};
  const works = useWorks();
  const glazing = frame.glazings.find((g) => g.id === unit.glazing);
  const dims = { width: Number(unit.width), height: Number(unit.height), sashes: Number(unit.sashes) };
  const typed = unit.width != null && unit.height != null && unit.sashes != null && unit.sashes !== '' && glazing;
  const problem = typed ? sizeProblem(frame.frame, dims) : null;
  const result = typed && !problem ? windowUw(frame.frame, glazing, dims) : null;
  const old = typeof unit.oldUw === 'number' ? unit.oldUw : null;
  const check =
    result && works && (old !== null || works.worksKind === 'renovation')
      ? unitCheck({ width: dims.width, height: dims.height, uw: result.uw, oldUw: old, cost: typeof unit.cost === 'number' ? unit.cost : null, withShutters: Boolean(unit.withShutters) }, works)
      : null;
  return (
    <Box role="status" aria-live="polite" data-testid={`unit-uw-${index}`} sx={{ mb: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      {result ? (
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography sx={{ fontWeight: 600 }}>{translate(t('uw'), { uw: number(result.uw) })}</Typography>
            {check && <CheckChip passes={check.passes} />}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {translate(t('uw_details'), { ag: number(result.ag), af: number(result.af), lg: number(result.lg) })}
          </Typography>
          {check?.failures.length ? (
            <Typography variant="body2" color="error">
              {reasons(check, { uw: result.uw, oldUw: old }).join('; ')}
            </Typography>
          ) : null}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {problem ? translate(t(`uw_problem.${problem}`)) : translate(t('uw_pending'))}
        </Typography>
      )}
    </Box>
  );
}

/** One line of windows: size, sashes and glazing from the product's own, pieces; the Ecobonus figures when asked for. */
function UnitInputs({ frame }: { frame: FramedPerformance }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'it';
  // The old Uw, the cost and the shutters serve the incentive's checks only: renovation works do not ask for them.
  const [enabled, kind] = useWatch({ name: ['ecobonusEnabled', 'ecobonus.worksKind'] });
  const ecobonus = enabled && kind !== 'renovation';
  const sashes = frame.frame.sashCounts.map((n) => ({ id: n, name: n === 0 ? translate(t('fixed')) : translate(t('sash_count'), { smart_count: n }) }));
  const glazings = frame.glazings.map((g) => ({ id: g.id, name: g.label[lang] }));
  return (
    <>
      {/* Two by two on a phone: the size, then the sashes and the pieces. */}
      <Box sx={{ ...formRow(4), gap: undefined, rowGap: { xs: 0, sm: 2 }, columnGap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}>
        <LocaleNumberInput source="width" label={t('width')} min={SIZE_MIN} max={SIZE_MAX} step={10} validate={size} />
        <LocaleNumberInput source="height" label={t('height')} min={SIZE_MIN} max={SIZE_MAX} step={10} validate={size} />
        {/* Small and without the dense margin, like the number inputs beside it, so that the row lines up. */}
        <SelectInput
          source="sashes"
          label={t('sashes')}
          choices={sashes}
          validate={required()}
          defaultValue={frame.frame.sashCounts.includes(1) ? 1 : frame.frame.sashCounts[0]}
          size="small"
          margin="none"
        />
        <LocaleNumberInput source="quantity" label={t('quantity')} min={QUANTITY_MIN} max={QUANTITY_MAX} step={1} defaultValue={1} validate={quantity} />
      </Box>
      <SelectInput source="glazing" label={t('glazing')} choices={glazings} validate={required()} defaultValue={frame.glazings[0]!.id} size="small" margin="none" fullWidth />
      {ecobonus && (
        <>
          <Box sx={{ ...formRow(2), alignItems: 'start' }}>
            <LocaleNumberInput source="oldUw" label={t('old_uw')} min={0.5} max={7} step={0.1} validate={oldUw} helperText={t('old_uw_help')} />
            <LocaleNumberInput source="cost" label={t('cost')} min={0} step={0.01} validate={cost} helperText={false} />
          </Box>
          <BooleanInput source="withShutters" label={t('with_shutters')} helperText={false} />
        </>
      )}
      <UnitUw frame={frame} />
    </>
  );
}

/** Remove, named with the window's number for screen readers ("Remove window 2"). */
function RemoveUnitButton() {
  const translate = useTranslate();
  const { remove, index } = useSimpleFormIteratorItem();
  return (
    <IconButtonWithTooltip label={translate(t('remove'), { n: index + 1 })} size="small" color="warning" onClick={() => remove()}>
      <RemoveIcon fontSize="small" />
    </IconButtonWithTooltip>
  );
}

function AddUnitButton() {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button variant="outlined" startIcon={<AddIcon />} onClick={() => add()}>
      {translate(t('add'))}
    </Button>
  );
}

/**
 * "Serramenti": the windows installed, for products with frame data only (windows and doors);
 * each line's Uw computed live as the server will compute and keep it.
 */
export function UnitsSection() {
  const translate = useTranslate();
  const frame = useFramedProduct();
  if (!frame) return null;
  return (
    <FormSection title="resources.garanzie.sections.units">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(t('intro'))}
      </Typography>
      <ArrayInput source="units" label={false} helperText={false}>
        <SimpleFormIterator
          disableReordering
          disableClear
          fullWidth
          getItemLabel={(index) => translate(t('line'), { n: index + 1 })}
          addButton={<AddUnitButton />}
          removeButton={<RemoveUnitButton />}
          sx={{
            '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', pt: 1, flexWrap: { xs: 'wrap', md: 'nowrap' } },
            // react-admin hides the number below md; here it stays, above the inputs on narrow screens.
            // react-admin shows the remove button on hover only, and a hidden button cannot take the keyboard's focus.
            '& .RaSimpleFormIterator-action': { visibility: 'visible' },
            '& .RaSimpleFormIterator-index': { display: 'block', width: { xs: '100%', md: 'auto' }, minWidth: { md: 96 }, pt: { md: 1.5 }, mt: 1, mb: { xs: 2, md: 0 }, fontWeight: 600 },
          }}
        >
          <UnitInputs frame={frame} />
        </SimpleFormIterator>
      </ArrayInput>
    </FormSection>
  );
}

