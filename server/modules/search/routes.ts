import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auth, errors } from '../../lib/routeSchemas';
import { HttpError } from '../../lib/httpError';
import type { SearchGroup, SearchHit, SearchKind } from '../../../shared/search';
import { SearchQuery, SearchReply } from './schemas';
import { searchCatalogue } from './catalogue';
import { searchAccounts, searchClaims, searchDocuments, searchGuarantees, searchNotices, searchWords } from './repository';
import { queryTerms, queryWords } from './words';
import type { CacheRule } from '../../plugins/responseCache';
import { keptNextNoticeChange } from '../notices/repository';

/**
 * `GET /api/search`: one search over every kind of record the caller may see. Answers are kept
 * per user and URL (plugins/responseCache.ts) until any record a search reads changes, a file's
 * text is read or a notice's publication or expiry comes: a search typed again, or the dialog
 * opened again, is answered from memory.
 */
const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const nextChange = keptNextNoticeChange();
  const cache: CacheRule = {
    data: ['documents', 'texts', 'notices', 'guarantees', 'claims', 'accounts'],
    until: (_app, versions) => nextChange(db, versions.notices),
  };
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireActive);

  app.get(
    '/api/search',
    {
      config: { cache },
      schema: {
        tags: ['search'],
        security: auth.bearer,
        summary: 'Searches catalogue products, documents, technical sheets, notices, warranty registrations, claims and (admins) accounts, as the lists would show them to the caller',
        querystring: SearchQuery,
        response: { 200: SearchReply, ...errors(400, 401, 403) },
      },
    },
    async (req) => {
      const user = req.account!;
      const { q, limit = 5 } = req.query;
      if (q === undefined) throw new HttpError(400, 'Give the words to search for (q)', 'search_words_required', { fields: [{ field: 'q', message: 'is required' }] });
      const words = queryWords(q);
      if (!words.length) return { groups: [] };
      const terms = queryTerms(q);
      const found = await searchWords(db, words, terms);
      const [products, documents, notices, guarantees, claims, accounts] = await Promise.all([
        searchCatalogue(terms, req.query.lang ?? user.locale, limit),
        searchDocuments(db, user, found, limit),
        searchNotices(db, user, found, limit),
        searchGuarantees(db, user, q, terms, limit),
        searchClaims(db, user, q, terms, limit),
        user.role === 'admin' ? searchAccounts(db, q, terms, limit) : [],
      ]);
      const groups: [SearchKind, SearchHit[]][] = [
        ['products', products],
        ['documents', documents.documents],
        ['technicalSheets', documents.technicalSheets],
        ['notices', notices],
        ['guarantees', guarantees],
        ['claims', claims],
        ['accounts', accounts],
      ];
      return { groups: groups.filter(([, hits]) => hits.length).map(([kind, hits]): SearchGroup => ({ kind, hits })) };
    },
  );
};

export default searchRoutes;
