import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import {
  BooleanInput,
  Create,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useNotify,
  useRedirect,
  useSaveContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { CLAIM_DESCRIPTION_MAX, CLAIM_KINDS } from '../../../shared/claims';
import type { Guarantee } from '../../../shared/guarantees';
import { today } from '../../../shared/guarantees';
import { api, resourceNames } from '../../../shared/paths';
import { saveDraft, type Draft, type DraftFile } from '../../providers/drafts';
import { claimBody, type ClaimFormValues } from '../../providers/claimsQuery';
import { useAccountId } from '../drafts/useDrafts';
import { useOfflineCreateError } from '../drafts/useOfflineCreateError';
import { useDraftForm, type DraftForm } from '../drafts/useDraftForm';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { DayInput } from '../DayInput';
import { FormSection } from '../FormSection';
import { ResourceBreadcrumbs } from '../ResourceBreadcrumbs';
import { useFormatDay } from '../guarantees/useFormatDay';
import { GuaranteePicker } from './GuaranteePicker';
import { PhotoUploader } from './PhotoUploader';
import { UnitsPicker } from './UnitsPicker';
import { usePhotoUploads, type PhotoUploads } from './usePhotoUploads';
import { c } from './words';

const kindChoices = CLAIM_KINDS.map((id) => ({ id, name: c(`kinds.${id}`) }));

/** After the warranty's last day: the claim is a paid service request (the server refuses it otherwise). */
const afterWarranty = (all: Record<string, any>) => Boolean(all.expiresOn && all.noticedOn && all.noticedOn > all.expiresOn);

const paidServiceTicked: Validator = (value, all) => (afterWarranty(all) && value !== true ? c('validation.paid_service') : undefined);
const notBeforeInstallation: Validator = (value, all) => (value && all.installationDate && value < all.installationDate ? c('validation.noticed_before_installation') : undefined);
const notInFuture: Validator = (value) => (value && value > today() ? c('validation.noticed_in_future') : undefined);

/** Outside the warranty: said before sending, with the tick that makes it a paid service request. */
function WarrantyNotice() {
  const translate = useTranslate();
  const day = useFormatDay();
  const all = useWatch();
  if (!afterWarranty(all)) return null;
  return (
    <Box data-testid="claim-after-warranty" sx={{ mb: 2 }}>
      <Alert severity="warning" sx={{ mb: 1 }}>
        {translate(c('after_warranty'), { date: day(all.expiresOn, 'long') })}
      </Alert>
      <BooleanInput source="paidService" label={c('fields.paidService')} validate={paidServiceTicked} helperText={c('help.paid_service')} />
    </Box>
  );
}

/** The form's `files`: the ids of the files sent, kept in step with the uploader. */
function FilesField({ uploads }: { uploads: PhotoUploads }) {
  const { setValue } = useFormContext();
  const key = uploads.ids.join(',');
  useEffect(() => setValue('files', uploads.ids), [key]);
  return <PhotoUploader uploads={uploads} />;
}

/**
 * Keeps the claim on the device (providers/drafts.ts) with the form's Idempotency-Key and its
 * files (those already sent with their upload's id), to be sent by itself when the connection
 * returns; then back to the list, where it shows as waiting, and the form starts afresh. A refused
 * draft opened again is replaced.
 */
function useKeepAsDraft(uploads: PhotoUploads, { draft, idempotencyKey, kept }: DraftForm) {
  const accountId = useAccountId();
  const notify = useNotify();
  const redirect = useRedirect();
  return async (values: Record<string, unknown>) => {
    if (accountId === undefined) return;
    // The form as filled, to open it again; its files are the draft's own (`files`), not upload ids
    // that the server forgets after a day.
    const { files: _ids, ...fields } = values;
    const files = uploads.items.flatMap((i): DraftFile[] =>
      i.state === 'waiting' || (i.state === 'done' && i.upload)
        ? [{ name: i.file.name, type: i.file.type, blob: i.file, ...(i.upload ? { uploadId: i.upload.id } : {}) }]
        : [],
    );
    await saveDraft({
      id: draft?.id,
      accountId,
      kind: 'claim',
      url: api.claims.create,
      body: { ...claimBody(values as ClaimFormValues) },
      values: fields,
      idempotencyKey,
      files,
    });
    notify(c('drafts.saved'), { type: 'warning', autoHideDuration: 8000 });
    kept(() => redirect('list', resourceNames.claims));
  };
}

/**
 * The form: sent as react-admin sends a create, unless files wait for the connection: then the
 * claim is kept on the device with them rather than sent without them.
 */
function ClaimForm({ defaults, uploads, keepAsDraft, initialCode }: { defaults: Record<string, unknown>; uploads: PhotoUploads; keepAsDraft: (values: Record<string, unknown>) => Promise<void>; initialCode?: string }) {
  const { save } = useSaveContext();
  const onSubmit = (values: Record<string, unknown>) => (uploads.waiting.length ? keepAsDraft(values) : save?.(values));
  return (
    <SimpleForm defaultValues={defaults} onSubmit={onSubmit} toolbar={<CreateToolbar uploads={uploads} />} sx={{ maxWidth: 880 }}>
      <ClaimFields initialCode={initialCode} uploads={uploads} />
    </SimpleForm>
  );
}

/**
 * "Invia": enabled before anything is typed (a click shows what is missing), but not while photos
 * upload, nor while the claim is being sent (a double tap would send it twice).
 */
function CreateToolbar({ uploads }: { uploads: PhotoUploads }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const busy = uploads.sending || isSubmitting;
  return (
    <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
      <SaveButton label={c('actions.send')} disabled={busy} alwaysEnable={!busy} data-testid="claim-send" />
      {uploads.sending && (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate(c('photos.wait'))}
        </Typography>
      )}
    </Toolbar>
  );
}

