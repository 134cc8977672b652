import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';
import { dealerOptionText } from '../documents/DealerPicker';

/**
 * One dealer, found by name or company (GET /api/users, admins only): the dealer a registration
 * is made for (active dealers) or the list's dealer filter (any dealer).
 */
export function DealerInput({
  source = 'dealerId',
  label,
  helperText = false,
  validate,
  activeOnly = false,
  size,
  sx,
}: {
  source?: string;
  label: string;
  helperText?: string | false;
  validate?: Validator | Validator[];
  activeOnly?: boolean;
  size?: 'small' | 'medium';
  sx?: object;
  alwaysOn?: boolean;
}) {
  return (
    <ReferenceInput
      source={source}
      reference="users"
      filter={activeOnly ? { role: 'dealer', status: 'active' } : { role: 'dealer' }}
      sort={{ field: 'displayName', order: 'ASC' }}
    >
      <AutocompleteInput
        label={label}
        helperText={helperText}
        optionText={dealerOptionText}
        filterToQuery={(q: string) => ({ q })}
        validate={validate}
        size={size}
        sx={sx}
      />
    </ReferenceInput>
  );
}
