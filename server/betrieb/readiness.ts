import type { FastifyInstance } from 'fastify';
import { offeneMigrationen } from '../db/migrate';

/** How long the database may take to answer before the instance counts as not ready. */
const DATENBANK_FRIST_MS = 2_000;

export type Bereitschaft = { bereit: true } | { bereit: false; grund: string };

/**
 * Whether this instance should get traffic: not while it shuts down, only with a database that answers and has
 * run every migration this code needs, and not while mail piles up in the outbox beyond the configured limit.
 */
export async function pruefeBereitschaft(app: FastifyInstance): Promise<Bereitschaft> {
  if (app.betrieb.wirdBeendet) return { bereit: false, grund: 'Der Server wird beendet.' };
  let offen: string[];
  let stand: Awaited<ReturnType<typeof app.outbox.stand>>;
  try {
    [offen, stand] = await mitFrist(Promise.all([offeneMigrationen(app.db), app.outbox.stand()]));
  } catch (err) {
    app.log.warn({ err }, 'Bereitschaft: Datenbank nicht erreichbar');
    return { bereit: false, grund: 'Die Datenbank ist nicht erreichbar.' };
  }
  if (offen.length > 0) return { bereit: false, grund: `Migrationen fehlen: ${offen.join(', ')}.` };
  const alter = stand.aelteste === null ? 0 : app.clock.now() - stand.aelteste;
  if (alter > app.config.mailStauMinuten * 60_000) {
    return { bereit: false, grund: `Der Postausgang stockt: ${stand.anzahl} Mails, die älteste seit ${Math.floor(alter / 60_000)} Minuten.` };
  }
  return { bereit: true };
}

function mitFrist<T>(versprechen: Promise<T>): Promise<T> {
  let uhr: NodeJS.Timeout | undefined;
  const frist = new Promise<never>((_, reject) => {
    uhr = setTimeout(() => reject(new Error(`keine Antwort nach ${DATENBANK_FRIST_MS} ms`)), DATENBANK_FRIST_MS);
  });
  return Promise.race([versprechen, frist]).finally(() => clearTimeout(uhr));
}
