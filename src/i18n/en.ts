import englishMessages from 'ra-language-english';

/** The app's own English texts; the Italian file must have exactly the same keys. */
export const appEn = {
  app: {
    name: 'Dealer Area',
    manufacturer: 'Window and door manufacturer',
    loading: 'Loading…',
    language: 'Language',
    languages: { it: 'Italiano', en: 'English' },
    not_found: {
      title: 'Page not found',
      text: 'The page you are looking for does not exist or has been moved. Check the address, or go back to the dashboard.',
      back: 'Go to the dashboard',
    },
    chunk_error: {
      title: 'The portal has been updated',
      text: 'Part of the page could not be loaded, probably because a new version was published or the connection dropped. Reload the page to continue.',
      reload: 'Reload page',
    },
  },
  auth: {
    fields: {
      email: 'E-mail',
      password: 'Password',
      firstName: 'First name',
      lastName: 'Last name',
      currentPassword: 'Current password',
      newPassword: 'New password',
    },
    show_password: 'Show password',
    hide_password: 'Hide password',
    password_help: 'At least %{min} characters',
    login: {
      title: 'Sign in to the Dealer Area',
      subtitle: 'Catalogue, technical sheets, documents and warranties for our dealers.',
      submit: 'Sign in',
      no_account: 'Not a dealer yet?',
      register_link: 'Request an account',
    },
    register: {
      title: 'Request a dealer account',
      subtitle: 'After registering, our back office checks your request and activates your account.',
      submit: 'Create account',
      have_account: 'Already have an account?',
      login_link: 'Sign in',
    },
    validation: {
      required: 'Required',
      email: 'Enter a valid e-mail address',
      password_min: 'Use at least %{min} characters',
      password_max: 'Use at most %{max} characters',
      max_length: 'Use at most %{max} characters',
    },
    errors: {
      invalid_credentials: 'Wrong e-mail or password.',
      too_many_attempts: 'Too many failed attempts. Try again in %{minutes} minutes.',
      account_disabled: 'This account has been disabled. Contact the manufacturer for help.',
      registration_closed: 'Registration is closed: ask the manufacturer for an account.',
      email_unavailable: 'This e-mail address cannot be used to register. If you already have an account, sign in.',
      validation_failed: 'Some fields are not valid: check them and try again.',
      cross_site: 'The request was refused because it came from another site.',
      network_error: 'The server cannot be reached. Check your connection and try again.',
      wrong_current_password: 'The current password is wrong.',
      generic: 'Something went wrong. Try again in a moment.',
    },
    pending: {
      title: 'Your account is awaiting approval',
      text: 'Thank you for registering, %{name}. Our back office will check your request and activate your account: you will then have access to the catalogue, documents and warranties.',
      email: 'We will write to %{email} if we need more information.',
      check_again: 'Check again',
      still_pending: 'Your account has not been approved yet.',
      logout: 'Sign out',
    },
  },
  account: {
    title: 'My account',
    password: {
      title: 'Change password',
      text: 'After the change, every other device where you are signed in is signed out.',
      submit: 'Change password',
      changed: 'Password changed. Other devices have been signed out.',
    },
    fields: {
      email: 'E-mail',
      company: 'Company',
      phoneNumber: 'Phone',
      address: 'Address',
      city: 'City',
      zipCode: 'Postcode',
      state: 'Province / state',
      country: 'Country',
    },
    roles: { admin: 'Administrator', dealer: 'Dealer' },
    statuses: { pending: 'Awaiting approval', active: 'Active', disabled: 'Disabled' },
  },
  dashboard: {
    welcome: 'Welcome, %{name}',
    intro: 'This is your Dealer Area. The catalogue, notices, documents and warranties will appear here.',
  },
};

export const enMessages = { ...englishMessages, ...appEn };
