import { Box, Stack, Typography } from '@mui/material';
import { Edit, SaveButton, SelectInput, SimpleForm, Toolbar, required, useRecordContext, useTranslate, useGetIdentity } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import type { User } from '../../../shared/user';
import { ProfileInputs } from './ProfileInputs';
import { RoleChip, StatusChip } from './AccountChips';

function Heading() {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <PageHeading title={record.displayName} subtitle={record.email}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }} aria-label={translate('resources.users.fields.access')}>
        <RoleChip role={record.role} />
        <StatusChip status={record.status} />
      </Stack>
    </PageHeading>
  );
}

/** Role and status: an account never goes back to pending, and nobody changes their own. */
function AccessInputs() {
  const record = useRecordContext<User>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const own = identity?.id === record?.id;
  const statuses = (record?.status === 'pending' ? ['pending', 'active', 'disabled'] : ['active', 'disabled']).map((id) => ({ id, name: `account.statuses.${id}` }));
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectInput source="role" choices={['dealer', 'admin'].map((id) => ({ id, name: `account.roles.${id}` }))} validate={required()} disabled={own} />
        <SelectInput source="status" choices={statuses} validate={required()} disabled={own} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(own ? 'resources.users.help.own_access' : 'resources.users.help.access')}
      </Typography>
    </Box>
  );
}

/** Accounts are disabled, never deleted: their documents, warranties and history stay theirs. */
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** /dashboard/users/:id: an admin edits an account's access and profile. */
export default function UserEdit() {
  const translate = useTranslate();
  return (
    <Edit title={false} actions={false} mutationMode="pessimistic" component="div" redirect="list">
      <Heading />
      <SimpleForm sx={{ maxWidth: 880 }} toolbar={<SaveOnlyToolbar />} warnWhenUnsavedChanges>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('resources.users.sections.access')}
        </Typography>
        <AccessInputs />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('resources.users.sections.profile')}
        </Typography>
        <ProfileInputs />
      </SimpleForm>
    </Edit>
  );
}
