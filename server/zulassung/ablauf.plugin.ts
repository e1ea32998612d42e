import fp from 'fastify-plugin';
import { startSchedule } from '../shared/schedule';
import { erinnereAnNachweisablauf, lasseZulassungenAblaufen, type AblaufUmgebung } from './ablauf';

/** The log message after each run. */
export const NACHWEISLAUF_BEENDET = 'Nachweislauf beendet';

/**
 * The proofs' calendar (issue 45): reminders before a required proof expires and the expiry of the Zulassung, run
 * by every instance on the deadlines' tick (FRISTEN_TAKT_MS); the conditional UPDATEs let each happen once.
 */
export const nachweisAblauf = fp(async (app) => {
  const umgebung: AblaufUmgebung = { db: app.db, clock: app.clock, outbox: app.outbox, publicUrl: app.config.publicUrl, pflicht: app.config.nachweisPflicht };
  startSchedule(app, 'Nachweisablauf', app.config.fristenTaktMs, async () => {
    const abgelaufen = await lasseZulassungenAblaufen(umgebung);
    const erinnert = await erinnereAnNachweisablauf(umgebung);
    // At level debug an operator, and a test watching the process, sees each run end.
    app.log.debug({ abgelaufen, erinnert }, NACHWEISLAUF_BEENDET);
  });
});
