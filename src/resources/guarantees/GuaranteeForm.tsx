import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { email, maxLength, maxValue, minValue, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  CITY_MAX,
  CUSTOMER_NAME_MAX,
  EMAIL_MAX,
  NOTES_MAX,
  ORDER_REFERENCE_MAX,
  PHONE_MAX,
  PROVINCE_MAX,
  QUANTITY_MAX,
  QUANTITY_MIN,
  STREET_MAX,
  today,
  ZIP_MAX,
} from '../../../shared/guarantees';
import { LOCALES } from '../../../shared/locales';
import { FormSection, formRow } from '../FormSection';
import { MaterialInput, ProductCategoryInput, ProductInput } from '../documents/CatalogueInputs';
import { useCountryChoices } from './countries';
import { DealerInput } from './DealerInput';
import { ExpiryPreview } from './ExpiryPreview';
import { useFormatDay } from './useFormatDay';
import { DayInput } from '../DayInput';
import * as rules from './validation';
import { WarrantyYearsInput } from './WarrantyYearsInput';
import { UnitsSection } from './UnitsInput';
import { EcobonusSection } from './EcobonusInputs';
import { useFramedProduct, useLocaleName } from './windows';
import { LocaleNumberInput } from '../LocaleNumberInput';

/** E-mail and phone, one of them required: filling either clears the other's error. */
function ContactInputs() {
  const { trigger, getFieldState } = useFormContext();
  const [mail, phone] = useWatch({ name: ['customerEmail', 'customerPhone'] });
  useEffect(() => {
    for (const name of ['customerEmail', 'customerPhone']) if (getFieldState(name).error) void trigger(name);
  }, [mail, phone]);
  return (
    <Box sx={formRow(2)}>
      <TextInput source="customerEmail" type="email" validate={[rules.contactRequired, email(), maxLength(EMAIL_MAX)]} helperText="resources.garanzie.help.contact" />
      <TextInput source="customerPhone" type="tel" validate={[rules.contactRequired, rules.phone, maxLength(PHONE_MAX)]} helperText={false} />
    </Box>
  );
}

/** A select as wide as its words on a wide screen, and as the fields above it on a phone. */
const selectWidth = { minWidth: 240, width: { xs: '100%', sm: 'auto' } } as const;

/** The language the customer's certificate and e-mail are written in. */
function CustomerLocaleInput() {
  const localeName = useLocaleName();
  const choices = LOCALES.map((locale) => ({ id: locale, name: localeName(locale, true) }));
  return <SelectInput source="customerLocale" choices={choices} validate={required()} helperText="resources.garanzie.help.customer_locale" sx={selectWidth} />;
}

/** Postcode and province follow the country: a change of country checks them again. */
function AddressInputs() {
  const translate = useTranslate();
  const countries = useCountryChoices();
  const { trigger, getFieldState } = useFormContext();
  const country = useWatch({ name: 'country' });
  useEffect(() => {
    for (const name of ['zipCode', 'province']) if (getFieldState(name).isTouched) void trigger(name);
  }, [country]);
  return (
    <>
      <TextInput source="street" validate={[required(), maxLength(STREET_MAX)]} fullWidth />
      <Box sx={formRow(3)}>
        <TextInput source="zipCode" validate={[required(), maxLength(ZIP_MAX), rules.zipCode]} />
        <TextInput source="city" validate={[required(), maxLength(CITY_MAX)]} />
        <TextInput
          source="province"
          // Required in Italy (marked so), free elsewhere.
          validate={country === 'IT' ? [required(), maxLength(PROVINCE_MAX), rules.province] : [maxLength(PROVINCE_MAX), rules.province]}
          helperText={country === 'IT' ? translate('resources.garanzie.help.province_it') : false}
        />
      </Box>
      <SelectInput source="country" choices={countries} validate={required()} sx={selectWidth} />
    </>
  );
}

const quantityRules = [required(), minValue(QUANTITY_MIN), maxValue(QUANTITY_MAX), rules.integer];

/**
 * The pieces installed. With windows listed (a window or door product), it is their number,
 * kept in step as lines are added and changed, and not typed.
 */
