import { Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { Guarantee } from '../../../shared/guarantees';
import { c } from './words';

/**
 * The window lines of the registration the claim is about, as checkboxes (none ticked: the
 * registration as a whole). A line given by the registration's page (`?unit=`) starts ticked.
 */
export function UnitsPicker({ guarantee }: { guarantee: Guarantee }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'units', defaultValue: [] });
  const chosen: number[] = Array.isArray(field.value) ? field.value : [];
  if (!guarantee.units.length) return null;
  const toggle = (position: number, on: boolean) => field.onChange(on ? [...chosen, position].sort((a, b) => a - b) : chosen.filter((p) => p !== position));
  return (
    <FormGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {translate(c('help.units'))}
      </Typography>
      {guarantee.units.map((unit) => (
        <FormControlLabel
          key={unit.position}
          control={<Checkbox checked={chosen.includes(unit.position)} onChange={(e) => toggle(unit.position, e.target.checked)} />}
          label={translate(c('unit_line'), { n: unit.position, width: unit.width, height: unit.height, smart_count: unit.quantity })}
          data-testid={`claim-unit-${unit.position}`}
        />
      ))}
    </FormGroup>
  );
}
