import { Box } from '@mui/material';
import { AutocompleteArrayInput, ReferenceArrayInput, type Validator } from 'react-admin';
import type { User } from '../../../shared/user';

/** "Marco Rossi — Rossi Infissi S.r.l.": people are found by name or by company. */
export const dealerOptionText = (u: Pick<User, 'displayName' | 'company'>) => (u?.company ? `${u.displayName} — ${u.company}` : (u?.displayName ?? ''));

const atLeastOneDealer: Validator = (value, values) =>
  values?.reserved && !(Array.isArray(value) && value.length) ? 'resources.documenti.validation.dealers_required' : undefined;

/** The active dealers a reserved document is for (GET /api/users, admins only). */
export function DealerPicker() {
  return (
    <Box data-testid="dealer-picker" sx={{ width: '100%' }}>
      <ReferenceArrayInput source="dealerIds" reference="users" filter={{ role: 'dealer', status: 'active' }} perPage={50}>
        <AutocompleteArrayInput
          label="resources.documenti.fields.dealerIds"
          helperText="resources.documenti.help.dealers"
          optionText={dealerOptionText}
          filterToQuery={(q: string) => ({ q })}
          validate={atLeastOneDealer}
          fullWidth
        />
      </ReferenceArrayInput>
    </Box>
  );
}
