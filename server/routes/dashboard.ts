import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardAntwort } from '../../src/domain/api/ausschreibungListe';
import type { Clock } from '../clock';
import { dashboard } from '../services/dashboard';

export const dashboardRoutes: FastifyPluginAsyncTypebox<{ clock: Clock }> = async (app, opts) => {
  app.get(
    '/api/dashboard',
    {
      preHandler: app.requireRolle('Administrator'),
      schema: { tags: ['Administrator'], summary: 'Kennzahlen für das Dashboard', response: { 200: DashboardAntwort } },
    },
    async () => dashboard(app.db, opts.clock),
  );
};
