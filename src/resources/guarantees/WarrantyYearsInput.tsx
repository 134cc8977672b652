import { useEffect, useRef } from 'react';
import { integer } from './validation';
import { maxValue, minValue, required, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { warrantyYearsOf } from '../../../shared/catalogue/definition';
import { findInCatalogue } from '../../catalogue/lookup';
import { WARRANTY_YEARS_MAX, WARRANTY_YEARS_MIN } from '../../../shared/guarantees';
import { LocaleNumberInput } from '../LocaleNumberInput';

const validate = [required(), minValue(WARRANTY_YEARS_MIN), maxValue(WARRANTY_YEARS_MAX), integer];

/** The chosen product's key and standard years, when all three levels name a catalogue product. */
function standardOf(values: Record<string, any>): { key: string; years: number } | null {
  const { material, productCategory, product } = values ?? {};
  const match = product ? findInCatalogue(material, productCategory, product) : null;
  return match?.category && match.product ? { key: `${material}/${productCategory}/${product}`, years: warrantyYearsOf(match.category) } : null;
}

const empty = (value: unknown) => value == null || value === '';

/**
 * The warranty years, filled with the standard of the chosen product: when the product changes,
 * and whenever the field is empty and the user has not typed in it. It follows the form's own
 * changes rather than renders, because react-admin resets the form after it mounts (defaults,
 * `?source=`) and a reset must not leave the field empty. The user may change the years.
 */
export function WarrantyYearsInput() {
  const translate = useTranslate();
  const { getValues, setValue, watch } = useFormContext();
  const [material, productCategory, product] = useWatch({ name: ['material', 'productCategory', 'product'] });
  const standard = standardOf({ material, productCategory, product });
  const typed = useRef(false);

  useEffect(() => {
    let previous: string | null = null;
    const fill = (values: Record<string, any>) => {
      const chosen = standardOf(values);
      if (!chosen) return;
      const changed = previous !== null && previous !== chosen.key;
      previous = chosen.key;
      if (changed) setValue('warrantyYears', chosen.years, { shouldDirty: true, shouldValidate: true });
      else if (empty(values.warrantyYears) && !typed.current) setValue('warrantyYears', chosen.years);
    };
    fill(getValues());
    const subscription = watch((values, { name }) => {
      if (name !== 'warrantyYears') fill(values);
    });
    return () => subscription.unsubscribe();
  }, [getValues, setValue, watch]);

  return (
    <LocaleNumberInput
      source="warrantyYears"
      // As high as the installation date beside it (react-admin's NumberInput is small by default).
      size="medium"
      min={WARRANTY_YEARS_MIN}
      max={WARRANTY_YEARS_MAX}
      step={1}
      validate={validate}
      onChange={() => {
        typed.current = true;
      }}
      helperText={
        standard === null
          ? translate('resources.garanzie.help.warranty_years_none')
          : translate('resources.garanzie.help.warranty_years', { smart_count: standard.years })
      }
    />
  );
}
