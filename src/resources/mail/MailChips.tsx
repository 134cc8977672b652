import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAIL_TEMPLATES, type MailMessage } from './types';

const COLOURS = { pending: 'warning', sending: 'info', sent: 'success', failed: 'error' } as const;

/** The state of a message as a coloured chip (with its word: the colour is never the only cue). */
export function MailStatusChip({ status }: { status: MailMessage['status'] }) {
  const translate = useTranslate();
  return <Chip component="span" size="small" color={COLOURS[status]} variant={status === 'sent' ? 'outlined' : 'filled'} label={translate(`resources.mail.statuses.${status}`)} />;
}

/** The kind of a message in words; a kind this app does not know yet, as the server names it. */
export function useTemplateName() {
  const translate = useTranslate();
  return (template: string) => ((MAIL_TEMPLATES as readonly string[]).includes(template) ? translate(`resources.mail.templates.${template}`) : template);
}
