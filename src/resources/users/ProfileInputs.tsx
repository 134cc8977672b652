import { Box } from '@mui/material';
import { TextInput, maxLength, regex, required } from 'react-admin';
import { vatProblem } from '../../../shared/vat';

const grid = { display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' } as const;
const phone = regex(/^\+?[0-9][0-9 ()./-]{3,38}$/, 'resources.users.validation.phone');
/** The registration's check (shared/vat.ts), the server's too; an empty number is allowed here. */
const vat = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  const problem = text ? vatProblem(text) : null;
  return problem ? `auth.validation.vat_${problem}` : undefined;
};

/**
 * The profile fields of spec §3 and the dealer's VAT number, with the server's limits: the
 * admin's account form and the profile page share them (`vat={false}`: an admin's own profile).
 */
export function ProfileInputs({ vat: withVat = true }: { vat?: boolean }) {
  return (
    <>
      <Box sx={grid}>
        <TextInput source="firstName" label="resources.users.fields.firstName" validate={[required(), maxLength(60)]} />
        <TextInput source="lastName" label="resources.users.fields.lastName" validate={[required(), maxLength(60)]} />
      </Box>
      <Box sx={grid}>
        <TextInput source="company" label="resources.users.fields.company" validate={maxLength(120)} />
        {withVat && <TextInput source="vatNumber" label="resources.users.fields.vatNumber" helperText="resources.users.help.vat" validate={[maxLength(30), vat]} sx={{ mb: { xs: 2, sm: 0 } }} />}
        <TextInput source="phoneNumber" label="resources.users.fields.phoneNumber" validate={[maxLength(40), phone]} />
      </Box>
      <TextInput source="address" label="resources.users.fields.address" validate={maxLength(200)} fullWidth />
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' } }}>
        <TextInput source="city" label="resources.users.fields.city" validate={maxLength(80)} />
        <TextInput source="zipCode" label="resources.users.fields.zipCode" validate={maxLength(20)} />
        <TextInput source="state" label="resources.users.fields.state" validate={maxLength(80)} />
        <TextInput source="country" label="resources.users.fields.country" validate={maxLength(80)} />
      </Box>
      <TextInput source="about" label="resources.users.fields.about" validate={maxLength(2000)} multiline minRows={3} fullWidth />
    </>
  );
}
