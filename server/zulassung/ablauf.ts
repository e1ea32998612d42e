import type { Kysely } from 'kysely';
import { SPARTE_LABEL, type Sparte } from '../../domain/ausschreibung';
import { deutscherKalendertag } from '../../domain/datum';
import { formatDatum } from '../../domain/format';
import { tagNach } from '../../domain/datum';
import { ablaufBegruendung, abgelaufeneAnforderungen, faelligeErinnerung, tageBis, tragenderNachweis, type Nachweisstand } from '../../domain/zulassung/ablauf';
import { pflichtFuerSparte, type Anforderung } from '../../domain/zulassung/fehlend';
import { ABLAUF_ERINNERUNG_TAGE, istHochgeladenerNachweis, NACHWEIS_LABEL, type Nachweis } from '../../domain/zulassung/nachweise';
import { ZulassungStatus } from '../../domain/zulassung/status';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { benachrichtige } from '../mail/benachrichtige';
import { aktiveAdministratoren, evuEmpfaenger, type Empfaenger } from '../mail/recipients.queries';
import type { Outbox } from '../mail/outbox';
import { protokolliere } from '../shared/audit';
import { abgelaufenAdminMail, abgelaufenEvuMail, adminEvuPfad, erinnerungAdminMail, erinnerungEvuMail, EVU_ZULASSUNG_PFAD } from './ablaufMails';
import { ablaufKandidaten, erinnerungsKandidaten, markiereErinnerung, nachweisstand, zugelasseneSparten } from './ablauf.queries';
import { wechsleZulassung } from './uebergang';

export interface AblaufUmgebung {
  db: Kysely<Database>;
  clock: Clock;
  outbox: Outbox;
  publicUrl: string;
  /** the setting NACHWEISE_PFLICHT */
  pflicht: readonly Anforderung[];
}

/** The uploaded kinds among the required ones: only these have a Gültig bis, so only these expire. */
function ablaufendeArten(pflicht: readonly Anforderung[]): Nachweis[] {
  return [...new Set(pflicht.flat())].filter(istHochgeladenerNachweis);
}

/** Each requirement by its uploaded kinds (alternatives together); a requirement of forms only never expires. */
function ablaufendeAnforderungen(pflicht: readonly Anforderung[]): Nachweis[][] {
  return pflicht.map((a) => a.filter(istHochgeladenerNachweis)).filter((a) => a.length > 0);
}

/** The administrators, read once per run and only when a run has something to tell them. */
function administratorenEinmal(db: Kysely<Database>): () => Promise<Empfaenger[]> {
  let gelesen: Promise<Empfaenger[]> | undefined;
  return () => (gelesen ??= aktiveAdministratoren(db));
}

/**
 * 30 and 7 days before a required proof's Gültig bis, the EVU and every administrator are told — only for the proof
 * that keeps its requirement met (domain/zulassung/ablauf.ts `tragenderNachweis`): when an alternative or a renewal
 * stays valid for longer, this proof's end changes nothing, and nobody needs a reminder of it. Each reminder goes out
 * exactly once across instances: the conditional UPDATE on erinnert_30_am / erinnert_7_am decides, in the transaction
 * that queues the mails. Returns the number of reminders this call sent.
 */
export async function erinnereAnNachweisablauf(u: AblaufUmgebung): Promise<number> {
  const jetzt = u.clock.now();
  const heute = deutscherKalendertag(jetzt);
  const arten = ablaufendeArten(u.pflicht);
  const kandidaten = await erinnerungsKandidaten(u.db, arten, heute, tagNach(heute, Math.max(...ABLAUF_ERINNERUNG_TAGE)));
  const standJeEvu = new Map<number, Promise<Nachweisstand[]>>();
  const standVon = (evuId: number) => standJeEvu.get(evuId) ?? standJeEvu.set(evuId, nachweisstand(u.db, evuId)).get(evuId)!;
  const administratoren = administratorenEinmal(u.db);
  let anzahl = 0;
  for (const k of kandidaten) {
    const gueltigBis = k.gueltig_bis!;
    const stufe = faelligeErinnerung(gueltigBis, heute);
    if (stufe === null || (stufe === 7 ? k.erinnert_7_am : k.erinnert_30_am) !== null) continue;
    const stand = await standVon(k.evu_id);
    const traegt = u.pflicht.some((anforderung) => anforderung.includes(k.art as Nachweis) && tragenderNachweis(anforderung, stand, heute)?.id === k.id);
    if (!traegt) continue;
    // Read before the transaction: on SQLite it holds the one connection.
    const [evu] = await evuEmpfaenger(u.db, [k.evu_id]);
    if (!evu) continue;
    const admins = await administratoren();
    const nachweis = { art: k.art as Nachweis, gueltigBis, tage: tageBis(heute, gueltigBis) };
    const gesendet = await u.db.transaction().execute(async (trx) => {
      if (!(await markiereErinnerung(trx, k.id, stufe, jetzt))) return false;
      await benachrichtige(trx, u.outbox, {
        benutzerId: evu.benutzerId,
        art: 'nachweisAblauf',
        mail: erinnerungEvuMail(evu, nachweis, `${u.publicUrl}${EVU_ZULASSUNG_PFAD}`),
        neuigkeit: { ausschreibungId: null, text: `Ihr Nachweis „${NACHWEIS_LABEL[nachweis.art]}“ läuft am ${formatDatum(gueltigBis)} ab.`, pfad: EVU_ZULASSUNG_PFAD, at: jetzt },
      });
      for (const admin of admins) {
        await benachrichtige(trx, u.outbox, {
          benutzerId: admin.benutzerId,
          art: 'nachweisAblaufAdmin',
          mail: erinnerungAdminMail(admin, evu.firma, nachweis, `${u.publicUrl}${adminEvuPfad(k.evu_id)}`),
        });
      }
      return true;
    });
    if (gesendet) anzahl++;
  }
  if (anzahl) u.outbox.anstossen();
  return anzahl;
}

