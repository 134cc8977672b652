import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { useFormatDate } from '../../i18n/dateLocale';
import { MailStatusChip, useTemplateName } from './MailChips';
import { MAIL_STATUSES, MAIL_TEMPLATES, type MailMessage } from './types';

const Col = DataTable.Col<MailMessage>;
const noWrap = { whiteSpace: 'nowrap' } as const;
const statusChoices = MAIL_STATUSES.map((id) => ({ id, name: `resources.mail.statuses.${id}` }));
const templateChoices = MAIL_TEMPLATES.map((id) => ({ id, name: `resources.mail.templates.${id}` }));

function SearchFilter({ source, alwaysOn }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const text = translate('resources.mail.filters.search');
  return <SearchInput source={source} alwaysOn={alwaysOn} placeholder={text} slotProps={{ htmlInput: { maxLength: 100, 'aria-label': text } }} sx={{ minWidth: { xs: 240, sm: 320 } }} />;
}

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label="resources.mail.fields.status" choices={statusChoices} emptyText="resources.mail.filters.any" alwaysOn sx={{ minWidth: 160 }} />,
  <SelectInput key="template" source="template" label="resources.mail.fields.template" choices={templateChoices} emptyText="resources.mail.filters.any" sx={{ minWidth: 220 }} />,
];

/** /dashboard/mail (admins): what the portal sent or will send, newest first. Read only. */
export default function MailList() {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const templateName = useTemplateName();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const when = (iso: string | null) => (iso ? formatDate(iso, 'shortTime') : translate('resources.mail.none'));
  return (
    <>
      <PageHeading title={translate('resources.mail.name', { smart_count: 2 })} subtitle={translate('resources.mail.intro')} />
      <List title={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false} actions={false} sx={{ '& .RaList-main': { mt: 0 } }}>
        {phone ? (
          <SimpleList<MailMessage>
            linkType="show"
            primaryText={(m) => m.subject}
            secondaryText={(m) => (
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                <span>{m.recipient}</span>
                <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <MailStatusChip status={m.status} />
                  <span>{when(m.sentAt ?? m.createdAt)}</span>
                </Box>
              </Box>
            )}
          />
        ) : (
          <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& .RaDataTable-headerCell': noWrap }}>
            <Col source="recipient" render={(m) => <Box sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{m.recipient}</Box>} />
            <Col
              source="subject"
              disableSort
              render={(m) => (
                <Box sx={{ minWidth: 200 }}>
                  <Typography variant="body2">{m.subject}</Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {templateName(m.template)}
                  </Typography>
                </Box>
              )}
            />
            <Col source="status" render={(m) => <MailStatusChip status={m.status} />} />
            <Col source="attempts" disableSort align="right" />
            <Col source="createdAt" render={(m) => <Box component="span" sx={noWrap}>{when(m.createdAt)}</Box>} />
            <Col source="sentAt" render={(m) => <Box component="span" sx={noWrap}>{when(m.sentAt)}</Box>} />
          </DataTable>
        )}
      </List>
    </>
  );
}
