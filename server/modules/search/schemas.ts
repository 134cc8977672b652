import { Type } from 'typebox';
import { GLOBAL_SEARCH_MAX, SEARCH_KINDS, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX } from '../../../shared/search';

const CONTROL = '\\u0000-\\u001f\\u007f';

export const SearchQuery = Type.Object(
  {
    // Something visible, nothing invisible: an empty or blank search is a mistake, not "everything".
    // Optional only as the API's query parameters all are; the route refuses a search without it.
    q: Type.Optional(Type.String({
      minLength: 1,
      maxLength: GLOBAL_SEARCH_MAX,
      pattern: `^(?=[\\s\\S]*[^\\s${CONTROL}])[^${CONTROL}]*$`,
      description: 'Words to find (required); each matches as a prefix of a word, stemmed in Italian and English, accents ignored',
    })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_LIMIT_MAX, default: SEARCH_LIMIT_DEFAULT, description: 'Results of each kind, at most' })),
    lang: Type.Optional(Type.Enum(['it', 'en'], { description: "The language of catalogue titles and texts; the account's by default" })),
  },
  { additionalProperties: false },
);

const Highlighted = Type.Object(
  {
    text: Type.String(),
    matches: Type.Array(Type.Object({ start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }), {
      description: 'The matched words as [start, end) offsets in UTF-16 code units of text',
    }),
  },
  { additionalProperties: false },
);

const SearchHit = Type.Object(
  {
    id: Type.String({ description: "The record's id; a product's is <material>/<category>/<product>" }),
    title: Highlighted,
    snippet: Type.Union([Highlighted, Type.Null()]),
    link: Type.String({ description: "The record's page in the browser app" }),
  },
  { additionalProperties: false },
);

export const SearchReply = Type.Object(
  {
    groups: Type.Array(
      Type.Object({ kind: Type.Enum([...SEARCH_KINDS]), hits: Type.Array(SearchHit, { minItems: 1 }) }, { additionalProperties: false }),
      { description: 'The kinds with results, in a fixed order; each kind best first' },
    ),
  },
  { additionalProperties: false },
);
