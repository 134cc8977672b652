import { Alert, Box, Stack, Typography } from '@mui/material';
import { Edit, SaveButton, SelectInput, SimpleForm, Toolbar, required, useRecordContext, useTranslate, useGetIdentity } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import type { User } from '../../../shared/user';
import { ProfileInputs } from './ProfileInputs';
import { RoleChip, StatusChip } from './AccountChips';
import { AccessButtons } from './AccessButtons';
import { AuditHistory } from '../audit/AuditHistory';

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

/**
 * Role, and status by its buttons (approve, refuse or disable with a reason, enable): never a
 * plain select, so that a refusal or a disabling always asks the reason the person is mailed.
 * An account never goes back to pending, and nobody changes their own.
 */
function AccessInputs() {
  const record = useRecordContext<User>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  if (!record) return null;
  const own = identity?.id === record.id;
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'center' }}>
        <SelectInput source="role" choices={['dealer', 'admin'].map((id) => ({ id, name: `account.roles.${id}` }))} validate={required()} disabled={own} />
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: { xs: 2, sm: 0.5 }, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="body2" color="text.secondary" component="span">
            {translate('resources.users.fields.status')}
          </Typography>
          <StatusChip status={record.status} />
          <Box sx={{ flexGrow: 1 }}>
            <AccessButtons record={record} />
          </Box>
        </Stack>
      </Box>
      {record.status === 'disabled' && record.statusReason && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <strong>{translate('resources.users.status_reason', { name: record.displayName })}</strong> {record.statusReason}
        </Alert>
      )}
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

/** The account's history (the page is for admins only). */
function AccountHistory() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ maxWidth: 880, mt: 3 }}>
      <AuditHistory type="account" id={record.id} />
    </Box>
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
      <AccountHistory />
    </Edit>
  );
}
