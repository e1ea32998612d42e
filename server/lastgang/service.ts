import type { Kysely } from 'kysely';
import { AusschreibungStatus, type Sparte } from '../../domain/ausschreibung';
import type { LastgangAntwort, LastgangVorschau, MaxLeistungEntscheidung } from '../../domain/api/lastgang';
import { formatKwh, formatZahl } from '../../domain/format';
import { darfLastgangAendern, lastgangOffen } from '../../domain/lastgang/aendern';
import type { Einheit } from '../../domain/lastgang/pruefen';
import { formatViertelstunde, VIERTELSTUNDE } from '../../domain/lastgang/zeit';
import type { Zeitbezug } from '../../domain/lastgang/zeitbezug';
import { lastgangZeitraum } from '../../domain/lastgang/zeitraum';
import type { AngemeldeterBenutzer } from '../plugins/authentication';
import { leserVon, sichtbareAusschreibung, sichtbarerKopf } from '../ausschreibung/zugriff';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { Datei } from '../dokumente/datei';
import { protokolliere } from '../shared/audit';
import { updateVersioned } from '../shared/versionedUpdate';
import { KeineBerechtigung, Konflikt, NichtGefunden, Regelverletzung } from '../shared/errors';
import { imArbeiter, type Auftraggeber } from '../shared/arbeiter/pool';
import type { LastgangAuftrag, LastgangPruefung } from './dateiPruefen';
import { ausschreibungDerLieferstelle, ladeAusschreibung, ladeKennzahlen, ladeKoepfe, ladeLieferstelle, ladeWerte, speichereLastgang, type GespeicherterLastgang } from './queries';
import { ausDatenbank, type LastgangQuelle } from './quelle';

const LIEFERSTELLE_NICHT_GEFUNDEN = 'Die Lieferstelle wurde nicht gefunden.';
const FESTGELEGT = 'Die Ausschreibung ist freigegeben: Ihr Lastgang steht fest und lässt sich nicht mehr ändern.';
const ZU_LANG = 'Die Datei konnte nicht in angemessener Zeit verarbeitet werden. Bitte prüfen Sie, ob es die richtige Datei ist, und versuchen Sie es später erneut.';
/** Values above this multiple of what the Lieferstelle's data suggest are taken for a wrong file or unit. */
const PLAUSIBEL_FAKTOR = 10;

type Lieferstelle = NonNullable<Awaited<ReturnType<typeof ladeLieferstelle>>>;

/** A Lastgang file to check, with the user's answers so far. */
export interface LastgangDateiAuftrag {
  benutzer: AngemeldeterBenutzer;
  lieferstelleId: number;
  datei: Datei;
  einheit: Einheit | undefined;
  zeitbezug: Zeitbezug | undefined;
  fuer: Auftraggeber;
}

/**
 * Access follows the tender (issue 19, API): its Kunde and the administrator, invited EVUs to read from status
 * Aktiv on; everyone else learns nothing exists. Writing is for the Kunde and the administrator until the release.
 */
async function pruefeZugriff(db: Kysely<Database>, benutzer: AngemeldeterBenutzer, a: { id: number; status: number }, schreiben: boolean) {
  if (!(await sichtbarerKopf(db, await leserVon(db, benutzer), a.id))) throw new NichtGefunden(LIEFERSTELLE_NICHT_GEFUNDEN);
  if (!schreiben) return;
  if (!darfLastgangAendern(benutzer.roles)) throw new KeineBerechtigung('Einen Lastgang können nur der Kunde und der Administrator ändern.');
  if (!lastgangOffen(a.status)) throw new Konflikt(FESTGELEGT);
}

/**
 * What an import changes on the Lieferstelle, and the visible notes on it. A full year's Jahresarbeit is the
 * Jahresverbrauch; a Max. Leistung that was entered stays unless the user accepted the Lastgang's (`uebernehmen`),
 * one that was not is filled in. `vorschau` words the notes as what saving will do.
 */
