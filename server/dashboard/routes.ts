import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardAntwort } from '../../src/domain/api/dashboard';
import type { Clock } from '../clock';
import { dashboard } from './queries';
import { wendeFristenAn } from '../ausschreibung/fristen';

export const dashboardRoutes: FastifyPluginAsyncTypebox<{ clock: Clock }> = async (app, opts) => {
  app.get(
    '/api/dashboard',
    {
      preValidation: app.requireRolle('Administrator'),
      schema: { tags: ['Administrator'], summary: 'Kennzahlen für das Dashboard', response: { 200: DashboardAntwort } },
    },
    async () => {
      await wendeFristenAn(app.db, opts.clock);
      return dashboard(app.db, opts.clock);
    },
  );
};
