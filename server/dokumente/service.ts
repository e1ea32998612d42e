import type { Kysely } from 'kysely';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import { DATEI_MELDUNG, type Dokument, type DokumentEintrag } from '../../domain/dokumente';
import type { AngemeldeterBenutzer } from '../plugins/authentication';
import { AUSSCHREIBUNG_NICHT_GEFUNDEN, leserVon, sichtbareAusschreibung, sichtbarerKopf } from '../ausschreibung/zugriff';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { protokolliere } from '../shared/audit';
import { NichtGefunden, Regelverletzung } from '../shared/errors';
import type { Datei } from './datei';
import { ausschreibungDesDokuments, dokumentListe, dokumentMitAusschreibung, fuegeDokumentEin } from './queries';

const DOKUMENT_NICHT_GEFUNDEN = 'Das Dokument wurde nicht gefunden.';

interface Hochladen {
  benutzer: AngemeldeterBenutzer;
  ausschreibungId: number;
  ipAddress: string;
}

/** The documents of tenders: upload, list and download, each for those who may see the tender. */
export class DokumenteService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** A document only for those who may see its tender (or who uploaded it); everyone else gets the 404 of a missing one. */
  async lade(id: number, benutzer: AngemeldeterBenutzer) {
    const dokument = await dokumentMitAusschreibung(this.db, id);
    if (!dokument) throw new NichtGefunden(DOKUMENT_NICHT_GEFUNDEN);
    const erlaubt =
      dokument.uploaded_by === benutzer.id ||
      (dokument.ausschreibung_id === null
        ? benutzer.roles.includes('Administrator')
        : !!(await sichtbarerKopf(this.db, await leserVon(this.db, benutzer), dokument.ausschreibung_id)));
    if (!erlaubt) throw new NichtGefunden(DOKUMENT_NICHT_GEFUNDEN);
    return { name: dokument.name, contentType: dokument.content_type, data: dokument.data };
  }

  /** The tender a document belongs to, for the deadlines to take effect before it is read; null for none. */
  ausschreibungVon(dokumentId: number): Promise<number | null> {
    return ausschreibungDesDokuments(this.db, dokumentId);
  }

  /** The documents of a tender, for everyone who may see the tender; others get the 404 of an unknown tender. */
  async liste(ausschreibungId: number, benutzer: AngemeldeterBenutzer): Promise<DokumentEintrag[]> {
    await sichtbareAusschreibung(this.db, await leserVon(this.db, benutzer), ausschreibungId);
    return dokumentListe(this.db, ausschreibungId);
  }

  /**
   * Whether the user may add a document to the tender: administrators to any tender until it is closed, a Kunde to
   * its own while it is still in review (what EVUs offer on must not change under them); for everyone else the
   * tender does not exist (404, audited). Asked before the body is read and again before the file is stored.
   */
  async pruefeHochladen({ benutzer, ausschreibungId, ipAddress }: Hochladen): Promise<void> {
    // EVUs read documents, they never add one.
    const leser = (await leserVon(this.db, benutzer)).filter((l) => l.rolle !== 'EVU');
    const a = await sichtbarerKopf(this.db, leser, ausschreibungId);
    if (!a) {
      await protokolliere(this.db, this.clock, { benutzerId: benutzer.id, aktion: 'dokument_hochladen_verweigert', entitaet: 'ausschreibung', entitaetId: ausschreibungId, ipAddress });
      throw new NichtGefunden(AUSSCHREIBUNG_NICHT_GEFUNDEN);
    }
    const istAdmin = leser.some((l) => l.rolle === 'Administrator');
    const offen = istAdmin ? a.status < AusschreibungStatus.Abgeschlossen : a.status === AusschreibungStatus.PruefungAusschreibung;
    if (!offen) throw new Regelverletzung(DATEI_MELDUNG.nichtMehr);
  }

  /** Stores an uploaded file with its tender, for those `pruefeHochladen` lets through. */
  async speichere(auftrag: Hochladen & { datei: Datei }): Promise<Dokument> {
    const { benutzer, ausschreibungId, datei, ipAddress } = auftrag;
    await this.pruefeHochladen(auftrag);
    return this.db.transaction().execute(async (trx) => {
      const id = await fuegeDokumentEin(trx, { ausschreibungId, datei, benutzerId: benutzer.id, jetzt: this.clock.now() });
      const dokument = { id, name: datei.name, contentType: datei.contentType, size: datei.daten.length };
      await protokolliere(trx, this.clock, { benutzerId: benutzer.id, aktion: 'dokument_hochgeladen', entitaet: 'dokument', entitaetId: id, nachher: { ...dokument, ausschreibungId }, ipAddress });
      return dokument;
    });
  }
}
