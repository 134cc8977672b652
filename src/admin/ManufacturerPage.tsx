import { useRef, useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Form, SaveButton, TextInput, email, maxLength, maxValue, minValue, regex, required, useNotify, useTranslate } from 'react-admin';
import { LOGO_MAX_BYTES, MANUFACTURER_LIMITS as LIMITS, type ManufacturerIdentity } from '../../shared/manufacturer';
import { vatProblem } from '../../shared/vat';
import { PHONE_PATTERN } from '../../shared/guarantees';
import { CLAIM_ANSWER_DAYS_DEFAULT, CLAIM_ANSWER_DAYS_MAX } from '../../shared/claims';
import { LocaleNumberInput } from '../resources/LocaleNumberInput';
import { PageHeading } from '../catalogue/pages/PageHeading';
import { Busy } from '../ui/progress';
import { apiErrorMessageKey } from '../i18n/apiErrors';
import { useManufacturer, useManufacturerWrites } from '../providers/manufacturer';
import portalMark from '../assets/logo.svg';

const grid = { display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' } as const;
const phone = regex(new RegExp(PHONE_PATTERN), 'resources.garanzie.validation.phone');
const website = regex(/^https?:\/\/\S+$/, 'manufacturer.validation.website');
/** The server's own check of the number (shared/vat.ts). */
const vat = (value: unknown) => {
  const problem = typeof value === 'string' && value.trim() ? vatProblem(value.trim()) : null;
  return problem ? `auth.validation.vat_${problem}` : undefined;
};
const FIELDS = ['name', 'address', 'vatNumber', 'phone', 'email', 'website'] as const;
/** Who signs the DoPs, and where (Regulation (EU) 305/2011, Annex III): kept only when written. */
const SIGNER_FIELDS = ['signerName', 'signerFunction', 'signingPlace'] as const;
const KB = LOGO_MAX_BYTES / 1024;
const wholeDays = (value: unknown) => (typeof value === 'number' && !Number.isInteger(value) ? 'manufacturer.validation.whole_days' : undefined);

/** /dashboard/manufacturer (admins): the identity every page and printed document shows. */
export default function ManufacturerPage() {
  const translate = useTranslate();
  const { data, isPending } = useManufacturer();
  return (
    <>
      <PageHeading title={translate('manufacturer.title')} subtitle={translate('manufacturer.intro')} />
      {isPending || !data ? (
        <Busy />
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 860 }}>
          <IdentityCard identity={data} />
          <LogoCard logo={data.logo} />
        </Stack>
      )}
    </>
  );
}

