import { Box, Chip, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import type { DocumentRecord } from '../../providers/documentsQuery';
import { RecordLink } from '../RecordLink';
import { resourceNames } from '../../../shared/paths';
import { FileTypeIcon } from './FileTypeIcon';

/** A list row's main cell: the file type's icon, the title, and the file name under it. */
export function DocumentTitleCell({ record }: { record: DocumentRecord }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" sx={{ minWidth: 240, maxWidth: 420 }}>
      <FileTypeIcon fileName={record.file.name} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <RecordLink id={record.id} resource={resourceNames.documents}>
            {record.title}
          </RecordLink>
          {record.reserved && (
            <LockIcon
              titleAccess={translate('resources.documenti.reserved')}
              sx={{ fontSize: 15, ml: 0.75, verticalAlign: 'text-bottom', color: 'text.secondary' }}
            />
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary" title={record.file.name} sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {record.file.name}
        </Typography>
      </Box>
    </Stack>
  );
}

export function CategoryChip({ category }: { category: DocumentRecord['category'] }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={category === 'technical_sheet' ? 'primary' : 'default'} label={translate(`resources.documenti.categories.${category}`)} />;
}
