import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The policy of every file the portal hands out: nothing loads, nothing runs, no origin of the portal. */
export const DOWNLOAD_CSP = "default-src 'none'; sandbox";

/**
 * Every answer that is a file to save (`Content-Disposition: attachment`) gets the sandbox policy instead of the
 * app's: uploaded documents as well as what the portal builds itself (Vergabevermerk, Auktionsprotokoll, the
 * Lastgang and Lieferstellen exports, the list exports). A PDF or CSV a browser opens in place then cannot run
 * script with the portal's origin, whoever put the text into it. One hook, so a new download cannot forget it.
 */
export const downloadSandbox = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    const disposition = reply.getHeader('content-disposition');
    if (typeof disposition === 'string' && /^attachment\b/i.test(disposition)) {
      reply.header('content-security-policy', DOWNLOAD_CSP).header('x-content-type-options', 'nosniff');
    }
    return payload;
  });
});
