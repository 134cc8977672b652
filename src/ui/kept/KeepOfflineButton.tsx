import { useState } from 'react';
import { Button, CircularProgress, IconButton } from '@mui/material';
import KeepIcon from '@mui/icons-material/DownloadForOfflineOutlined';
import KeptIcon from '@mui/icons-material/OfflinePin';
import { useNotify, useTranslate } from 'ra-core';
import { canKeepFiles, removeKept } from '../../providers/keptFiles';
import { useKeptFiles } from './useKeptFiles';
import { Hint } from '../Hint';

interface Props {
  /** The kept file's key (keptFiles' documentKey / dopKey). */
  fileKey: string;
  /** The file's name as the person knows it, for the labels and messages. */
  name: string;
  /** Downloads the file and keeps it, reporting progress. */
  keep: (accountId: number, onProgress: (loaded: number, total: number) => void) => Promise<void>;
  /** An icon-only button (in list rows), labelled for assistive technology. */
  compact?: boolean;
}

/**
 * "Keep offline": stores the file on the device (progress shown), or, once it is kept, removes it.
 * A toggle, pressed while the file is kept; the icon button of a list row says in its name which
 * file and what a click does, the full button is named by its visible words.
 */
export function KeepOfflineButton({ fileKey, name, keep, compact = false }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const { accountId, files } = useKeptFiles();
  const [percent, setPercent] = useState<number | null>(null);
  if (!canKeepFiles() || accountId === undefined || files === undefined) return null;
  const kept = files.some((f) => f.key === fileKey);
  const busy = percent !== null;

  const toggle = async (event: React.MouseEvent) => {
    event.stopPropagation();
    if (kept) {
      await removeKept(accountId, fileKey);
      notify(translate('kept.removed', { name }), { type: 'info' });
      return;
    }
    setPercent(0);
    try {
      await keep(accountId, (loaded, total) => setPercent(total ? Math.round((loaded / total) * 100) : 0));
      notify(translate('kept.saved', { name }), { type: 'success' });
    } catch (error) {
      notify(translate('kept.failed', { name, reason: translate((error as Error).message || 'errors.generic', { _: (error as Error).message }) }), { type: 'error' });
    } finally {
      setPercent(null);
    }
  };

  const label = busy ? translate('kept.keeping', { percent }) : translate(kept ? 'kept.kept' : 'kept.keep');
  const action = translate(kept ? 'kept.remove_named' : 'kept.keep_named', { name });
  const icon = busy ? <CircularProgress size={18} color="inherit" variant={percent ? 'determinate' : 'indeterminate'} value={percent ?? 0} aria-hidden /> : kept ? <KeptIcon color={compact ? 'success' : 'inherit'} fontSize={compact ? 'small' : undefined} /> : <KeepIcon fontSize={compact ? 'small' : undefined} />;

  if (compact) {
    return (
      <Hint title={kept ? translate('kept.remove') : label}>
        <span>
          <IconButton onClick={toggle} disabled={busy} aria-label={busy ? label : action} aria-pressed={kept} aria-busy={busy} size="small" data-testid="keep-offline">
            {icon}
          </IconButton>
        </span>
      </Hint>
    );
  }
  // A toggle named by its visible words alone (WCAG 2.5.3, label in name): pressed once kept.
  return (
    <Button
      variant={kept ? 'contained' : 'outlined'}
      onClick={toggle}
      disabled={busy}
      aria-pressed={kept}
      aria-busy={busy}
      startIcon={icon}
      data-testid="keep-offline"
    >
      {busy ? label : translate('kept.keep')}
    </Button>
  );
}