function ClaimFields({ initialCode, uploads }: { initialCode?: string; uploads: PhotoUploads }) {
  const [guarantee, setGuarantee] = useState<Guarantee | null>(null);
  const all = useWatch();
  const day = today();
  return (
    <>
      <FormSection title={c('sections.guarantee')}>
        <GuaranteePicker initialCode={initialCode} onFound={setGuarantee} />
      </FormSection>
      {guarantee && guarantee.units.length > 0 && (
        <FormSection title={c('sections.units')}>
          <UnitsPicker guarantee={guarantee} />
        </FormSection>
      )}
      <FormSection title={c('sections.problem')}>
        <RadioButtonGroupInput source="kind" choices={kindChoices} validate={required()} row />
        <DayInput source="noticedOn" size="medium" validate={[required(), notInFuture, notBeforeInstallation]} min={all.installationDate ?? undefined} max={day} helperText={c('help.noticed_on')} />
        <WarrantyNotice />
        <TextInput source="description" multiline minRows={4} fullWidth validate={[required(), maxLength(CLAIM_DESCRIPTION_MAX)]} helperText={c('help.description')} />
      </FormSection>
      <FilesField uploads={uploads} />
    </>
  );
}

/**
 * A refused draft opened again: its files go back into the uploader, sent afresh (or waiting,
 * offline) like files just chosen. Its fields are the form's record.
 */
function useDraftFiles(draft: Draft | null, uploads: PhotoUploads) {
  const done = useRef(false);
  useEffect(() => {
    if (!draft?.files?.length || done.current) return;
    done.current = true;
    uploads.add(draft.files.map((f) => new File([f.blob], f.name, { type: f.type })));
  }, [draft]);
}

/**
 * /dashboard/reclami/create: a claim on a registration, opened from the registration's page
 * (`?guarantee=<id>&unit=<line>`), from the certificate's QR (`?code=GAR-…`) or by typing the
 * code; the lines concerned, the kind, when it was noticed, a description and photos.
 */
export default function ClaimCreate() {
  const translate = useTranslate();
  const form = useDraftForm('claim');
  const title = translate(c('page.create'));
  // The form starts from the draft's fields: it waits for them rather than changing under the person.
  if (form.pending) return null;
  return (
    <>
      <PageHeading title={title} subtitle={translate(c('page.create_intro'))}>
        <ResourceBreadcrumbs resource={resourceNames.claims} current={title} />
      </PageHeading>
      {/* A new key once sent or kept: a new form, its photos too. */}
      <ClaimCreator key={form.idempotencyKey} form={form} />
    </>
  );
}

function ClaimCreator({ form }: { form: DraftForm }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [params] = useSearchParams();
  const { draft, idempotencyKey, sent } = form;
  const uploads = usePhotoUploads({ keepOffline: true });
  useDraftFiles(draft, uploads);
  const keepAsDraft = useKeepAsDraft(uploads, form);
  const onError = useOfflineCreateError(keepAsDraft);
  // As react-admin does after a create; the refused draft this form was opened from goes, and the
  // form starts afresh (useDraftForm).
  const onSuccess = (data: { id: number | string }) => {
    notify(`resources.${resourceNames.claims}.notifications.created`, {
      type: 'info',
      messageArgs: { smart_count: 1, _: translate('ra.notification.created', { smart_count: 1 }) },
    });
    sent(() => redirect('show', resourceNames.claims, data.id, data));
  };
  const guaranteeId = Number(params.get('guarantee')) || null;
  const unit = Number(params.get('unit'));
  const defaults = { guaranteeId, units: unit > 0 ? [unit] : [], noticedOn: today(), files: [], paidService: false };
  return (
    <Create
      title={false}
      redirect="show"
      record={draft?.values}
      // No connection when sent (status 0): kept on the device with this form's key.
      mutationOptions={{ meta: { idempotencyKey }, onSuccess, onError: onError as never }}
      sx={{ '& .RaCreate-main': { mt: 0 } }}
    >
      <ClaimForm defaults={defaults} uploads={uploads} keepAsDraft={keepAsDraft} initialCode={params.get('code') ?? undefined} />
    </Create>
  );
}
