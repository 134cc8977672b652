import { useEffect, useState } from 'react';
import { Box, Button, Card, IconButton, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import OpenIcon from '@mui/icons-material/OpenInNew';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { canKeepFiles, keptBlob, removeAllKept, removeKept, storageEstimate, type KeptFile } from '../providers/keptFiles';
import { useKeptFiles } from '../ui/kept/useKeptFiles';
import { PageHeading } from '../catalogue/pages/PageHeading';
import { FileTypeIcon } from '../resources/documents/FileTypeIcon';
import { useFormatBytes } from '../resources/documents/format';
import { useFormatDate } from '../i18n/dateLocale';
import { Hint } from '../ui/Hint';

/** Types the browser shows itself; anything else is saved under its name. */
const VIEWABLE = /^(application\/pdf|image\/(png|jpeg|gif|webp|svg\+xml)|text\/plain)$/;

/**
 * Opens a kept file from the device, without the network: a PDF or a picture in the browser's own
 * viewer (a new tab, opened at the click so that no pop-up blocker stops it), anything else as a
 * download under its name.
 */
async function openKept(accountId: number, file: KeptFile) {
  const viewer = VIEWABLE.test(file.type) ? window.open('', '_blank') : null;
  const blob = await keptBlob(accountId, file.key);
  if (!blob) {
    viewer?.close();
    throw new Error('errors.generic');
  }
  const href = URL.createObjectURL(blob);
  if (viewer) viewer.location.href = href;
  else Object.assign(document.createElement('a'), { href, download: file.fileName }).click();
  // The tab or the download holds its own reference once started.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * /dashboard/offline: what this device keeps for use without a signal, how much room it takes of
 * what the browser allows, and a way to open or remove each file.
 */
export default function KeptFilesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const formatBytes = useFormatBytes();
  const formatDate = useFormatDate();
  const { accountId, files } = useKeptFiles();
  const [estimate, setEstimate] = useState<{ usage: number; quota: number }>();
  const [confirming, setConfirming] = useState(false);
  // A document is named by its category (a technical sheet, a manual…), as the documents list does.
  const kindOf = (source: KeptFile['source']) =>
    source.kind === 'document' && source.category ? translate(`resources.documenti.categories.${source.category}`) : translate(`kept.kinds.${source.kind}`);
  useEffect(() => {
    void storageEstimate().then(setEstimate);
  }, [files]);

  const total = (files ?? []).reduce((sum, f) => sum + f.size, 0);
  const open = (file: KeptFile) => openKept(accountId!, file).catch(() => notify('errors.generic', { type: 'error' }));
  const remove = async (file: KeptFile) => {
    await removeKept(accountId!, file.key);
    notify(translate('kept.removed', { name: file.title }), { type: 'info' });
  };

  return (
    <>
      <PageHeading title={translate('kept.title')} subtitle={translate('kept.intro')} />
      <Card component="section" aria-labelledby="kept-heading">
        <Stack direction="row" alignItems="center" justifyContent="space-between" gap={2} flexWrap="wrap" sx={{ px: { xs: 2, sm: 3 }, pt: 2.5, pb: 1 }}>
          <Box>
            <Typography id="kept-heading" variant="h6" component="h2">
              {files ? translate('kept.total', { smart_count: files.length, size: formatBytes(total) }) : translate('kept.title')}
            </Typography>
            {estimate && (
              <Box sx={{ mt: 1, maxWidth: 360 }}>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, (estimate.usage / estimate.quota) * 100)}
                  aria-label={translate('kept.quota', { usage: formatBytes(estimate.usage), quota: formatBytes(estimate.quota) })}
                />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {translate('kept.quota', { usage: formatBytes(estimate.usage), quota: formatBytes(estimate.quota) })}
                </Typography>
              </Box>
            )}
          </Box>
          {files && files.length > 0 && (
            <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
              {translate('kept.remove_all')}
            </Button>
          )}
        </Stack>
        {!canKeepFiles() ? (
          <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
            {translate('kept.unsupported')}
          </Typography>
        ) : files === undefined ? (
          <Box sx={{ px: 3, pb: 3 }}>
            {[0, 1].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Box>
        ) : files.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, pb: 3, maxWidth: 720 }}>
            {translate('kept.empty')}
          </Typography>
        ) : (
          <List aria-labelledby="kept-heading" data-testid="kept-files">
            {files.map((file) => (
              <ListItem
                key={file.key}
                sx={{ pl: { xs: 2, sm: 3 }, pr: { xs: 13, sm: 22 } }}
                secondaryAction={
                  <Stack direction="row" spacing={0.5} alignItems="center">
                    {/* A word on a wide screen, an icon on a phone: one row either way. */}
                    <Button size="small" startIcon={<OpenIcon />} onClick={() => void open(file)} aria-label={translate('kept.open_named', { name: file.title })} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                      {translate('kept.open')}
                    </Button>
                    <Hint title={translate('kept.open')}>
                      <IconButton onClick={() => void open(file)} aria-label={translate('kept.open_named', { name: file.title })} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
                        <OpenIcon />
                      </IconButton>
                    </Hint>
                    <Hint title={translate('kept.remove')}>
                      <IconButton edge="end" onClick={() => void remove(file)} aria-label={translate('kept.remove_named', { name: file.title })}>
                        <DeleteIcon />
                      </IconButton>
                    </Hint>
                  </Stack>
                }
              >
                <ListItemIcon sx={{ minWidth: 44 }}>
                  <FileTypeIcon fileName={file.fileName} />
                </ListItemIcon>
                <ListItemText
                  primary={file.title}
                  secondary={[kindOf(file.source), formatBytes(file.size), translate('kept.kept_on', { date: formatDate(file.keptAt, 'short') })].join(' · ')}
                  sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Card>
      <Confirm
        isOpen={confirming}
        title="kept.remove_all"
        content="kept.remove_all_confirm"
        confirm="kept.remove_all"
        confirmColor="warning"
        onConfirm={async () => {
          setConfirming(false);
          await removeAllKept(accountId!);
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