function IdentityCard({ identity }: { identity: ManufacturerIdentity }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { save } = useManufacturerWrites();
  const record = {
    ...Object.fromEntries(FIELDS.map((f) => [f, identity[f]])),
    warrantyTerms: identity.warrantyTerms,
    ...Object.fromEntries(SIGNER_FIELDS.map((f) => [f, identity[f] ?? ''])),
    claimAnswerDays: identity.claimAnswerDays ?? CLAIM_ANSWER_DAYS_DEFAULT,
  };
  return (
    <Card component="section" aria-labelledby="manufacturer-identity">
      <CardContent>
        <Form
          record={record}
          onSubmit={async (values: Record<string, unknown>) => {
            const v = values as unknown as ManufacturerIdentity;
            try {
              const signer = SIGNER_FIELDS.flatMap((f) => (v[f]?.trim() ? [[f, v[f]!.trim()]] : []));
              const answer = typeof v.claimAnswerDays === 'number' ? { claimAnswerDays: v.claimAnswerDays } : {};
              await save({ ...Object.fromEntries(FIELDS.map((f) => [f, v[f].trim()])), warrantyTerms: v.warrantyTerms, ...Object.fromEntries(signer), ...answer } as ManufacturerIdentity);
              notify('manufacturer.saved', { type: 'success' });
            } catch (error) {
              notify(apiErrorMessageKey(error), { type: 'error' });
            }
          }}
        >
          <Typography id="manufacturer-identity" variant="h6" component="h2" gutterBottom>
            {translate('manufacturer.identity')}
          </Typography>
          <TextInput source="name" label="manufacturer.fields.name" validate={[required(), maxLength(LIMITS.name)]} fullWidth />
          <TextInput source="address" label="manufacturer.fields.address" helperText="manufacturer.help.address" validate={[required(), maxLength(LIMITS.address)]} multiline minRows={3} fullWidth sx={{ mb: 1 }} />
          <Box sx={grid}>
            <TextInput source="vatNumber" label="manufacturer.fields.vatNumber" validate={[required(), maxLength(LIMITS.vatNumber), vat]} />
            <TextInput source="phone" label="manufacturer.fields.phone" validate={[required(), maxLength(LIMITS.phone), phone]} />
            <TextInput source="email" label="manufacturer.fields.email" type="email" validate={[required(), maxLength(LIMITS.email), email()]} />
            <TextInput source="website" label="manufacturer.fields.website" helperText="manufacturer.help.website" validate={[required(), maxLength(LIMITS.website), website]} />
          </Box>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {translate('manufacturer.terms')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('manufacturer.terms_intro')}
          </Typography>
          <TextInput source="warrantyTerms.it" label="manufacturer.fields.warrantyTermsIt" validate={[required(), maxLength(LIMITS.warrantyTerms)]} multiline minRows={4} fullWidth />
          <TextInput source="warrantyTerms.en" label="manufacturer.fields.warrantyTermsEn" validate={[required(), maxLength(LIMITS.warrantyTerms)]} multiline minRows={4} fullWidth />
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {translate('manufacturer.dop_signature')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('manufacturer.dop_signature_intro')}
          </Typography>
          {/* A row's gap on a phone too, so a helper text never touches the next field's label. */}
          <Box sx={{ ...grid, rowGap: { xs: 1.5, sm: 2 } }}>
            <TextInput source="signerName" label="manufacturer.fields.signerName" validate={[required(), maxLength(LIMITS.signerName)]} />
            <TextInput source="signerFunction" label="manufacturer.fields.signerFunction" helperText="manufacturer.help.signerFunction" validate={[required(), maxLength(LIMITS.signerFunction)]} />
            <TextInput source="signingPlace" label="manufacturer.fields.signingPlace" helperText="manufacturer.help.signingPlace" validate={[required(), maxLength(LIMITS.signingPlace)]} />
          </Box>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {translate('manufacturer.claims')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('manufacturer.claims_intro')}
          </Typography>
          <Box sx={grid}>
            <LocaleNumberInput
              source="claimAnswerDays"
              label="manufacturer.fields.claimAnswerDays"
              helperText="manufacturer.help.claimAnswerDays"
              step={1}
              validate={[required(), wholeDays, minValue(1), maxValue(CLAIM_ANSWER_DAYS_MAX)]}
            />
          </Box>
          <SaveButton alwaysEnable={false} />
        </Form>
      </CardContent>
    </Card>
  );
}

/** Reads a picture the admin chose as a data URL, as the API takes it. */
const asDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

function LogoCard({ logo }: { logo: string | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { uploadLogo, removeLogo } = useManufacturerWrites();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success' });
    } catch (error) {
      notify(apiErrorMessageKey(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type)) return notify('manufacturer.logo.not_image', { type: 'error' });
    if (file.size > LOGO_MAX_BYTES) return notify('manufacturer.logo.too_large', { type: 'error', messageArgs: { size: KB } });
    await run(async () => uploadLogo(await asDataUrl(file)), 'manufacturer.logo.uploaded');
  };

  return (
    <Card component="section" aria-labelledby="manufacturer-logo">
      <CardContent>
        <Typography id="manufacturer-logo" variant="h6" component="h2" gutterBottom>
          {translate('manufacturer.logo.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('manufacturer.logo.intro', { size: KB })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ xs: 'flex-start', sm: 'center' }}>
          <Box sx={{ width: 160, height: 96, display: 'flex', alignItems: 'center', justifyContent: 'center', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', p: 1 }}>
            <Box component="img" src={logo ?? portalMark} alt={translate(logo ? 'manufacturer.logo.current' : 'manufacturer.logo.none')} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} data-testid="manufacturer-logo" />
          </Box>
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            {!logo && (
              <Typography variant="body2" color="text.secondary">
                {translate('manufacturer.logo.none')}
              </Typography>
            )}
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              {/* A real button opens the hidden file input: a <label> styled as one is not reached by Tab. */}
              <Button variant="outlined" startIcon={<UploadIcon />} loading={busy} disabled={busy} onClick={() => input.current?.click()}>
                {translate(logo ? 'manufacturer.logo.replace' : 'manufacturer.logo.choose')}
              </Button>
              <input ref={input} type="file" hidden accept="image/png,image/jpeg" onChange={(e) => void choose(e.target.files?.[0])} data-testid="logo-input" />
              {logo && (
                <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => void run(removeLogo, 'manufacturer.logo.removed')}>
                  {translate('manufacturer.logo.remove')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