function aenderungen(l: Lieferstelle, k: { jahresarbeitKwh: number; hoechstlastKw: number }, vollesJahr: boolean, entscheidung: MaxLeistungEntscheidung | undefined, vorschau = false) {
  const bisherVerbrauch = Number(l.jahresverbrauch_kwh);
  const jahresverbrauch = vollesJahr ? Math.max(1, k.jahresarbeitKwh) : bisherVerbrauch;
  const lautLastgang = Math.max(1, Math.ceil(k.hoechstlastKw));
  const widerspruch = l.max_leistung_kw !== null && l.max_leistung_kw !== lautLastgang;
  const maxLeistung = l.max_leistung_kw === null || (widerspruch && entscheidung === 'uebernehmen') ? lautLastgang : l.max_leistung_kw;
  const hinweise: string[] = [];
  if (jahresverbrauch !== bisherVerbrauch) {
    hinweise.push(`Jahresverbrauch: bisher ${formatKwh(bisherVerbrauch)}, laut Lastgang ${formatKwh(jahresverbrauch)}. ${vorschau ? 'Die Lieferstelle wird beim Speichern angepasst.' : 'Die Lieferstelle wurde angepasst.'}`);
  }
  const laut = `laut Lastgang ${formatZahl(lautLastgang)} kW (Höchstlast aufgerundet)`;
  if (l.max_leistung_kw === null) hinweise.push(`Max. Leistung: bisher keine Angabe, ${laut}. ${vorschau ? 'Die Lieferstelle wird beim Speichern ergänzt.' : 'Die Lieferstelle wurde ergänzt.'}`);
  else if (widerspruch && !vorschau) {
    hinweise.push(
      entscheidung === 'uebernehmen'
        ? `Max. Leistung: bisher ${formatZahl(l.max_leistung_kw)} kW, ${laut}. Der Wert aus dem Lastgang wurde übernommen.`
        : `Max. Leistung: erfasst ${formatZahl(l.max_leistung_kw)} kW, ${laut}. Der erfasste Wert wurde beibehalten.`,
    );
  }
  return { jahresverbrauch, maxLeistung, hinweise, vorschlag: widerspruch ? { erfasstKw: l.max_leistung_kw!, lautLastgangKw: lautLastgang } : null };
}

/** The file's times name the end of their quarter hour, as far as one can tell: nothing is stored without the user's word. */
function zeitbezugFrage(ersteZeit: string, letzteZeit: string): Regelverletzung {
  return Regelverletzung.feld(
    'zeitbezug',
    `Die Zeitpunkte der Datei beginnen mit ${ersteZeit} und enden mit ${letzteZeit}: Sie bezeichnen vermutlich das Ende jeder Viertelstunde. ` +
      'Bitte wählen Sie, ob die Zeitpunkte Beginn oder Ende des Intervalls angeben.',
  );
}

