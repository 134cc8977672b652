import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDate } from '../../i18n/dateLocale';
import { FileTypeIcon } from './FileTypeIcon';
import { fileTypeName } from './fileType';
import { useFormatBytes } from './format';
import type { UploadedFile } from './uploadedFile';

/** A file about to be uploaded, or the stored one: type icon (or image thumbnail), name, size, type, date, path. */
export function UploadedFileCard({ file, caption }: { file: UploadedFile; caption?: string }) {
  const translate = useTranslate();
  const formatBytes = useFormatBytes();
  const formatDate = useFormatDate();
  const details = [
    formatBytes(file.size),
    fileTypeName(file.name, translate) ?? translate('resources.documenti.upload.unknown_type'),
    translate('resources.documenti.upload.modified', { date: formatDate(file.lastModified, 'shortTime') }),
  ];
  return (
    <Stack
      direction="row"
      spacing={2}
      alignItems="center"
      data-testid="uploaded-file"
      data-file-key={file.key}
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', textAlign: 'start' }}
    >
      {file.preview ? (
        <Box component="img" src={file.preview} alt="" sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />
      ) : (
        <FileTypeIcon fileName={file.name} sx={{ fontSize: 44, flexShrink: 0 }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        {caption && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {caption}
          </Typography>
        )}
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {details.join(' · ')}
        </Typography>
        {file.path !== file.name && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {translate('resources.documenti.upload.path', { path: file.path })}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
