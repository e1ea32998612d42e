import type { FastifyPluginAsync } from 'fastify';
import { PasswortBestaetigung } from './aktuellesPasswort';
import { AnmeldungService } from './anmeldung.service';
import { sitzungenRoutes } from './sitzungen.routes';
import { TOKEN_PFAD, tokenRoutes } from './token.routes';
import { verschluesselungRoutes } from './verschluesselung.routes';
import { zweiteFaktorenRoutes } from './zweiteFaktoren.routes';
import { ZweiteFaktorVerwaltungService } from './zweiteFaktoren.service';

declare module 'fastify' {
  interface FastifyInstance {
    anmeldung: AnmeldungService;
    zweiteFaktoren: ZweiteFaktorVerwaltungService;
  }
}

/** Sign-in: token grants, the encryption key, the own sessions and second factors. */
export const anmeldung: FastifyPluginAsync = async (app) => {
  app.decorate('anmeldung', new AnmeldungService(app.db, app.clock, app.schluessel, app.sitzungen));
  const passwort = new PasswortBestaetigung(app.db, app.clock, app.schluessel);
  app.decorate('zweiteFaktoren', new ZweiteFaktorVerwaltungService(app.db, app.clock, app.memberTokens, app.sitzungen, passwort, app.outbox, app.config.publicUrl));
  await app.register(tokenRoutes, { prefix: TOKEN_PFAD });
  // The older flow's password grant at the path its clients were configured with (SPEC.md section 7), in the same
  // sign-in limit as the standard path (its rate limit names the endpoint).
  if (app.config.tokenPfad && app.config.tokenPfad !== TOKEN_PFAD) await app.register(tokenRoutes, { prefix: app.config.tokenPfad });
  await app.register(verschluesselungRoutes, { prefix: '/framework/api/encryption' });
  await app.register(sitzungenRoutes, { prefix: '/framework/api/member/sessions' });
  await app.register(zweiteFaktorenRoutes, { prefix: '/framework/api/member/second-factors' });
};
