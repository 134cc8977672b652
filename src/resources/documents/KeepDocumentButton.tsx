import { Stack } from '@mui/material';
import type { PortalDocument } from '../../../shared/documents';
import { documentKey, keepDocument } from '../../providers/keptFiles';
import { KeepOfflineButton } from '../../ui/kept/KeepOfflineButton';
import { DownloadButton } from './DownloadButton';

type Doc = Pick<PortalDocument, 'id' | 'title' | 'file' | 'category'>;

/** "Keep offline" for a document: its file, through a fresh signed link, onto the device. */
export function KeepDocumentButton({ record, compact }: { record: Doc; compact?: boolean }) {
  return <KeepOfflineButton fileKey={documentKey(record.id)} name={record.title} compact={compact} keep={(accountId, onProgress) => keepDocument(accountId, record, onProgress)} />;
}

/** A list row's actions on a document: download it, keep it offline. */
export function DocumentRowActions({ record }: { record: Doc }) {
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" justifyContent="flex-end">
      <KeepDocumentButton record={record} compact />
      <DownloadButton record={record} compact />
    </Stack>
  );
}
