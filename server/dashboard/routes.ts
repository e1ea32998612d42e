import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardAntwort } from '../../domain/api/dashboard';

/** /api/dashboard — the administrator's overview; it counts tenders, so their deadlines apply first. */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Administrator'));
  app.addHook('preHandler', app.fristenAnwenden);
  app.get('', { schema: { tags: ['Administrator'], summary: 'Kennzahlen für das Dashboard', response: { 200: DashboardAntwort } } }, async () =>
    app.dashboard.kennzahlen(),
  );
};
