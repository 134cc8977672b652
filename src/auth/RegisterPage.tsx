import { useLocale, useTranslate } from '../i18n/locale';
import { paths } from '../../shared/paths';
import { register, type RegisterPayload } from '../providers/session';
import { normaliseVat, vatProblem } from '../../shared/vat';
import { PHONE_PATTERN, PROVINCE_PATTERN_IT } from '../../shared/guarantees';
import { AuthForm, PASSWORD_MAX, PASSWORD_MIN, type AuthField } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { AuthSwitchLink } from './AuthSwitchLink';

const PHONE = new RegExp(PHONE_PATTERN);
const PROVINCE_IT = new RegExp(PROVINCE_PATTERN_IT);
/** A partita IVA (11 digits once normalised) makes the province an Italian one: its two-letter code. */
const italianVat = (raw: string) => /^\d{11}$/.test(normaliseVat(raw));

/** The same checks as the server's (shared/vat.ts, dealerIdentity), while the person types. */
export const registerChecks = {
  vatNumber: (value: string) => {
    const problem = vatProblem(value);
    return problem ? `auth.validation.vat_${problem}` : undefined;
  },
  phoneNumber: (value: string) => (PHONE.test(value.trim()) ? undefined : 'auth.validation.phone'),
  state: (value: string, valueOf: (name: string) => string) =>
    italianVat(valueOf('vatNumber')) && !PROVINCE_IT.test(value.trim().toUpperCase()) ? 'auth.validation.province_it' : undefined,
};

const fields: AuthField[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', rules: { required: true, max: 60 }, half: true, heading: 'auth.register.about_you' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', rules: { required: true, max: 60 }, half: true },
  { name: 'email', type: 'email', autoComplete: 'email', rules: { required: true, email: true, max: 254 }, half: true },
  { name: 'phoneNumber', type: 'tel', autoComplete: 'tel', rules: { required: true, max: 40 }, check: registerChecks.phoneNumber, half: true },
  { name: 'company', type: 'text', autoComplete: 'organization', rules: { required: true, max: 120 }, heading: 'auth.register.your_company' },
  { name: 'vatNumber', type: 'text', autoComplete: 'off', rules: { required: true, max: 30 }, check: registerChecks.vatNumber, hint: 'auth.hints.vatNumber' },
  { name: 'city', type: 'text', autoComplete: 'address-level2', rules: { required: true, max: 80 }, half: true },
  { name: 'state', type: 'text', autoComplete: 'address-level1', rules: { required: true, max: 80 }, check: registerChecks.state, hint: 'auth.hints.state', half: true },
  {
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    rules: { required: true, min: PASSWORD_MIN, max: PASSWORD_MAX },
    help: true,
    heading: 'auth.register.your_password',
  },
];

type RegisterValues = Omit<RegisterPayload, 'locale'>;

/**
 * The register payload of spec §3 with what an admin needs to judge it (issue 13): company, VAT
 * number, phone, town and province; the e-mail of the account will be in the page's language.
 * A new dealer then sees the awaiting-approval page.
 */
export default function RegisterPage() {
  const translate = useTranslate();
  const [locale] = useLocale();
  return (
    <AuthLayout title={translate('auth.register.title')} subtitle={translate('auth.register.subtitle')} wide>
      <AuthForm<RegisterValues>
        fields={fields}
        submitLabel={translate('auth.register.submit')}
        onSubmit={(v) =>
          register({
            email: v.email.trim(),
            password: v.password,
            firstName: v.firstName.trim(),
            lastName: v.lastName.trim(),
            company: v.company.trim(),
            vatNumber: v.vatNumber.trim(),
            phoneNumber: v.phoneNumber.trim(),
            city: v.city.trim(),
            state: italianVat(v.vatNumber) ? v.state.trim().toUpperCase() : v.state.trim(),
            locale,
          })
        }
      />
      <AuthSwitchLink to={paths.login} questionKey="auth.register.have_account" linkKey="auth.register.login_link" />
    </AuthLayout>
  );
}
