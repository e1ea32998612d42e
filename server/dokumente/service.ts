import { AusschreibungStatus } from '../../domain/ausschreibung';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { bereinigeDateiname, DATEI_KODIERUNGEN, DATEI_MELDUNG, pruefeDatei, type Dokument, type DokumentEintrag } from '../../domain/dokumente';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { FachlicherFehler, NichtGefunden, Regelverletzung } from '../shared/errors';
import { protokolliere } from '../shared/audit';
import { pruefeInhalt } from './dateiInhalt';
import type { AngemeldeterBenutzer } from '../anmeldung/sitzungen.service';
import { alsDatumZeit } from '../shared/zeit';

const AUSSCHREIBUNG_NICHT_GEFUNDEN = 'Die Ausschreibung wurde nicht gefunden.';

/** 413 with the model-state body the client shows for every refused upload. */
export class DateiZuGross extends FachlicherFehler {
  readonly statusCode = 413;
  constructor() {
    super(DATEI_MELDUNG.zuGross);
  }
  override body() {
    return { message: this.message, errors: {} };
  }
}

/**
 * A document only for those who may see its tender: administrators, the owning Kunde, and invited EVUs
 * once the tender is Aktiv. Everyone else gets the same 404 as for a document that does not exist.
 */
async function ladeDokument(db: Kysely<Database>, id: number, benutzer: AngemeldeterBenutzer) {
  const dokument = await db
    .selectFrom('dokument as d')
    .leftJoin('ausschreibung as a', 'a.id', 'd.ausschreibung_id')
    .select(['d.id', 'd.name', 'd.content_type', 'd.data', 'd.uploaded_by', 'a.id as ausschreibungId', 'a.kunde_id', 'a.status'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!dokument) throw new NichtGefunden('Das Dokument wurde nicht gefunden.');
  const erlaubt =
    dokument.uploaded_by === benutzer.id ||
    benutzer.roles.includes('Administrator') ||
    (dokument.ausschreibungId !== null &&
      (await darfAusschreibungSehen(db, benutzer, { id: dokument.ausschreibungId, kundeId: dokument.kunde_id!, status: dokument.status! })));
  if (!erlaubt) throw new NichtGefunden('Das Dokument wurde nicht gefunden.');
  return { name: dokument.name, contentType: dokument.content_type, data: dokument.data };
}

/** The documents of a tender, for everyone who may see the tender; others get the 404 of an unknown tender. */
async function listeDokumente(db: Kysely<Database>, ausschreibungId: number, benutzer: AngemeldeterBenutzer): Promise<DokumentEintrag[]> {
  const a = await db.selectFrom('ausschreibung').select(['id', 'kunde_id', 'status']).where('id', '=', ausschreibungId).executeTakeFirst();
  if (!a || !(await darfAusschreibungSehen(db, benutzer, { id: a.id, kundeId: a.kunde_id, status: a.status }))) {
    throw new NichtGefunden(AUSSCHREIBUNG_NICHT_GEFUNDEN);
  }
  const zeilen = await db
    .selectFrom('dokument')
    .select(['id', 'name', 'content_type', 'size', 'uploaded_at'])
    .where('ausschreibung_id', '=', ausschreibungId)
    .orderBy('uploaded_at')
    .orderBy('id')
    .execute();
  return zeilen.map((z) => ({ id: z.id, name: z.name, contentType: z.content_type, size: z.size, hochgeladenAm: alsDatumZeit(z.uploaded_at) }));
}

export async function darfAusschreibungSehen(db: Kysely<Database>, benutzer: AngemeldeterBenutzer, a: { id: number; kundeId: number; status: number }): Promise<boolean> {
  const rollen = benutzer.roles;
  if (rollen.includes('Administrator')) return true;
  if (rollen.includes('Kunde') && (await istEigene(db, benutzer, a.kundeId))) return true;
  if (rollen.includes('EVU') && a.status >= AusschreibungStatus.Aktiv) {
    return !!(await db
      .selectFrom('einladung as e')
      .innerJoin('evu as v', 'v.id', 'e.evu_id')
      .select('e.evu_id')
      .where('e.ausschreibung_id', '=', a.id)
      .where('v.benutzer_id', '=', benutzer.id)
      .executeTakeFirst());
  }
  return false;
}

async function istEigene(db: Kysely<Database>, benutzer: AngemeldeterBenutzer, kundeId: number): Promise<boolean> {
  return !!(await db.selectFrom('kunde').select('id').where('id', '=', kundeId).where('benutzer_id', '=', benutzer.id).executeTakeFirst());
}

export interface Datei {
  name: string;
  contentType: string;
  daten: Buffer;
}

/**
 * Reads an upload as the client sends it (DESIGN.md section 7, 'Files'): the raw bytes as body, name, type,
 * size and encoding in headers. The headers are checked before the body is read, so a file announced as too
 * large or with an extension that does not fit its type costs no transfer, and no more bytes than announced
 * are ever kept. The content must then fit the type (dateiInhalt.ts).
 */
export async function leseDatei(koepfe: IncomingHttpHeaders, koerper: Readable): Promise<Datei> {
  const kodierung = einzeln(koepfe['x-file-encoding']);
  if (!(DATEI_KODIERUNGEN as readonly string[]).includes(kodierung ?? '')) throw new Regelverletzung(DATEI_MELDUNG.kodierung);
  const roherName = einzeln(koepfe['x-file-name']);
  if (!roherName) throw new Regelverletzung(DATEI_MELDUNG.nameFehlt);
  let name: string;
  try {
    name = bereinigeDateiname(decodeURIComponent(roherName));
  } catch {
    throw new Regelverletzung(DATEI_MELDUNG.nameUngueltig);
  }
  if (!name) throw new Regelverletzung(DATEI_MELDUNG.nameUngueltig);
  const groesse = einzeln(koepfe['x-file-size']);
  if (!groesse || !/^\d{1,15}$/.test(groesse)) throw new Regelverletzung(DATEI_MELDUNG.groesseFehlt);
  const pruefung = pruefeDatei({ name, size: Number(groesse), contentType: einzeln(koepfe['content-type']) });
  if (pruefung.meldung === DATEI_MELDUNG.zuGross) throw new DateiZuGross();
  if (pruefung.meldung !== undefined) throw new Regelverletzung(pruefung.meldung);
  const daten = await leseHoechstens(koerper, Number(groesse));
  if (daten?.length !== Number(groesse)) throw new Regelverletzung(DATEI_MELDUNG.groesseFalsch);
  const falscherInhalt = await pruefeInhalt(pruefung.typ, daten);
  if (falscherInhalt) throw new Regelverletzung(falscherInhalt);
  return { name, contentType: pruefung.typ, daten };
}

function einzeln(wert: string | string[] | undefined): string | undefined {
  return typeof wert === 'string' ? wert : undefined;
}

/**
 * The body, or undefined once it exceeds `grenze`. The stream is not destroyed then: that would cut the
 * connection before the 400 reaches the client; Node discards the rest after the answer.
 */
function leseHoechstens(strom: Readable, grenze: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const teile: Buffer[] = [];
    let laenge = 0;
    let fertig = false;
    const ende = (ergebnis: Buffer | undefined) => {
      fertig = true;
      resolve(ergebnis);
    };
    // A cancelled upload: nobody will read the answer, but it must not count as a server error.
    const abgebrochen = () => {
      if (fertig) return;
      fertig = true;
      reject(new Regelverletzung(DATEI_MELDUNG.abgebrochen));
    };
    strom.on('data', (teil: Buffer) => {
      if (fertig) return;
      laenge += teil.length;
      if (laenge > grenze) ende(undefined);
      else teile.push(teil);
    });
    strom.on('end', () => !fertig && ende(Buffer.concat(teile, laenge)));
    strom.on('error', abgebrochen);
    strom.on('close', abgebrochen);
  });
}

