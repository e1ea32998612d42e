import type { Insertable, Kysely } from 'kysely';
import { maloPruefziffer } from '../../src/domain/malo';
import type { AngebotTable, AusschreibungTable, Database, LieferstelleTable } from './schema';

const TAG = 24 * 60 * 60 * 1000;
const BLOCK = 500;

/**
 * Adds `anzahl` tenders for load tests and benchmarks (`npm run seed:bulk`), spread over every status, both
 * Sparten, four delivery years and the existing Kunden and EVUs, each with two Lieferstellen (valid MaLo-IDs)
 * and, from status 2, an offer. Written in blocks, one transaction each, so 100 000 take seconds, not hours.
 */
export async function seedeMassendaten(db: Kysely<Database>, anzahl: number, jetzt: number, fortschritt?: (fertig: number) => void): Promise<void> {
  const kunden = (await db.selectFrom('kunde').select('id').execute()).map((k) => k.id);
  const evus = await db.selectFrom('evu').select(['id', 'sparten']).execute();
  if (kunden.length === 0 || evus.length === 0) throw new Error('Massendaten brauchen Kunden und EVUs: zuerst die Demodaten anlegen.');
  const start = Number((await db.selectFrom('ausschreibung').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const lauf = jetzt.toString(36);

  for (let von = 0; von < anzahl; von += BLOCK) {
    const bis = Math.min(anzahl, von + BLOCK);
    await db.transaction().execute(async (trx) => {
      const ausschreibungen: Insertable<AusschreibungTable>[] = [];
      for (let i = von; i < bis; i++) {
        const sparte = (i % 2) + 1;
        const status = i % 5;
        const jahr = 2025 + (i % 4);
        const monat = String((i % 12) + 1).padStart(2, '0');
        const frist = jetzt + ((i % 61) - 30) * TAG;
        ausschreibungen.push({
          nummer: `M-${lauf}-${String(start + i + 1).padStart(7, '0')}`,
          sparte,
          kunde_id: kunden[i % kunden.length]!,
          bezeichnung: `${sparte === 1 ? 'Strom' : 'Erdgas'} Liegenschaften ${jahr} Los ${i + 1}`,
          status,
          lieferbeginn: `${jahr}-${monat}-01`,
          lieferende: `${jahr + 1}-${monat}-01`,
          angebotsfrist: frist,
          bindefrist: frist + 7 * TAG,
          preismodell: 'Festpreis',
          toleranzband: 10,
          zahlungsziel_tage: 14,
          rechnungslegung: 'Monatsrechnung',
          bemerkung: null,
          oekostrom: sparte === 1 ? 'keiner' : null,
          marktgebiet: sparte === 2 ? 'THE' : null,
          gasqualitaet: sparte === 2 ? 'H' : null,
          created_at: jetzt,
          updated_at: jetzt,
          version: 1,
        });
      }
      const ids = (await trx.insertInto('ausschreibung').values(ausschreibungen).returning('id').execute()).map((r) => r.id);
      const lieferstellen: Insertable<LieferstelleTable>[] = [];
      const angebote: Insertable<AngebotTable>[] = [];
      const einladungen: Insertable<Database['einladung']>[] = [];
      ids.forEach((id, k) => {
        const a = ausschreibungen[k]!;
        for (const position of [1, 2]) {
          const basis = String(5_000_000_000 + id * 2 + position).slice(0, 10);
          lieferstellen.push({
            ausschreibung_id: id,
            position,
            bezeichnung: `Standort ${position}`,
            strasse: `Hauptstraße ${position}`,
            plz: String(10_000 + (id % 89_999)).padStart(5, '0'),
            ort: 'Musterstadt',
            malo_id: basis + maloPruefziffer(basis),
            zaehlpunkt: null,
            netzbetreiber: 'Netz AG',
            messart: position === 1 ? 'SLP' : 'RLM',
            jahresverbrauch_kwh: 20_000 + (id % 50) * 1_000 * position,
            max_leistung_kw: position === 2 ? 150 : null,
            spannungsebene: a.sparte === 1 ? 'NS' : null,
            druckstufe: a.sparte === 2 ? 'ND' : null,
            slp_profil: null,
          });
        }
        const passende = evus.filter((e) => (e.sparten & a.sparte) !== 0);
        const evu = passende[id % passende.length];
        if (evu && a.status >= 1) einladungen.push({ ausschreibung_id: id, evu_id: evu.id, eingeladen_am: a.angebotsfrist - 14 * TAG, eingeladen_von: null });
        if (evu && a.status >= 2) {
          angebote.push({
            ausschreibung_id: id,
            evu_id: evu.id,
            arbeitspreis_ct_kwh_e4: 250_000 + (id % 100) * 100,
            grundpreis_eur_monat_e4: 150_000,
            leistungspreis_eur_kw_jahr_e4: 800_000,
            oekoaufschlag_ct_kwh_e4: null,
            bindefrist_bis: a.bindefrist,
            bemerkung: null,
            status: a.status >= 3 ? 'freigegeben' : 'eingereicht',
            eingereicht_am: a.angebotsfrist - TAG,
            version: 1,
          });
        }
      });
      await trx.insertInto('lieferstelle').values(lieferstellen).execute();
      if (einladungen.length) await trx.insertInto('einladung').values(einladungen).execute();
      if (angebote.length) await trx.insertInto('angebot').values(angebote).execute();
    });
    fortschritt?.(bis);
  }
}
