import { Box, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { FileInput, required, useNotify, useRecordContext, useTranslate, type FileInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { runtimeConfig } from '../../config/runtime';
import { TITLE_MAX } from '../../../shared/documents';
import { UploadedFileCard } from './UploadedFileCard';
import { describeChosenFile, dropzoneAccept } from './uploadedFile';
import { useFormatBytes } from './format';

type OnDropRejected = NonNullable<NonNullable<FileInputProps['options']>['onDropRejected']>;

const ACCEPT = dropzoneAccept();
const REJECTIONS: Record<string, string> = {
  'file-too-large': 'errors.file_too_large',
  'file-invalid-type': 'errors.file_type_not_allowed',
  'too-many-files': 'resources.documenti.upload.one_file',
};

/** The chosen file, inside FileInput's preview (whose record is { rawFile, src, title }). */
function ChosenFile() {
  const translate = useTranslate();
  const value = useRecordContext<{ rawFile?: File; src?: string }>();
  if (!value?.rawFile) return null;
  return <UploadedFileCard file={describeChosenFile(value.rawFile, value.src)} caption={translate('resources.documenti.upload.chosen')} />;
}

function DropPlaceholder({ hint }: { hint: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 3, px: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, color: 'text.primary' }}>
      <UploadIcon sx={{ fontSize: 40, color: 'primary.main' }} aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>{translate('resources.documenti.upload.drop')}</Typography>
      <Typography variant="body2" color="text.secondary" id="upload-hint">
        {hint}
      </Typography>
    </Box>
  );
}

/**
 * react-admin's FileInput as the document's drop zone: the allowed types (from the API's
 * allowlist) and the size limit (MAX_UPLOAD_MB, from the page) are checked as a file is dropped.
 * Choosing a file fills an empty title with its name (unless `fillTitle` is false: a notice's
 * attachment does not name the notice).
 */
export function FileDropInput({ isRequired, label, fillTitle = true }: { isRequired: boolean; label: string; fillTitle?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const formatBytes = useFormatBytes();
  const { getValues, setValue } = useFormContext();
  const maxBytes = runtimeConfig().maxUploadMb * 1024 * 1024;
  const hint = translate('resources.documenti.upload.hint', { size: formatBytes(maxBytes) });
  const name = translate(label);

  const onDropRejected: OnDropRejected = (rejections) => {
    const first = rejections[0];
    const code = first?.errors[0]?.code ?? '';
    notify(REJECTIONS[code] ?? 'errors.file_type_not_allowed', { type: 'error' });
  };

  // FileInput sets `undefined` when a drop brings no acceptable file (and `null` when its remove
  // button is used): a refused drop keeps the file chosen before.
  const parse = (value: File | null | undefined) =>
    value === undefined ? getValues('upload') : value instanceof File ? { rawFile: value, src: URL.createObjectURL(value), title: value.name } : value;

  // FileInput calls it with the dropped File (or null when it is removed).
  const onChange = (value: File | { rawFile?: File } | null) => {
    const file = value instanceof File ? value : value?.rawFile;
    if (fillTitle && file && !String(getValues('title') ?? '').trim()) {
      const title = file.name.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' ').trim().slice(0, TITLE_MAX);
      setValue('title', title, { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <Box sx={{ width: '100%' }} data-testid="document-file-input">
      <FileInput
        source="upload"
        label={label}
        accept={ACCEPT}
        maxSize={maxBytes}
        multiple={false}
        validate={isRequired ? required('resources.documenti.validation.file_required') : undefined}
        placeholder={<DropPlaceholder hint={hint} />}
        helperText={false}
        // The keyboard reaches the file input itself (a native control: Enter or Space opens the
        // picker), named and described here; the drop zone around it only takes clicks and drops.
        options={{ onDropRejected, noKeyboard: true }}
        inputProps={{ tabIndex: 0, 'aria-label': `${name}: ${translate('resources.documenti.upload.drop')}`, 'aria-describedby': 'upload-hint' }}
        onChange={onChange}
        parse={parse}
        sx={{
          '& .RaFileInput-dropZone': {
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'divider',
            bgcolor: 'action.hover',
            transition: (t) => t.transitions.create(['border-color', 'background-color']),
            '&:hover, &:focus-within': { borderColor: 'primary.main' },
            '&:has(input:focus-visible)': { boxShadow: (t) => `0 0 0 3px ${t.palette.primary.main}55` },
          },
          '& .previews': { mt: 1.5 },
          '& .previews > div': { display: 'flex', alignItems: 'center', gap: 1 },
        }}
      >
        <ChosenFile />
      </FileInput>
    </Box>
  );
}
