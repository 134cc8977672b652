import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClaimDetail, ClaimMessage } from '../../../shared/claims';
import { useFormatDate } from '../../i18n/dateLocale';
import { SectionCard } from '../../ui/SectionCard';
import { ClaimStatusChip } from './ClaimChips';
import { MessageFiles } from './PhotoGrid';
import { c } from './words';

function Message({ message, first }: { message: ClaimMessage; first: boolean }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const fromManufacturer = message.author?.role === 'admin';
  return (
    <Box
      component="li"
      data-testid="claim-message"
      data-author-role={message.author?.role ?? ''}
      sx={{
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        // The manufacturer's words stand out a little from the dealer's, besides the name that says who wrote them.
        bgcolor: fromManufacturer ? 'action.hover' : 'background.paper',
        ml: { sm: fromManufacturer ? 4 : 0 },
        mr: { sm: fromManufacturer ? 0 : 4 },
      }}
    >
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 0.5 }}>
        <Typography variant="subtitle2" component="h3">
          {message.author?.displayName ?? translate(c('someone'))}
        </Typography>
        <Chip size="small" label={translate(c(fromManufacturer ? 'roles.admin' : 'roles.dealer'))} variant="outlined" />
        <Typography variant="caption" color="text.secondary" component="time" dateTime={message.createdAt}>
          {formatDate(message.createdAt, 'longTime')}
        </Typography>
        {first && <Chip size="small" label={translate(c('first_message'))} />}
        {message.status && (
          <Stack direction="row" spacing={0.5} alignItems="center">
            <Typography variant="caption" color="text.secondary">
              {translate(c('moved_to'))}
            </Typography>
            <ClaimStatusChip status={message.status} />
          </Stack>
        )}
      </Stack>
      {message.body && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message.body}
        </Typography>
      )}
      <MessageFiles files={message.files} />
    </Box>
  );
}

/** The claim's conversation, oldest first: who wrote, when, what it moved the claim to, its photos. */
export function Conversation({ record }: { record: ClaimDetail }) {
  const translate = useTranslate();
  return (
    <SectionCard id="claim-conversation-title" title={translate(c('sections.conversation'))}>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="claim-conversation">
        {record.messages.map((m, i) => (
          <Message key={m.id} message={m} first={i === 0} />
        ))}
      </Stack>
    </SectionCard>
  );
}
