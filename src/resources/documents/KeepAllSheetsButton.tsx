import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import KeepIcon from '@mui/icons-material/DownloadForOfflineOutlined';
import KeptIcon from '@mui/icons-material/OfflinePin';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { resourceNames } from '../../../shared/paths';
import { PER_PAGE_MAX, type PortalDocument } from '../../../shared/documents';
import { canKeepFiles, documentKey, keepDocument } from '../../providers/keptFiles';
import { useKeptFiles } from '../../ui/kept/useKeptFiles';

/**
 * Keeps every technical sheet of a selection (a material, a category, a product, or all) on the
 * device, one after another with its count shown; the sheets already kept are skipped.
 */
export function KeepAllSheetsButton({ filter, shown, total }: { filter: Record<string, unknown>; shown: readonly { id: number }[]; total: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { accountId, files } = useKeptFiles();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  if (!canKeepFiles() || accountId === undefined || files === undefined || total === 0) return null;

  const keepAll = async () => {
    setProgress({ done: 0, total });
    try {
      const sheets: PortalDocument[] = [];
      for (let page = 1; sheets.length < total; page += 1) {
        const { data } = await dataProvider.getList<PortalDocument & { id: number }>(resourceNames.documents, {
          filter,
          pagination: { page, perPage: PER_PAGE_MAX },
          sort: { field: 'title', order: 'ASC' },
        });
        if (data.length === 0) break;
        sheets.push(...data);
      }
      const kept = new Set(files.map((f) => f.key));
      const missing = sheets.filter((s) => !kept.has(documentKey(s.id)));
      setProgress({ done: sheets.length - missing.length, total: sheets.length });
      for (const [i, sheet] of missing.entries()) {
        await keepDocument(accountId, sheet);
        setProgress({ done: sheets.length - missing.length + i + 1, total: sheets.length });
      }
      notify(translate('kept.kept_all', { smart_count: sheets.length }), { type: 'success' });
    } catch (error) {
      notify(translate('kept.failed', { name: translate('technical_sheets.title'), reason: translate((error as Error).message || 'errors.generic', { _: (error as Error).message }) }), {
        type: 'error',
      });
    } finally {
      setProgress(null);
    }
  };

  // Known only when the page shows the whole selection; otherwise the button stays on offer.
  const allKept = progress === null && shown.length === total && shown.every((s) => files.some((f) => f.key === documentKey(s.id)));
  // Everything kept is a fact, said as text: a disabled button's grey was below 3:1 (WCAG 1.4.3 exempts it, but it is read).
  if (allKept)
    return (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ minHeight: 36 }}>
        <KeptIcon color="success" aria-hidden />
        <Typography variant="body2" data-testid="keep-all-sheets">
          {translate('kept.kept_all', { smart_count: total })}
        </Typography>
      </Stack>
    );
  return (
    <Button
      variant="outlined"
      onClick={() => void keepAll()}
      disabled={progress !== null}
      aria-busy={progress !== null}
      startIcon={<KeepIcon />}
      data-testid="keep-all-sheets"
    >
      {progress ? translate('kept.keeping_all', progress) : translate('kept.keep_all', { smart_count: total })}
    </Button>
  );
}
