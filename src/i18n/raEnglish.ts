import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { mergeMessages, type Messages } from './merge';

/** react-admin's English where it shows through, in the portal's own words (issue 13). */
const raEnglishFill = {
  ra: {
    auth: { email: 'E-mail' },
    page: { dashboard: 'Home', not_found: 'Page not found' },
    message: {
      invalid_form: 'Some fields are not valid: check them and try again.',
      not_found: 'The page you are looking for does not exist or has been moved. Check the address.',
    },
    notification: {
      item_doesnt_exist: 'This item does not exist any more or is not available to you.',
      bad_item: 'This item is not valid.',
      created: 'Item created',
      updated: 'Changes saved |||| %{smart_count} items updated',
      deleted: 'Item deleted |||| %{smart_count} items deleted',
      http_error: 'The server did not answer as expected. Try again in a moment.',
      data_provider_error: 'Something went wrong. Try again in a moment.',
      logged_out: 'Your session has ended: sign in again.',
      i18n_error: 'The texts of this language could not be loaded.',
      not_authorized: 'You do not have permission to open this section.',
      offline: 'No connection: this has not been loaded on this device yet. It shows once you are back online.',
    },
    validation: {
      required: 'Required',
      email: 'Enter a valid e-mail address',
      minLength: 'Use at least %{min} characters',
      maxLength: 'Use at most %{max} characters',
      minValue: 'The smallest value is %{min}',
      maxValue: 'The largest value is %{max}',
      number: 'Enter a number',
      oneOf: 'Choose one of these values: %{options}',
      regex: 'The format is not valid',
      unique: 'This value is already in use',
    },
  },
};

export const raEnglish = mergeMessages(englishMessages as Messages, raEnglishFill) as TranslationMessages;
