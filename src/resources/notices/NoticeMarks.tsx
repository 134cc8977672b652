import { Box, Chip } from '@mui/material';
import PushPinIcon from '@mui/icons-material/PushPin';
import { useTranslate } from 'react-admin';
import { useFormatDate } from '../../i18n/dateLocale';
import type { NoticeRecord } from '../../providers/noticesQuery';
import { Hint } from '../../ui/Hint';

/** The unread mark: a dot named for assistive technology (the title beside it is bold too). */
export function UnreadDot() {
  const translate = useTranslate();
  return (
    <Box
      component="span"
      role="img"
      aria-label={translate('resources.comunicazioni.unread')}
      title={translate('resources.comunicazioni.unread')}
      data-testid="notice-unread"
      sx={{ display: 'inline-block', flexShrink: 0, width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', verticalAlign: 'middle' }}
    />
  );
}

/** The pinned (important) mark. */
export function PinMark({ fontSize = 18 }: { fontSize?: number }) {
  const translate = useTranslate();
  return (
    <PushPinIcon
      role="img"
      titleAccess={translate('resources.comunicazioni.pinned')}
      data-testid="notice-pinned"
      sx={{ fontSize, color: 'secondary.main', transform: 'rotate(35deg)', flexShrink: 0 }}
    />
  );
}

/** For admins: "Scheduled" or "Expired", with the date in its tooltip; nothing for a published notice unless `always`. */
export function StatusChip({ record, always = false }: { record: Pick<NoticeRecord, 'status' | 'publishAt' | 'expiresAt'>; always?: boolean }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  if (record.status === 'published' && !always) return null;
  const label = translate(`resources.comunicazioni.statuses.${record.status}`);
  const when = (iso: string) => formatDate(iso, 'shortTime');
  const hint =
    record.status === 'scheduled'
      ? translate('resources.comunicazioni.status_hint.scheduled', { date: when(record.publishAt) })
      : record.status === 'expired' && record.expiresAt
        ? translate('resources.comunicazioni.status_hint.expired', { date: when(record.expiresAt) })
        : undefined;
  const chip = (
    <Chip
      size="small"
      label={label}
      color={record.status === 'scheduled' ? 'info' : record.status === 'published' ? 'success' : 'default'}
      data-testid={`notice-status-${record.status}`}
    />
  );
  return hint ? (
    <Hint title={hint} describeChild>
      {chip}
    </Hint>
  ) : (
    chip
  );
}
