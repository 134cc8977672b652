import { Box, Typography } from '@mui/material';
import { FormSection, formRow } from '../FormSection';
import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import {
  BooleanInput,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DESCRIPTION_MAX, TITLE_MAX, type DocumentFile } from '../../../shared/documents';
import { MaterialInput, ProductCategoryInput, ProductInput } from './CatalogueInputs';
import { categoryChoices, languageChoices } from './choices';
import { DealerPicker } from './DealerPicker';
import { FileDropInput } from './FileDropInput';
import { UploadedFileCard } from './UploadedFileCard';
import { UploadProgressBar } from './UploadProgressBar';

const row = formRow();

/** The dealer picker shows only for a reserved document. */
function Reservation() {
  const reserved = useWatch({ name: 'reserved' });
  return (
    <>
      <BooleanInput source="reserved" helperText="resources.documenti.help.reserved" />
      {reserved && <DealerPicker />}
    </>
  );
}

/** In edit: the file stored now, which a dropped file replaces. */
function CurrentFile() {
  const translate = useTranslate();
  const record = useRecordContext<{ file?: DocumentFile }>();
  if (!record?.file) return null;
  const { file } = record;
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <UploadedFileCard
        caption={translate('resources.documenti.upload.current')}
        file={{ key: file.key, name: file.name, size: file.size, path: file.name, type: file.type, preview: null, lastModified: Date.parse(file.lastModified) }}
      />
    </Box>
  );
}

function FormToolbar({ kind }: { kind: 'create' | 'edit' }) {
  return (
    <Toolbar>
      {kind === 'create' ? <SaveButton label="resources.documenti.actions.upload" icon={<UploadIcon />} /> : <SaveButton />}
    </Toolbar>
  );
}

/** Title, description, category, catalogue link, language, reservation and the file. */
export function DocumentForm({ kind, defaultValues }: { kind: 'create' | 'edit'; defaultValues?: Record<string, unknown> }) {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<FormToolbar kind={kind} />} defaultValues={defaultValues} warnWhenUnsavedChanges sx={{ maxWidth: 880 }}>
      <FormSection title="resources.documenti.sections.file">
        {kind === 'edit' && <CurrentFile />}
        <FileDropInput isRequired={kind === 'create'} label={kind === 'create' ? 'resources.documenti.fields.upload' : 'resources.documenti.fields.replace'} />
        <UploadProgressBar />
      </FormSection>
      <FormSection title="resources.documenti.sections.about">
        <TextInput source="title" validate={[required(), maxLength(TITLE_MAX)]} fullWidth />
        <TextInput source="description" validate={maxLength(DESCRIPTION_MAX)} multiline minRows={3} fullWidth />
        <Box sx={row}>
          <SelectInput source="category" choices={categoryChoices} validate={required()} />
          <SelectInput source="language" choices={languageChoices} validate={required()} />
        </Box>
      </FormSection>
      <FormSection title="resources.documenti.sections.catalogue">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('resources.documenti.help.catalogue')}
        </Typography>
        <Box sx={row}>
          <MaterialInput emptyText="resources.documenti.none" />
          <ProductCategoryInput emptyText="resources.documenti.none" />
          <ProductInput emptyText="resources.documenti.none" />
        </Box>
      </FormSection>
      <FormSection title="resources.documenti.sections.visibility">
        <Reservation />
      </FormSection>
    </SimpleForm>
  );
}
