import { Avatar, Box, Stack, Typography } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import defaultAvatar from '../../assets/avatar-default.svg';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { useFormatDate } from '../../i18n/dateLocale';
import type { User } from '../../../shared/user';
import { RecordLink } from '../RecordLink';
import { ActiveFilterChips, PhoneFilterButton, phoneToolbarSx, usePhone, type FilterChipSpec } from '../PhoneFilters';
import { AccessButtons } from './AccessButtons';
import { placeOf } from './place';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { RoleChip, StatusChip } from './AccountChips';

const Col = DataTable.Col<User>;
const statusChoices = ['pending', 'active', 'disabled'].map((id) => ({ id, name: `account.statuses.${id}` }));
const roleChoices = ['dealer', 'admin'].map((id) => ({ id, name: `account.roles.${id}` }));

function SearchFilter({ source, alwaysOn }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const text = translate('resources.users.filters.search');
  // The hint names every field searched, so the box is as wide as it on a wider screen.
  return (
    <SearchInput
      source={source}
      alwaysOn={alwaysOn}
      placeholder={translate('resources.users.filters.search_hint')}
      slotProps={{ htmlInput: { maxLength: 100, 'aria-label': text } }}
      sx={{ minWidth: { xs: 240, sm: 500 } }}
    />
  );
}

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label="resources.users.fields.status" choices={statusChoices} emptyText="resources.users.filters.any" alwaysOn sx={{ minWidth: 180 }} />,
  <SelectInput key="role" source="role" label="resources.users.fields.role" choices={roleChoices} emptyText="resources.users.filters.any" alwaysOn sx={{ minWidth: 160 }} />,
];

/** Name, e-mail and phone: who the account is and how to reach them. */
function NameCell({ record }: { record: User }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <Avatar src={record.photoURL || defaultAvatar} alt="" sx={{ width: 32, height: 32 }} />
      <div>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <RecordLink id={record.id} type="edit">
            {record.displayName}
          </RecordLink>
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {record.email}
        </Typography>
        {record.phoneNumber && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
            <Box component="span" sx={visuallyHidden}>
              {translate('resources.users.fields.phoneNumber')}{' '}
            </Box>
            {record.phoneNumber}
          </Typography>
        )}
      </div>
    </Stack>
  );
}

/** Company and VAT number: what an admin checks a registration by. */
function CompanyCell({ record }: { record: User }) {
  const translate = useTranslate();
  if (!record.company && !record.vatNumber) return null;
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2">{record.company}</Typography>
      {record.vatNumber && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          <Box component="span" sx={visuallyHidden}>
            {translate('resources.users.fields.vatNumber')}{' '}
          </Box>
          {record.vatNumber}
        </Typography>
      )}
    </Box>
  );
}

/** On a phone: one line per account with its chips; the access actions are on its page. */
function UserPhoneList() {
  return (
    <SimpleList<User>
      linkType="edit"
      leftAvatar={(r) => <Avatar src={r.photoURL || defaultAvatar} alt="" />}
      primaryText={(r) => r.displayName}
      secondaryText={(r) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <span>{r.email}</span>
          {(r.company || r.vatNumber) && <span>{[r.company, r.vatNumber].filter(Boolean).join(' · ')}</span>}
          {(r.phoneNumber || r.city) && <span>{[r.phoneNumber, placeOf(r)].filter(Boolean).join(' · ')}</span>}
          <Box component="span" sx={{ display: 'flex', gap: 1 }}>
            <RoleChip role={r.role} />
            <StatusChip status={r.status} />
          </Box>
        </Box>
      )}
    />
  );
}

/** The active filters of the list in words, for the phone's chips. */
function useUserChips(): FilterChipSpec[] {
  const translate = useTranslate();
  return [
    { source: 'status', label: translate('resources.users.fields.status'), text: (v) => translate(`account.statuses.${v}`) },
    { source: 'role', label: translate('resources.users.fields.role'), text: (v) => translate(`account.roles.${v}`) },
  ];
}

function PhoneActions() {
  const chips = useUserChips();
  return (
    <TopToolbar>
      <PhoneFilterButton filters={filters.slice(1)} chips={chips} />
    </TopToolbar>
  );
}

function PhoneChips() {
  return <ActiveFilterChips chips={useUserChips()} />;
}

/** /dashboard/users: every account, those awaiting approval first, with their access actions. */
export default function UserList() {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const phone = usePhone();
  return (
    <>
      <PageHeading title={translate('resources.users.name', { smart_count: 2 })} subtitle={translate('resources.users.intro')} />
      <List
        title={false}
        filters={phone ? filters.slice(0, 1) : filters}
        actions={phone ? <PhoneActions /> : undefined}
        sort={{ field: 'status', order: 'ASC' }}
        perPage={25}
        exporter={false}
        sx={phone ? phoneToolbarSx : { '& .RaList-main': { mt: 0 } }}
      >
        {phone ? (
          <>
            <PhoneChips />
            <UserPhoneList />
          </>
        ) : (
          <DataTable rowClick="edit" bulkActionButtons={false}>
            <Col source="displayName" render={(r) => <NameCell record={r} />} />
            <Col source="company" render={(r) => <CompanyCell record={r} />} />
            <Col source="city" disableSort render={(r) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{placeOf(r)}</Box>} />
            <Col source="role" render={(r) => <RoleChip role={r.role} />} />
            <Col source="status" render={(r) => <StatusChip status={r.status} />} />
            <Col source="createdAt" render={(r) => formatDate(r.createdAt, 'short')} />
            <Col label={translate('resources.users.fields.access')} disableSort align="right" render={(r) => <AccessButtons record={r} />} />
          </DataTable>
        )}
      </List>
    </>
  );
}
