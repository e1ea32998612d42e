import fp from 'fastify-plugin';
import { MemberTokens } from './memberTokens';

declare module 'fastify' {
  interface FastifyInstance {
    memberTokens: MemberTokens;
  }
}

/** The single-use links of mails serve several features (second factors, Benutzerdaten, people admin): decorated on the root. */
export const mitgliedServices = fp(async (app) => {
  app.decorate('memberTokens', new MemberTokens(app.clock));
});
