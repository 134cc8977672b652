import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../lib/routeSchemas';
import { nullable } from '../../lib/schemaTypes';
import { CLAIM_KINDS } from '../../../shared/claims';
import { CLAIM_QUALITY_MONTHS_MAX, MONTH_PATTERN } from '../../../shared/claimQuality';
import { claimQuality, nextRomeMidnight } from './quality';

const closed = { additionalProperties: false } as const;
const Month = (description: string) => Type.String({ pattern: MONTH_PATTERN, description });
const Rate = nullable(Type.Number({ minimum: 0, description: 'Claims per 1,000 units registered, to one decimal; null when none was registered' }));
const ByKind = Type.Object(Object.fromEntries(CLAIM_KINDS.map((k) => [k, Type.Integer({ minimum: 0 })])), closed);

const QualityQuery = Type.Object(
  {
    from: Type.Optional(Month('The first month, YYYY-MM (months are Rome’s); default: 11 months before `to`')),
    to: Type.Optional(Month(`The last month, YYYY-MM, included, at most ${CLAIM_QUALITY_MONTHS_MAX} months from \`from\`; default: this month`)),
  },
  closed,
);

const QualityReply = Type.Object(
  {
    from: Type.String(),
    to: Type.String(),
    products: Type.Array(
      Type.Object(
        {
          product: Type.String({ description: '<material>/<category>/<product>' }),
          units: Type.Integer({ minimum: 0, description: 'Windows registered in the period (the registrations’ quantities)' }),
          claims: Type.Integer({ minimum: 0, description: 'Claims opened in the period' }),
          byKind: ByKind,
          perThousand: Rate,
        },
        closed,
      ),
      { description: 'Every product with a registration or a claim in the period, the highest rate first' },
    ),
    months: Type.Array(
      Type.Object({ month: Type.String(), units: Type.Integer({ minimum: 0 }), claims: Type.Integer({ minimum: 0 }), perThousand: Rate }, closed),
      { description: 'Every month of the period, oldest first, empty ones included' },
    ),
    total: Type.Object({ units: Type.Integer({ minimum: 0 }), claims: Type.Integer({ minimum: 0 }), perThousand: Rate, byKind: ByKind }, closed),
  },
  closed,
);

/** The claims' routes of one part: the quality view: claims per product and kind per 1,000 units registered (admins; modules/claims/quality.ts). */
const qualityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/claims/quality',
    {
      onRequest: app.requireRole('admin'),
      // Kept per admin and URL until a claim, a registration or an account changes: the figures
      // change with those alone. Rome's midnight bounds it as well, as the lists' day-bound answers
      // are, so that a change the versions missed (a row written by hand) lasts a day at most.
      config: { cache: { data: ['claims', 'guarantees', 'accounts'], until: () => nextRomeMidnight() } },
      schema: {
        tags: ['claims'],
        security: [{ bearer: [] }],
        summary: 'Claims per product and per kind, per 1,000 windows registered in the same months, month by month (admins)',
        description:
          'Units are the quantities of the warranty registrations made in the period; claims those opened in it (whatever their status). Months and days are Rome’s.',
        querystring: QualityQuery,
        response: { 200: QualityReply, ...errors(400, 401, 403) },
      },
    },
    async (req) => claimQuality(app.db, req.query),
  );
};

export default qualityRoutes;
