import { useState, type MouseEvent } from 'react';
import { Button, CircularProgress, IconButton } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useNotify, useRecordContext, useTranslate, type Identifier } from 'ra-core';
import { startBrowserDownload, useDownloadLink } from './useDownloadLink';
import { Hint } from '../../ui/Hint';

interface DownloadButtonProps {
  /** A document, or anything with an id and a stored file (a notice with its attachment as `file`). */
  record?: { id: Identifier; file: { name: string } };
  /** The resource whose link to ask for; documents by default. */
  resource?: string;
  /** An icon-only button (in list rows), labelled for assistive technology. */
  compact?: boolean;
  variant?: 'text' | 'outlined' | 'contained';
}

/**
 * Download: asks for a link (the button says "Preparing…" meanwhile), then lets the browser
 * download it natively. Rows of a list stay unclicked: the click does not reach the row.
 */
export function DownloadButton({ record: recordProp, resource, compact = false, variant = 'contained' }: DownloadButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const getLink = useDownloadLink(resource);
  const contextRecord = useRecordContext<{ id: Identifier; file: { name: string } }>();
  const record = recordProp ?? contextRecord;
  const [preparing, setPreparing] = useState(false);
  if (!record) return null;

  const download = async (event: MouseEvent) => {
    event.stopPropagation();
    setPreparing(true);
    try {
      startBrowserDownload(await getLink(record.id), record.file.name);
    } catch (error) {
      notify((error as Error).message || 'errors.generic', { type: 'error' });
    } finally {
      setPreparing(false);
    }
  };

  const label = translate(preparing ? 'resources.documenti.actions.preparing' : 'resources.documenti.actions.download');
  const named = translate('resources.documenti.actions.download_named', { name: record.file.name });
  const spinner = <CircularProgress size={18} color="inherit" aria-hidden />;

  if (compact) {
    return (
      <Hint title={label}>
        <span>
          <IconButton onClick={download} disabled={preparing} aria-label={named} aria-busy={preparing} data-testid="document-download" size="small">
            {preparing ? spinner : <DownloadIcon fontSize="small" />}
          </IconButton>
        </span>
      </Hint>
    );
  }
  return (
    <Button
      variant={variant}
      onClick={download}
      disabled={preparing}
      aria-busy={preparing}
      aria-label={preparing ? label : named}
      data-testid="document-download"
      startIcon={preparing ? spinner : <DownloadIcon />}
    >
      {label}
    </Button>
  );
}
