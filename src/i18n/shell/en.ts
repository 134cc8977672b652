/**
 * The English texts of what every page needs — the app's frame, the sign-in pages and the
 * password form — loaded before the rest of the messages (src/i18n/locale.ts). Part of en.ts.
 */
export const shellEn = {
  app: {
    name: 'Dealer Area',
    manufacturer: 'Window and door manufacturer',
    loading: 'Loading…',
    skip_to_content: 'Skip to content',
    language: 'Language',
    languages: { it: 'Italiano', en: 'English' },
    not_found: {
      title: 'Page not found',
      text: 'The page you are looking for does not exist or has been moved. Check the address, or go back to the Home page.',
      back: 'Go to Home',
    },
    chunk_error: {
      offline: {
        title: 'No connection',
        text: 'Part of the page could not be loaded because the connection dropped. Reload the page once you are back online.',
      },
      updated: {
        title: 'The portal has been updated',
        text: 'A new version of the portal has been published. Reload the page to continue with it.',
      },
      failed: {
        title: 'Part of the page did not load',
        text: 'Part of the page could not be loaded. Reload the page to try again.',
      },
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
      too_many_attempts: 'Too many failed attempts. Try again in %{smart_count} minute. |||| Too many failed attempts. Try again in %{smart_count} minutes.',
      rate_limited: 'Too many attempts from this connection. Try again in %{smart_count} minute. |||| Too many attempts from this connection. Try again in %{smart_count} minutes.',
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
};
