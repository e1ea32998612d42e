import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import { deutscherKalendertag } from '../../domain/datum';
import { formatUhrzeit } from '../../domain/format';
import { FRIST_GRUND_FEHLT, mindestfristNachVerkuerzung } from '../../domain/vergabe/mindestfrist';
import { bindefristVorStillhaltefrist, kalendertageSpaeter, tageText } from '../../domain/vergabe/fristen';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { evuLink, evuPfad, kundePfad } from '../mail/evuLink';
import { angebotsfristTermin } from '../mail/calendar';
import type { Outbox } from '../mail/outbox';
import { protokolliere } from '../shared/audit';
import { Regelverletzung } from '../shared/errors';
import { updateVersioned } from '../shared/versionedUpdate';
import { verlaengerungen } from '../vergabe/bieterfragen.queries';
import type { AusschreibungDetail } from './detail.queries';
import { benachrichtige } from '../mail/benachrichtige';
import { eingeladeneEmpfaenger, kundeDerAusschreibung } from '../mail/recipients.queries';
import { fristaenderungEvuMail, fristaenderungKundeMail, type Fristaenderung } from './fristAenderungMail';
import { eckdatenSpalten, lieferstellenZeilen, type AusschreibungEingabe, type NeueAusschreibung } from './spalten';

export const NUR_FRISTEN = 'Nach der Freigabe können nur die Angebotsfrist und die Bindefrist geändert werden.';

interface Umgebung {
  db: Kysely<Database>;
  clock: Clock;
  outbox: Outbox;
  publicUrl: string;
}

/** A tender's data as the columns it is stored in, without its two deadlines: what must not change once it is Aktiv. */
function ohneFristen(a: NeueAusschreibung) {
  const { angebotsfrist: _a, bindefrist: _b, ...eckdaten } = eckdatenSpalten(a);
  return { eckdaten, lieferstellen: lieferstellenZeilen(0, a.lieferstellen) };
}

/**
 * The administrator moves the deadlines of a tender that is Aktiv (bidders are pricing it): nothing else may change.
 * Moving the Angebotsfrist earlier needs a reason and must leave the bidders the minimum period of the Kunde's type
 * (domain/vergabe/mindestfrist.ts); where the Zuschlag waits for the Stillhaltefrist, the Bindefrist must outlast it. The change is audited as every edit of a tender is ('ausschreibung_geaendert',
 * the tender before and after) with the reason in `nachher.fristAenderungGrund`, and every invited EVU and the Kunde
 * are mailed in the same transaction.
 */
export async function aendereLaufendeFristen(
  u: Umgebung,
  vorher: AusschreibungDetail,
  e: AusschreibungEingabe,
  grund: string | undefined,
  wer: { id: number; ipAddress: string },
): Promise<void> {
  if (!isDeepStrictEqual(ohneFristen(e), ohneFristen(vorher as unknown as NeueAusschreibung))) throw new Regelverletzung(NUR_FRISTEN);
  const angebotsfrist = { bisher: Date.parse(vorher.angebotsfrist), neu: Date.parse(e.angebotsfrist) };
  const bindefrist = { bisher: Date.parse(vorher.bindefrist), neu: Date.parse(e.bindefrist) };
  if (angebotsfrist.neu === angebotsfrist.bisher && bindefrist.neu === bindefrist.bisher) return;
  const jetzt = u.clock.now();
  const kunde = await u.db.selectFrom('kunde').select(['typ', 'email']).where('id', '=', vorher.kundeId).executeTakeFirstOrThrow();
  const fehler: Record<string, string[]> = {};
  if (angebotsfrist.neu !== angebotsfrist.bisher && angebotsfrist.neu <= jetzt) fehler.angebotsfrist = ['Die Angebotsfrist muss in der Zukunft liegen.'];
  else if (angebotsfrist.neu < angebotsfrist.bisher) {
    if (!grund) fehler.fristAenderungGrund = [FRIST_GRUND_FEHLT];
    const mindest = mindestfristNachVerkuerzung(kunde.typ, deutscherKalendertag(jetzt));
    const fruehestens = kalendertageSpaeter(jetzt, mindest.tage);
    if (angebotsfrist.neu < fruehestens) {
      fehler.angebotsfrist = [
        `Eine verkürzte Angebotsfrist muss den Bietern noch mindestens ${tageText(mindest.tage)} lassen (Kundentyp ${kunde.typ}: ${mindest.quelle}), also frühestens am ${formatUhrzeit(fruehestens)} enden.`,
      ];
    }
  }
  // Released as a Kommune's, the Zuschlag waits for the Stillhaltefrist: moved deadlines must still let it take effect.
  const stillhalte = vorher.stillhaltefrist ? bindefristVorStillhaltefrist(angebotsfrist.neu, bindefrist.neu) : undefined;
  if (stillhalte) fehler.bindefrist = [stillhalte];
  if (Object.keys(fehler).length) throw new Regelverletzung('Bitte prüfen Sie die markierten Felder.', fehler);

  const aenderung: Fristaenderung = { nummer: vorher.nummer, bezeichnung: vorher.bezeichnung, angebotsfrist, bindefrist, grund: grund ?? null };
  const evuUrl = evuLink(u.publicUrl, vorher.typ, vorher.id);
  await u.db.transaction().execute(async (trx) => {
    await updateVersioned(trx, 'ausschreibung', { id: vorher.id }, { angebotsfrist: angebotsfrist.neu, bindefrist: bindefrist.neu, updated_at: jetzt }, {
      version: e.version,
      status: AusschreibungStatus.Aktiv,
    });
    const { version: _v, ...nachher } = e;
    await protokolliere(trx, u.clock, {
      benutzerId: wer.id,
      aktion: 'ausschreibung_geaendert',
      entitaet: 'ausschreibung',
      entitaetId: vorher.id,
      vorher: { ...vorher, warnungen: undefined },
      nachher: { ...nachher, fristAenderungGrund: grund ?? null },
      ipAddress: wer.ipAddress,
    });
    // Counted after this change's own audit event: the calendar entry's version goes up with every move.
    const termin =
      angebotsfrist.neu === angebotsfrist.bisher ? undefined : angebotsfristTermin({ id: vorher.id, nummer: vorher.nummer, bezeichnung: vorher.bezeichnung, angebotsfrist: angebotsfrist.neu }, evuUrl, await verlaengerungen(trx, vorher.id));
    for (const evu of await eingeladeneEmpfaenger(trx, vorher.id)) {
      await benachrichtige(trx, u.outbox, {
        benutzerId: evu.benutzerId,
        art: 'fristaenderung',
        mail: fristaenderungEvuMail(evu, aenderung, evuUrl, termin),
        neuigkeit: { ausschreibungId: vorher.id, pfad: evuPfad(vorher.typ, vorher.id), at: jetzt, text: `Fristen der Ausschreibung ${vorher.nummer} geändert` },
      });
    }
    await u.outbox.reiheEin(trx, fristaenderungKundeMail(await kundeDerAusschreibung(trx, vorher.id), aenderung, `${u.publicUrl}${kundePfad(vorher.id)}`));
  });
  u.outbox.anstossen();
}
