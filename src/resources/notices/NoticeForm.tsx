import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/SendOutlined';
import {
  BooleanInput,
  maxLength,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from '../../../shared/notices';
import { markupProblems } from '../../../shared/noticeMarkup';
import { toIsoDateTime, type NoticeRecord } from '../../providers/noticesQuery';
import { MomentInput } from '../DayInput';
import { FormSection, formRow } from '../FormSection';
import { FileDropInput } from '../documents/FileDropInput';
import { UploadedFileCard } from '../documents/UploadedFileCard';
import { UploadProgressBar } from '../documents/UploadProgressBar';
import { NoticeBody } from './NoticeBody';

/** The server's checks of the body (shared/noticeMarkup.ts), told while typing. */
const safeMarkup: Validator = (value) => {
  const problem = typeof value === 'string' ? markupProblems(value)[0] : undefined;
  if (!problem) return undefined;
  return problem.code === 'notice_body_html' ? 'resources.comunicazioni.validation.html' : 'resources.comunicazioni.validation.link';
};

const afterPublication: Validator = (value, values) => {
  const expiry = toIsoDateTime(value);
  if (!expiry) return undefined;
  const publication = toIsoDateTime(values?.publishAt) || new Date().toISOString();
  return Date.parse(expiry) <= Date.parse(publication) ? 'resources.comunicazioni.validation.expiry_before_publication' : undefined;
};

/** A new expiry must be ahead (the server's rule); an expired notice edited keeps its own. */
const notPast =
  (kept: string | null | undefined): Validator =>
  (value) => {
    const expiry = toIsoDateTime(value);
    if (!expiry) return undefined;
    // The field holds minutes: the kept expiry is compared at that precision.
    const minute = (iso: string) => Math.floor(Date.parse(iso) / 60_000);
    if (kept && minute(kept) === minute(expiry)) return undefined;
    return Date.parse(expiry) <= Date.now() ? 'resources.comunicazioni.validation.expiry_past' : undefined;
  };

/** The text as dealers will see it, while it is written. */
function Preview() {
  const translate = useTranslate();
  const body: string = useWatch({ name: 'body' }) ?? '';
  return (
    <Box
      component="section"
      aria-labelledby="notice-preview-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mt: { xs: 0, md: 1 }, mb: 2, minHeight: 120, bgcolor: 'background.default' }}
    >
      <Typography id="notice-preview-title" component="h2" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.comunicazioni.preview.title')}
      </Typography>
      {body.trim() ? (
        <NoticeBody source={body} headingLevel={3} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.comunicazioni.preview.empty')}
        </Typography>
      )}
    </Box>
  );
}

/** In edit: the attachment stored now, which a dropped file replaces or the switch removes. */
function CurrentAttachment() {
  const translate = useTranslate();
  const record = useRecordContext<NoticeRecord>();
  const remove = useWatch({ name: 'removeAttachment' });
  const file = record?.attachment;
  if (!file) return null;
  return (
    <Box sx={{ width: '100%', mb: 1, opacity: remove ? 0.5 : 1 }}>
      <UploadedFileCard
        caption={translate('resources.documenti.upload.current')}
        file={{ key: file.key, name: file.name, size: file.size, path: file.name, type: file.type, preview: null, lastModified: Date.parse(file.lastModified) }}
      />
      <BooleanInput source="removeAttachment" label="resources.comunicazioni.fields.removeAttachment" helperText={false} sx={{ mt: 1 }} />
    </Box>
  );
}

function FormToolbar({ kind }: { kind: 'create' | 'edit' }) {
  return <Toolbar>{kind === 'create' ? <SaveButton label="resources.comunicazioni.actions.publish" icon={<SendIcon />} /> : <SaveButton />}</Toolbar>;
}

/** Title and formatted text (with a live preview), pinning, publication and expiry, optional attachment. */
export function NoticeForm({ kind, defaultValues }: { kind: 'create' | 'edit'; defaultValues?: Record<string, unknown> }) {
  const record = useRecordContext<NoticeRecord>();
  const expiryRules = useMemo(() => [afterPublication, notPast(record?.expiresAt)], [record?.expiresAt]);
  return (
    <SimpleForm toolbar={<FormToolbar kind={kind} />} defaultValues={defaultValues} warnWhenUnsavedChanges sx={{ maxWidth: 1100 }}>
      <FormSection title="resources.comunicazioni.sections.text">
        <TextInput source="title" validate={[required(), maxLength(NOTICE_TITLE_MAX)]} fullWidth />
        <Box sx={{ display: 'grid', gap: { xs: 0, md: 3 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%', alignItems: 'start' }}>
          <TextInput
            source="body"
            multiline
            minRows={10}
            maxRows={30}
            fullWidth
            validate={[required(), maxLength(NOTICE_BODY_MAX), safeMarkup]}
            helperText="resources.comunicazioni.help.body"
          />
          <Preview />
        </Box>
      </FormSection>
      <FormSection title="resources.comunicazioni.sections.publication">
        <BooleanInput source="pinned" helperText="resources.comunicazioni.help.pinned" sx={{ mb: 2 }} />
        <Box sx={{ ...formRow(2), alignItems: 'start' }}>
          <MomentInput source="publishAt" validate={required()} size="medium" fullWidth helperText="resources.comunicazioni.help.publishAt" />
          <MomentInput source="expiresAt" clearable validate={expiryRules} size="medium" fullWidth helperText="resources.comunicazioni.help.expiresAt" />
        </Box>
      </FormSection>
      <FormSection title="resources.comunicazioni.sections.attachment">
        {kind === 'edit' && <CurrentAttachment />}
        <FileDropInput
          isRequired={false}
          fillTitle={false}
          label={kind === 'edit' && record?.attachment ? 'resources.comunicazioni.fields.replace' : 'resources.comunicazioni.fields.upload'}
        />
        <UploadProgressBar />
      </FormSection>
    </SimpleForm>
  );
}