/**
 * Whether the user may add a document to the tender: administrators to any tender until it is closed, a Kunde to
 * its own while it is still in review (what EVUs offer on must not change under them); for everyone else the
 * tender does not exist (404, audited). Asked before the body is read and again before the file is stored.
 */
async function pruefeHochladen(
  db: Kysely<Database>,
  clock: Clock,
  auftrag: { benutzer: AngemeldeterBenutzer; ausschreibungId: number; ipAddress: string },
): Promise<void> {
  const { benutzer, ausschreibungId, ipAddress } = auftrag;
  const a = await db.selectFrom('ausschreibung').select(['id', 'kunde_id', 'status']).where('id', '=', ausschreibungId).executeTakeFirst();
  const istAdmin = benutzer.roles.includes('Administrator');
  const erlaubt = !!a && (istAdmin || (benutzer.roles.includes('Kunde') && (await istEigene(db, benutzer, a.kunde_id))));
  if (!erlaubt) {
    await protokolliere(db, clock, { benutzerId: benutzer.id, aktion: 'dokument_hochladen_verweigert', entitaet: 'ausschreibung', entitaetId: ausschreibungId, ipAddress });
    throw new NichtGefunden(AUSSCHREIBUNG_NICHT_GEFUNDEN);
  }
  const offen = istAdmin ? a.status < AusschreibungStatus.Abgeschlossen : a.status === AusschreibungStatus.PruefungAusschreibung;
  if (!offen) throw new Regelverletzung(DATEI_MELDUNG.nichtMehr);
}

/** Stores an uploaded file with its tender, for those `pruefeHochladen` lets through. */
async function speichereDokument(
  db: Kysely<Database>,
  clock: Clock,
  auftrag: { benutzer: AngemeldeterBenutzer; ausschreibungId: number; datei: Datei; ipAddress: string },
): Promise<Dokument> {
  const { benutzer, ausschreibungId, datei, ipAddress } = auftrag;
  await pruefeHochladen(db, clock, { benutzer, ausschreibungId, ipAddress });
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('dokument')
      .values({
        ausschreibung_id: ausschreibungId,
        name: datei.name,
        content_type: datei.contentType,
        size: datei.daten.length,
        data: datei.daten,
        uploaded_by: benutzer.id,
        uploaded_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dokument = { id, name: datei.name, contentType: datei.contentType, size: datei.daten.length };
    await protokolliere(trx, clock, { benutzerId: benutzer.id, aktion: 'dokument_hochgeladen', entitaet: 'dokument', entitaetId: id, nachher: { ...dokument, ausschreibungId }, ipAddress });
    return dokument;
  });
}

/** The documents of tenders: upload, list and download, each for those who may see the tender. */
export class Dokumente {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  lade(id: number, benutzer: AngemeldeterBenutzer) {
    return ladeDokument(this.db, id, benutzer);
  }

  liste(ausschreibungId: number, benutzer: AngemeldeterBenutzer): Promise<DokumentEintrag[]> {
    return listeDokumente(this.db, ausschreibungId, benutzer);
  }

  pruefeHochladen(auftrag: Parameters<typeof pruefeHochladen>[2]): Promise<void> {
    return pruefeHochladen(this.db, this.clock, auftrag);
  }

  speichere(auftrag: Parameters<typeof speichereDokument>[2]): Promise<Dokument> {
    return speichereDokument(this.db, this.clock, auftrag);
  }
}
