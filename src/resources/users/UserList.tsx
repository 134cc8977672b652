import { Avatar, Stack, Typography } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import defaultAvatar from '../../assets/avatar-default.svg';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { useFormatDate } from '../../i18n/dateLocale';
import type { User } from '../../../shared/user';
import { AccessButtons } from './AccessButtons';
import { RoleChip, StatusChip } from './AccountChips';

const Col = DataTable.Col<User>;
const statusChoices = ['pending', 'active', 'disabled'].map((id) => ({ id, name: `account.statuses.${id}` }));
const roleChoices = ['dealer', 'admin'].map((id) => ({ id, name: `account.roles.${id}` }));

function SearchFilter({ source, alwaysOn }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const text = translate('resources.users.filters.search');
  return <SearchInput source={source} alwaysOn={alwaysOn} placeholder={text} slotProps={{ htmlInput: { maxLength: 100, 'aria-label': text } }} sx={{ minWidth: 240 }} />;
}

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label="resources.users.fields.status" choices={statusChoices} emptyText="resources.users.filters.any" alwaysOn sx={{ minWidth: 180 }} />,
  <SelectInput key="role" source="role" label="resources.users.fields.role" choices={roleChoices} emptyText="resources.users.filters.any" alwaysOn sx={{ minWidth: 160 }} />,
];

function NameCell({ record }: { record: User }) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <Avatar src={record.photoURL || defaultAvatar} alt="" sx={{ width: 32, height: 32 }} />
      <div>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {record.displayName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {record.email}
        </Typography>
      </div>
    </Stack>
  );
}

/** /dashboard/users: every account, those awaiting approval first, with their access actions. */
export default function UserList() {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  return (
    <>
      <PageHeading title={translate('resources.users.name', { smart_count: 2 })} subtitle={translate('resources.users.intro')} />
      <List title={false} filters={filters} sort={{ field: 'status', order: 'ASC' }} perPage={25} exporter={false} sx={{ '& .RaList-main': { mt: 0 } }}>
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Col source="displayName" render={(r) => <NameCell record={r} />} />
          <Col source="company" />
          <Col source="city" disableSort />
          <Col source="role" render={(r) => <RoleChip role={r.role} />} />
          <Col source="status" render={(r) => <StatusChip status={r.status} />} />
          <Col source="createdAt" render={(r) => formatDate(r.createdAt, { dateStyle: 'medium' })} />
          <Col label={translate('resources.users.fields.access')} disableSort align="right" render={(r) => <AccessButtons record={r} />} />
        </DataTable>
      </List>
    </>
  );
}
