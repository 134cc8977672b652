import { DOCUMENT_CATEGORIES, DOCUMENT_LANGUAGES } from '../../../shared/documents';

/** Select choices whose names are i18n keys (react-admin translates them). */
export const categoryChoices = DOCUMENT_CATEGORIES.map((id) => ({ id, name: `resources.documenti.categories.${id}` }));
export const languageChoices = DOCUMENT_LANGUAGES.map((id) => ({ id, name: `resources.documenti.languages.${id}` }));