function QuantityInput() {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const framed = useFramedProduct();
  const units = useWatch({ name: 'units' }) as { quantity?: unknown }[] | undefined;
  const listed = framed && units?.length ? units.reduce((sum, u) => sum + (Number.isInteger(u?.quantity) ? Number(u.quantity) : 0), 0) : null;
  useEffect(() => {
    if (listed !== null && getValues('quantity') !== listed) setValue('quantity', listed, { shouldDirty: true, shouldValidate: true });
  }, [listed]);
  // Read-only shows as disabled: its explanation is a text of its own, in a colour that stays readable.
  return (
    <Box>
      {/* Medium, as the order reference beside it: the number inputs are small by default. */}
      <LocaleNumberInput source="quantity" size="medium" fullWidth min={QUANTITY_MIN} max={QUANTITY_MAX} step={1} validate={quantityRules} readOnly={listed !== null} helperText={listed !== null ? false : undefined} />
      {listed !== null && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mx: 1.75, mb: 1 }} id="quantity-from-units">
          {translate('resources.garanzie.units.quantity_sum', { smart_count: listed })}
        </Typography>
      )}
    </Box>
  );
}

function FormToolbar({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <Toolbar>
      {mode === 'edit' ? <SaveButton label="resources.garanzie.edit.save" /> : <SaveButton label="resources.garanzie.actions.register" icon={<VerifiedIcon />} />}
    </Toolbar>
  );
}

/**
 * The registration of an installation, in sections: (admins) the dealer, the customer and their
 * language, the installation address, the product from the catalogue, its windows with their Uw
 * computed live (window and door products), the installation and its warranty with the expiry
 * computed live, the Ecobonus data with their check, notes. In `edit` mode (a correction) the
 * dealer is not asked: a registration stays its dealer's.
 */
export function GuaranteeForm({ isAdmin, defaultValues, mode = 'create' }: { isAdmin: boolean; defaultValues?: Record<string, unknown>; mode?: 'create' | 'edit' }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const day = today();
  return (
    <SimpleForm toolbar={<FormToolbar mode={mode} />} defaultValues={defaultValues} warnWhenUnsavedChanges noValidate sx={{ maxWidth: 880 }}>
      {isAdmin && mode === 'create' && (
        <FormSection title="resources.garanzie.sections.dealer">
          <DealerInput
            source="dealerId"
            label="resources.garanzie.fields.dealerId"
            helperText="resources.garanzie.help.dealer"
            validate={required('resources.garanzie.validation.dealer_required')}
            activeOnly
            sx={{ maxWidth: 480 }}
          />
        </FormSection>
      )}
      <FormSection title="resources.garanzie.sections.customer">
        <TextInput source="customerName" validate={[required(), maxLength(CUSTOMER_NAME_MAX)]} fullWidth />
        <ContactInputs />
        <CustomerLocaleInput />
      </FormSection>
      <FormSection title="resources.garanzie.sections.address">
        <AddressInputs />
      </FormSection>
      <FormSection title="resources.garanzie.sections.product">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('resources.garanzie.help.product')}
        </Typography>
        <Box sx={formRow(3)}>
          <MaterialInput validate={required()} />
          <ProductCategoryInput validate={required()} />
          <ProductInput validate={required()} />
        </Box>
        <Box sx={{ ...formRow(3), alignItems: 'start' }}>
          <QuantityInput />
          <TextInput source="orderReference" validate={maxLength(ORDER_REFERENCE_MAX)} />
        </Box>
      </FormSection>
      <UnitsSection />
      <FormSection title="resources.garanzie.sections.warranty">
        {/* Tops aligned: the years' help runs to two lines, the date's to none; the date picker's dense
            margins (8 px above) would set it lower than the react-admin input beside it. */}
        <Box sx={{ ...formRow(3), alignItems: 'start', '& .MuiFormControl-marginDense': { my: 0 } }}>
          <DayInput
            source="installationDate"
            size="medium"
            validate={[required(), rules.validDay, rules.installationDate(formatDay)]}
            min={rules.oldestInstallation(day)}
            max={day}
          />
          <WarrantyYearsInput />
        </Box>
        <ExpiryPreview />
      </FormSection>
      <EcobonusSection />
      <FormSection title="resources.garanzie.sections.notes">
        <TextInput source="notes" label="resources.garanzie.fields.notes" validate={maxLength(NOTES_MAX)} multiline minRows={3} fullWidth />
      </FormSection>
    </SimpleForm>
  );
}