/** Lastgänge of RLM Lieferstellen: import with a report, Kennzahlen, downloads and deletion (issue 19). */
export class LastgaengeService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** The tender a Lieferstelle belongs to, for the deadlines to take effect before it is read; null for none. */
  ausschreibungVon(lieferstelleId: number): Promise<number | null> {
    return ausschreibungDerLieferstelle(this.db, lieferstelleId);
  }

  private async lieferstelle(benutzer: AngemeldeterBenutzer, id: number, schreiben: boolean): Promise<Lieferstelle> {
    const l = await ladeLieferstelle(this.db, id);
    if (!l) throw new NichtGefunden(LIEFERSTELLE_NICHT_GEFUNDEN);
    await pruefeZugriff(this.db, benutzer, { id: l.ausschreibung_id, status: l.status }, schreiben);
    return l;
  }

  /** Asked before the body is read: nobody sends a file that would be refused anyway. */
  async pruefeHochladen(benutzer: AngemeldeterBenutzer, lieferstelleId: number): Promise<void> {
    await this.lieferstelle(benutzer, lieferstelleId, true);
  }

  /** Reads and checks a Lastgang file in a worker: the tender's span and the Lieferstelle's figures bound it. */
  private async pruefe(l: Lieferstelle, auftrag: LastgangDateiAuftrag): Promise<Extract<LastgangPruefung, { ok: true }>> {
    if (l.messart !== 'RLM') throw new Regelverletzung('Einen Lastgang gibt es nur für RLM-Lieferstellen (registrierende Leistungsmessung).');
    const daten = new Uint8Array(auftrag.datei.daten);
    const pruefung: LastgangAuftrag = {
      daten,
      name: auftrag.datei.name,
      contentType: auftrag.datei.contentType,
      einheit: auftrag.einheit,
      plausibelHoechstensKw: PLAUSIBEL_FAKTOR * Math.max(l.max_leistung_kw ?? 0, Number(l.jahresverbrauch_kwh) / 1000),
      zeitraum: lastgangZeitraum(l, l.sparte as Sparte),
      zeitbezug: auftrag.zeitbezug,
    };
    // Reading and checking a year of quarter hours holds a thread for a few hundred milliseconds, a large sheet longer.
    const ergebnis = await imArbeiter<LastgangPruefung>('lastgang/dateiPruefen', 'pruefeLastgangDatei', pruefung, { fuer: auftrag.fuer, zuLang: ZU_LANG, transferList: [daten.buffer] });
    if (!ergebnis.ok) throw new Regelverletzung(ergebnis.message, ergebnis.errors);
    return ergebnis;
  }

  /**
   * What an import of the file would store, stored nothing: how its times were read (and what they suggest), the
   * first rows as read, the Kennzahlen, and a Max. Leistung the Lastgang contradicts as a proposal.
   */
  async vorschau(auftrag: LastgangDateiAuftrag): Promise<LastgangVorschau> {
    const l = await this.lieferstelle(auftrag.benutzer, auftrag.lieferstelleId, true);
    const ergebnis = await this.pruefe(l, auftrag);
    const neu = aenderungen(l, ergebnis.kennzahlen, ergebnis.vollesJahr, undefined, true);
    return {
      zeitbezug: ergebnis.zeitbezug,
      zeitbezugErkannt: ergebnis.zeitbezugErkannt,
      einheit: ergebnis.einheit,
      ersteZeilen: ergebnis.ersteZeilen.map((z) => ({ ...z, beginn: z.beginn === null ? null : new Date(z.beginn).toISOString() })),
      kennzahlen: ergebnis.kennzahlen,
      hinweise: [...ergebnis.hinweise, ...neu.hinweise],
      maxLeistung: neu.vorschlag,
    };
  }

  /**
   * Reads, checks and stores a Lastgang; nothing is stored when the report has a problem, nor when the file's times
   * look like ends of intervals and the user has not said what they name. A Lastgang lies within the tender's span
   * (`lastgangZeitraum`), so the tender's export covers years, not centuries. A Max. Leistung the Lastgang
   * contradicts changes only when the user accepted the Lastgang's; the change is part of the tender's Historie.
   */
  async importiere(auftrag: LastgangDateiAuftrag & { maxLeistung: MaxLeistungEntscheidung | undefined; ipAddress: string }): Promise<LastgangAntwort> {
    const { benutzer, datei, ipAddress } = auftrag;
    const l = await this.lieferstelle(benutzer, auftrag.lieferstelleId, true);
    const ergebnis = await this.pruefe(l, auftrag);
    if (!auftrag.zeitbezug && ergebnis.zeitbezugErkannt === 'ende') {
      // Read as ends, the times run from the end of the first quarter hour to the end of the last.
      throw zeitbezugFrage(formatViertelstunde(ergebnis.beginn + VIERTELSTUNDE), formatViertelstunde(ergebnis.beginn + ergebnis.kennzahlen.anzahlWerte * VIERTELSTUNDE));
    }
    const { kennzahlen, einheit, zeitbezug } = ergebnis;
    const blob = Buffer.from(ergebnis.werteW.buffer, ergebnis.werteW.byteOffset, ergebnis.werteW.byteLength);
    const neu = aenderungen(l, kennzahlen, ergebnis.vollesJahr, auftrag.maxLeistung);
    const hinweise = [...ergebnis.hinweise, ...neu.hinweise];
    const jetzt = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      // The tender's version moves: a form opened before the import must not write the old figures back.
      await updateVersioned(trx, 'ausschreibung', { id: l.ausschreibung_id }, { updated_at: jetzt }, { status: AusschreibungStatus.PruefungAusschreibung, konflikt: FESTGELEGT });
      // A save of the tender in between may have removed the Lieferstelle, made it SLP or changed its Max. Leistung
      // (decided on as it was): then nothing is stored.
      const geaendert = await trx
        .updateTable('lieferstelle')
        .set({ jahresverbrauch_kwh: neu.jahresverbrauch, max_leistung_kw: neu.maxLeistung })
        .where('id', '=', l.id)
        .where('ausschreibung_id', '=', l.ausschreibung_id)
        .where('messart', '=', 'RLM')
        .where((eb) => (l.max_leistung_kw === null ? eb('max_leistung_kw', 'is', null) : eb('max_leistung_kw', '=', l.max_leistung_kw)))
        .executeTakeFirst();
      if (Number(geaendert.numUpdatedRows) !== 1) throw new Konflikt('Die Lieferstelle wurde inzwischen geändert oder entfernt. Bitte laden Sie die Seite neu und den Lastgang erneut hoch.');
      const ersetzt = await trx.deleteFrom('lastgang').where('lieferstelle_id', '=', l.id).returning('hochgeladen_am').executeTakeFirst();
      // The upload time tells a running export which Lastgang it began with (`ausDatenbank`): a replacement in the
      // same millisecond, or after the clock went back, still gets a later one.
      const hochgeladenAm = ersetzt ? Math.max(jetzt, Number(ersetzt.hochgeladen_am) + 1) : jetzt;
      await speichereLastgang(trx, { lieferstelleId: l.id, beginn: ergebnis.beginn, werteW: blob, kennzahlen, hinweise, dateiname: datei.name, hochgeladenAm });
      await protokolliere(trx, this.clock, {
        benutzerId: benutzer.id,
        aktion: 'lastgang_importiert',
        entitaet: 'lieferstelle',
        entitaetId: l.id,
        vorher: { jahresverbrauchKwh: Number(l.jahresverbrauch_kwh), maxLeistungKw: l.max_leistung_kw },
        nachher: {
          maloId: l.malo_id,
          dateiname: datei.name,
          einheit,
          zeitbezug,
          zeitbezugErkannt: ergebnis.zeitbezugErkannt,
          ...kennzahlen,
          jahresverbrauchKwh: neu.jahresverbrauch,
          maxLeistungKw: neu.maxLeistung,
          ...(neu.vorschlag ? { maxLeistungEntscheidung: auftrag.maxLeistung ?? 'behalten', maxLeistungLautLastgangKw: neu.vorschlag.lautLastgangKw } : {}),
        },
        ipAddress,
      });
    });
    return { kennzahlen, hinweise };
  }

  async kennzahlen(benutzer: AngemeldeterBenutzer, lieferstelleId: number): Promise<LastgangAntwort> {
    await this.lieferstelle(benutzer, lieferstelleId, false);
    const g = await ladeKennzahlen(this.db, lieferstelleId);
    if (!g) throw new NichtGefunden('Zu dieser Lieferstelle gibt es keinen Lastgang.');
    return { kennzahlen: JSON.parse(g.kennzahlen), hinweise: JSON.parse(g.hinweise) };
  }

  async werte(benutzer: AngemeldeterBenutzer, lieferstelleId: number): Promise<{ nummer: string; lastgang: GespeicherterLastgang }> {
    const l = await this.lieferstelle(benutzer, lieferstelleId, false);
    const lastgang = await ladeWerte(this.db, lieferstelleId);
    if (!lastgang) throw new NichtGefunden('Zu dieser Lieferstelle gibt es keinen Lastgang.');
    return { nummer: l.nummer, lastgang };
  }

  /** The tender's Lastgänge for its export: read while the file is written, a stretch of time at a time. */
  async werteDerAusschreibung(benutzer: AngemeldeterBenutzer, ausschreibungId: number): Promise<{ nummer: string; quelle: LastgangQuelle }> {
    const a = await sichtbareAusschreibung(this.db, await leserVon(this.db, benutzer), ausschreibungId);
    const koepfe = await ladeKoepfe(this.db, ausschreibungId);
    if (!koepfe.length) throw new NichtGefunden('Zu dieser Ausschreibung gibt es noch keinen Lastgang.');
    return { nummer: a.nummer, quelle: ausDatenbank(this.db, koepfe) };
  }

  async loesche(benutzer: AngemeldeterBenutzer, lieferstelleId: number, ipAddress: string): Promise<void> {
    const l = await this.lieferstelle(benutzer, lieferstelleId, true);
    await this.db.transaction().execute(async (trx) => {
      // Only while the tender is open, decided in the same statement: a release in between wins.
      const geloescht = await trx
        .deleteFrom('lastgang')
        .where('lieferstelle_id', '=', l.id)
        .where((eb) => eb.exists(eb.selectFrom('ausschreibung').select('id').where('id', '=', l.ausschreibung_id).where('status', '=', AusschreibungStatus.PruefungAusschreibung)))
        .executeTakeFirst();
      if (Number(geloescht.numDeletedRows) !== 1) {
        if (!lastgangOffen((await ladeAusschreibung(trx, l.ausschreibung_id))?.status)) throw new Konflikt(FESTGELEGT);
        throw new NichtGefunden('Zu dieser Lieferstelle gibt es keinen Lastgang.');
      }
      await protokolliere(trx, this.clock, { benutzerId: benutzer.id, aktion: 'lastgang_geloescht', entitaet: 'lieferstelle', entitaetId: l.id, ipAddress });
    });
  }
}