/**
 * A required proof has expired (its Gültig bis lies before today in German time) and nothing else meets its
 * requirement: every Sparte the EVU is admitted for becomes `abgelaufen`, through wechsleZulassung, whose conditional
 * UPDATE lets exactly one instance make each transition. Only what this call won is audited and mailed, once per EVU
 * however many Sparten. Invitations and offers stay; new invitations stop because only admitted EVUs are offered.
 * Returns the number of EVUs whose Zulassung this call let expire.
 */
export async function lasseZulassungenAblaufen(u: AblaufUmgebung): Promise<number> {
  const jetzt = u.clock.now();
  const heute = deutscherKalendertag(jetzt);
  const administratoren = administratorenEinmal(u.db);
  let anzahl = 0;
  for (const evuId of await ablaufKandidaten(u.db, ablaufendeAnforderungen(u.pflicht), heute)) {
    const stand = await nachweisstand(u.db, evuId);
    // Per Sparte: an expired Ökostrom-Zertifikat (where the setting requires one) ends the Zulassung for Strom only.
    const jeSparte = (await zugelasseneSparten(u.db, evuId))
      .map((sparte) => ({ sparte, abgelaufen: abgelaufeneAnforderungen(pflichtFuerSparte(u.pflicht, sparte), stand, heute) }))
      .filter((s) => s.abgelaufen.length > 0);
    if (!jeSparte.length) continue;
    const [evu] = await evuEmpfaenger(u.db, [evuId]);
    if (!evu) continue;
    const admins = await administratoren();
    const abgelaufen = [...new Map(jeSparte.flatMap((s) => s.abgelaufen).map((a) => [`${a.art}|${a.gueltigBis}`, a])).values()];
    const begruendung = ablaufBegruendung(abgelaufen);
    const gewonnen = await u.db.transaction().execute(async (trx) => {
      const gewonnen: number[] = [];
      for (const { sparte, abgelaufen: jetztAbgelaufen } of jeSparte) {
        const grund = ablaufBegruendung(jetztAbgelaufen);
        const gewechselt = await wechsleZulassung(trx, { evuId, sparte, nach: ZulassungStatus.Abgelaufen, akteur: 'portal', von: null, begruendung: grund, jetzt });
        if (!gewechselt) continue;
        gewonnen.push(sparte);
        await protokolliere(trx, u.clock, {
          benutzerId: null,
          aktion: 'zulassung_abgelaufen',
          entitaet: 'evu',
          entitaetId: evuId,
          vorher: { sparte, status: ZulassungStatus.Zugelassen },
          nachher: { sparte, status: ZulassungStatus.Abgelaufen, begruendung: grund },
        });
      }
      if (!gewonnen.length) return gewonnen;
      const spartenText = gewonnen.map((s) => SPARTE_LABEL[s as Sparte]).join(' und ');
      await benachrichtige(trx, u.outbox, {
        benutzerId: evu.benutzerId,
        art: 'nachweisAblauf',
        mail: abgelaufenEvuMail(evu, spartenText, abgelaufen, `${u.publicUrl}${EVU_ZULASSUNG_PFAD}`),
        neuigkeit: { ausschreibungId: null, text: `Ihre Zulassung für ${spartenText} ist abgelaufen. ${begruendung}.`, pfad: EVU_ZULASSUNG_PFAD, at: jetzt },
      });
      for (const admin of admins) {
        await benachrichtige(trx, u.outbox, {
          benutzerId: admin.benutzerId,
          art: 'nachweisAblaufAdmin',
          mail: abgelaufenAdminMail(admin, evu.firma, spartenText, abgelaufen, `${u.publicUrl}${adminEvuPfad(evuId)}`),
        });
      }
      return gewonnen;
    });
    if (gewonnen.length) anzahl++;
  }
  if (anzahl) u.outbox.anstossen();
  return anzahl;
}
