import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudQueueOutlined';
import { useCreatePath, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { deleteDraft, type Draft, type DraftKind } from '../../providers/drafts';
import { API_ERROR_CODES } from '../../i18n/apiErrors';
import { useFormatDate } from '../../i18n/dateLocale';
import { useDrafts } from './useDrafts';
import { draftResource } from './draftResource';

/** The server's refusal in the person's language: its code's words when the app has them, else its message. */
function useRefusalText() {
  const translate = useTranslate();
  return (d: Draft) => (d.refused?.code && API_ERROR_CODES.has(d.refused.code) ? translate(`errors.${d.refused.code}`) : d.refused?.message || translate('errors.generic'));
}

/**
 * Above a list (registrations, claims): the ones filled without a connection and kept on this
 * device, "waiting to send" until the connection returns, or refused by the server with its
 * message, to change (`editable`: the form opens with what was filled) or delete. Nothing when
 * there are none. `describe` names a draft in a line.
 */
export function DraftsCard({ kind, describe, editable = false }: { kind: DraftKind; describe: (d: Draft) => string; editable?: boolean }) {
  const drafts = useDrafts(kind);
  const resource = draftResource[kind];
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const formatDate = useFormatDate();
  const refusal = useRefusalText();
  if (!drafts.length) return null;
  // Only the id: the form reads the draft from the device (useDraftForm).
  const open = (d: Draft) => navigate(createPath({ resource, type: 'create' }), { state: { draftId: d.id } });
  const remove = async (d: Draft) => {
    await deleteDraft(d.accountId, d.id);
    notify('drafts.deleted', { type: 'info' });
  };
  return (
    <Card sx={{ mb: 2 }} data-testid={`${kind}-drafts`}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center">
          <CloudOffIcon color="action" aria-hidden />
          <Typography variant="h6" component="h2">
            {translate(`resources.${resource}.drafts.title`)}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate(`resources.${resource}.drafts.intro`)}
        </Typography>
        <List dense disablePadding>
          {drafts.map((d) => (
            <ListItem key={d.id} disableGutters divider data-testid={`${kind}-draft`} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={describe(d)}
                secondary={translate(`resources.${resource}.drafts.saved_at`, { time: formatDate(d.savedAt, 'shortTime') })}
              />
              <Chip
                size="small"
                color={d.refused ? 'error' : 'default'}
                label={translate(d.refused ? `resources.${resource}.drafts.refused` : 'drafts.waiting')}
              />
              <Box sx={{ display: 'flex', gap: 1 }}>
                {d.refused && editable && (
                  <Button size="small" onClick={() => open(d)}>
                    {translate('drafts.edit')}
                  </Button>
                )}
                <Button size="small" color="error" onClick={() => void remove(d)}>
                  {translate('drafts.delete')}
                </Button>
              </Box>
              {d.refused && (
                <Alert severity="error" sx={{ width: '100%' }}>
                  {refusal(d)}
                </Alert>
              )}
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
