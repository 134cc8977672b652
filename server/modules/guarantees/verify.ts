import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auth, errors } from '../../lib/routeSchemas';
import { HttpError } from '../../lib/httpError';
import { guaranteeStatus, todayInRome, type CertificateCheck } from '../../../shared/guarantees';
import { catalogueEntry } from '../catalogue/catalogueLink';
import { guaranteeByCode } from './repository';
import { VerifyParams, VerifyReply } from './schemas';
import { legalGuaranteeClause } from '../../pdf/legalGuarantee';

/**
 * GET /api/verify/{code}: the public page a certificate's QR code leads to asks here whether the
 * certificate is genuine and valid. Anyone may ask (the code is printed on paper the customer
 * hands around), so it answers only what the certificate's holder needs to trust it: the product,
 * the month of installation, the expiry and the state, and the certificate's legal clause (the
 * guarantor, the duration, the country of installation, how to claim). Nothing about the customer
 * (name, address, e-mail, phone) nor the dealer: codes are numbered in sequence, so whatever this answers, anyone
 * can read for every registration; a dealer's company may be a sole trader's own name, and which
 * dealer installed how much, and when, is the manufacturer's business and theirs. The global rate
 * limit applies, per address.
 */
const verifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/verify/:code',
    {
      schema: {
        tags: ['guarantees'],
        summary: 'Whether a warranty certificate is genuine and valid, for anyone holding it: no personal data',
        security: auth.none,
        params: VerifyParams,
        response: { 200: VerifyReply, ...errors(400, 404) },
      },
    },
    async (req, reply): Promise<CertificateCheck> => {
      const g = await guaranteeByCode(app.db, req.params.code);
      if (!g) throw new HttpError(404, 'No warranty certificate has this code', 'certificate_not_found');
      const product = catalogueEntry(g.material, g.productCategory, g.product)?.product;
      const title = product?.title ?? { it: g.product, en: g.product };
      // The same clause as the printed certificate (server/pdf/legalGuarantee.ts): the guarantor,
      // the product, the duration, the territory (the installation's country: not personal) and how to claim.
      const facts = { manufacturer: await app.manufacturer.identity(), code: g.code, product: title, warrantyYears: g.warrantyYears, expiresOn: g.expiresOn, country: g.country };
      const status = guaranteeStatus(g.expiresOn, todayInRome());
      // The state changes with the calendar, and the answer concerns one certificate: not cached by others.
      reply.header('Cache-Control', 'private, no-cache');
      return {
        code: g.code,
        valid: status !== 'expired',
        status,
        product: {
          material: g.material,
          productCategory: g.productCategory,
          product: g.product,
          title,
        },
        installedIn: g.installationDate.slice(0, 7),
        expiresOn: g.expiresOn,
        legalGuarantee: { it: legalGuaranteeClause('it', facts), en: legalGuaranteeClause('en', { ...facts, bilingual: true }) },
      };
    },
  );
};

export default verifyRoutes;
