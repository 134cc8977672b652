import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserReply } from '../auth/schemas';
import { errors } from '../../lib/routeSchemas';
import { toPublicUser } from '../auth/users';
import { ProfileBody } from './schemas';
import { auditAccountChange, profileColumns } from './accounts';
import { auditContext } from '../audit/record';
import { api } from '../../../shared/paths';

/** PUT /auth/me: every signed-in person edits their own profile (spec §3), never their role or status. */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    api.me,
    {
      config: { sameOrigin: true },
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Changes the signed-in person's own profile, and the language and notices of their e-mail",
        security: [{ bearer: [] }],
        body: ProfileBody,
        response: { 200: UserReply, ...errors(400, 401, 403) },
      },
    },
    async (req) => {
      const me = req.account!;
      const user = await app.db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
        const updated = await trx
          .updateTable('users')
          .set({
            ...profileColumns(current, req.body),
            ...(req.body.locale ? { locale: req.body.locale } : {}),
            ...(req.body.noticeMail ? { noticeMail: req.body.noticeMail } : {}),
            updatedAt: Date.now(),
          })
          .where('id', '=', me.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await auditAccountChange(trx, auditContext(req), current, updated);
        return updated;
      });
      return { user: toPublicUser(user) };
    },
  );
};

export default profileRoutes;
