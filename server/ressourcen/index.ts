import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RESSOURCEN } from '../../domain/ressourcen';
import type { Felder } from '../../domain/ressourcen/deklaration';
import { ressourcenRoutes } from './routes';
import type { RessourcenService } from './service';

type Name = (typeof RESSOURCEN)[number]['name'];
type FelderVon<N extends Name> = Extract<(typeof RESSOURCEN)[number], { name: N }>['felder'];

declare module 'fastify' {
  interface FastifyInstance {
    /** the services of the declared resources, by name (a feature reads a table such as the thresholds through it) */
    ressourcen: { [N in Name]: RessourcenService<FelderVon<N> & Felder> };
  }
}

/** Registers every declared resource of domain/ressourcen with its routes; its services are the whole app's. */
export const ressourcen = fp(async (app: FastifyInstance) => {
  const services: Record<string, RessourcenService<Felder>> = {};
  for (const d of RESSOURCEN) services[d.name] = (await ressourcenRoutes(app, d, app.clock)) as unknown as RessourcenService<Felder>;
  app.decorate('ressourcen', services as unknown as FastifyInstance['ressourcen']);
});
