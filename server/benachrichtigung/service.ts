import type { Kysely } from 'kysely';
import type { Benachrichtigung, BenachrichtigungenEingabe, Neuigkeit } from '../../domain/api/benachrichtigungen';
import { artenFuer, pflichtMeldung, type BenachrichtigungsArt } from '../../domain/benachrichtigungen';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { protokolliere } from '../shared/audit';
import { Regelverletzung } from '../shared/errors';
import { isoDateTime } from '../shared/isoDateTime';
import { abbestellteArten, neuigkeiten, setzeAbbestellungen } from './queries';

interface Benutzer {
  id: number;
  roles: readonly string[];
  ipAddress: string;
}

/** Which mails a user gets: every kind of the user's roles, on unless switched off; `pflicht` ones cannot be. */
export class BenachrichtigungsEinstellungenService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async lies(b: Pick<Benutzer, 'id' | 'roles'>): Promise<Benachrichtigung[]> {
    const aus = await abbestellteArten(this.db, b.id);
    return artenFuer(b.roles).map((a) => ({ art: a.art, mail: a.pflicht || !aus.has(a.art), pflicht: a.pflicht }));
  }

  /**
   * Takes the list as the settings page sends it back. A kind of another role, or a required kind switched off, is
   * refused as a whole with a German 400 naming each one: nothing is written then.
   */
  async setze(b: Benutzer, eingabe: BenachrichtigungenEingabe): Promise<Benachrichtigung[]> {
    const erlaubt = new Map<string, { pflicht: boolean }>(artenFuer(b.roles).map((a) => [a.art, a]));
    const fehler: Record<string, string[]> = {};
    eingabe.forEach((e, i) => {
      const art = erlaubt.get(e.art);
      if (!art) fehler[`[${i}].art`] = ['Diese Benachrichtigung gibt es für Ihr Konto nicht.'];
      else if (art.pflicht && !e.mail) fehler[`[${i}].mail`] = [pflichtMeldung(e.art)];
    });
    const doppelt = eingabe.findIndex((e, i) => eingabe.findIndex((x) => x.art === e.art) !== i);
    if (doppelt >= 0) fehler[`[${doppelt}].art`] = ['Jede Benachrichtigung darf nur einmal vorkommen.'];
    if (Object.keys(fehler).length) {
      const meldungen = Object.values(fehler).flat();
      throw new Regelverletzung(meldungen.length === 1 ? meldungen[0]! : 'Die Einstellungen können so nicht gespeichert werden.', fehler);
    }
    const waehlbar = eingabe.filter((e) => !erlaubt.get(e.art)!.pflicht);
    const an = waehlbar.filter((e) => e.mail).map((e) => e.art as BenachrichtigungsArt);
    const aus = waehlbar.filter((e) => !e.mail).map((e) => e.art as BenachrichtigungsArt);
    await this.db.transaction().execute(async (trx) => {
      const vorher = await abbestellteArten(trx, b.id);
      await setzeAbbestellungen(trx, b.id, an, aus);
      const nachher = await abbestellteArten(trx, b.id);
      if ([...vorher].sort().join() !== [...nachher].sort().join()) {
        await protokolliere(trx, this.clock, {
          benutzerId: b.id,
          aktion: 'benachrichtigungen_geaendert',
          entitaet: 'benutzer',
          entitaetId: b.id,
          vorher: { abbestellt: [...vorher].sort() },
          nachher: { abbestellt: [...nachher].sort() },
          ipAddress: b.ipAddress,
        });
      }
    });
    return this.lies(b);
  }

  /** The newest entries of the user's start page. */
  async neuigkeiten(benutzerId: number, hoechstens: number): Promise<Neuigkeit[]> {
    return (await neuigkeiten(this.db, benutzerId, hoechstens)).map((n) => ({ ...n, art: n.art as BenachrichtigungsArt, at: isoDateTime(Number(n.at)) }));
  }
}
