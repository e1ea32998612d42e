import { describe, expect, it } from 'vitest';
import { AusschreibungStatus, type Sparte } from '../../../domain/ausschreibung';
import { freigabeHindernisse, lieferbeginnZeitpunkt } from '../../../domain/freigabe';
import { VerstellbareUhr } from '../../../server/clock';
import { verbinde } from '../../../server/db/connect';
import { migriere } from '../../../server/db/migrate';
import { seedeDemodaten } from '../../../server/db/seed';
import { stillhaltefristEnde } from '../../../domain/vergabe/fristen';
import { portalTests } from '../hilfen/portalTest';

const B = '/api/ausschreibungasadmin';
const SPARTE = { 1: 'strom', 2: 'gas' } as const;

/** The steps a tender goes through up to each status, oldest first (the history lists them newest first). */
const SCHRITTE: Record<number, string[]> = {
  0: ['Ausschreibung angelegt'],
  1: ['Ausschreibung angelegt', 'EVU-Einladungen geändert', 'Ausschreibung freigegeben'],
  2: ['Ausschreibung angelegt', 'EVU-Einladungen geändert', 'Ausschreibung freigegeben', 'Angebotsfrist abgelaufen'],
  3: ['Ausschreibung angelegt', 'EVU-Einladungen geändert', 'Ausschreibung freigegeben', 'Angebotsfrist abgelaufen', 'Angebote für den Kunden freigegeben'],
};

describe.each(portalTests())('Demodaten auf $name', ({ it }) => {
  it('geben jeder Ausschreibung einen Titel, der zu Kunde und Lieferstellen passt', async ({ client, admin }) => {
    const { items } = (await client.get(`${B}?request.paging.size=100`, admin)).json() as { items: { id: number; typ: 1 | 2 }[] };
    expect(items).toHaveLength(10);
    for (const { id, typ } of items) {
      const a = (await client.get(`${B}/${SPARTE[typ]}/${id}`, admin)).json() as { bezeichnung: string; kunde: string; lieferstellen: { ort: string }[] };
      const orte = new Set(a.lieferstellen.map((l) => l.ort));
      // Each Kunde supplies its own town: the Metallbau Dortmund, the Gemeinde Würzburg.
      expect([...orte], a.bezeichnung).toEqual([a.kunde.startsWith('Gemeinde') ? 'Würzburg' : 'Dortmund']);
      for (const stadt of ['Dortmund', 'Würzburg']) if (a.bezeichnung.includes(stadt)) expect(orte.has(stadt), a.bezeichnung).toBe(true);
      expect(a.bezeichnung.startsWith(typ === 1 ? 'Strom ' : 'Erdgas '), a.bezeichnung).toBe(true);
    }
  });

  it('erzählen in der Historie jeder Ausschreibung die Schritte bis zu ihrem Status, in der Reihenfolge der Zeit', async ({ t, client, admin }) => {
    const alle = await t.app.db.selectFrom('ausschreibung as a').innerJoin('kunde as k', 'k.id', 'a.kunde_id').select(['a.id', 'a.status', 'k.typ']).execute();
    for (const a of alle) {
      const historie = (await client.get(`${B}/${a.id}/historie`, admin)).json() as { zeit: string; wer: string; aktion: string }[];
      const zeitlich = [...historie].reverse();
      const schritte = zeitlich.map((e) => e.aktion).filter((x) => x !== 'Angebot abgegeben');
      const ende = a.typ === 'Kommune' ? ['Zuschlag vorgesehen (Informationsschreiben versandt)', 'Zuschlag nach Stillhaltefrist wirksam'] : ['Zuschlag erteilt'];
      expect(schritte, `Ausschreibung ${a.id}`).toEqual(a.status === 4 ? [...SCHRITTE[3]!, ...ende] : SCHRITTE[a.status]);
      const zeiten = zeitlich.map((e) => Date.parse(e.zeit));
      expect(zeiten).toEqual([...zeiten].sort((x, y) => x - y));
      expect(Math.max(...zeiten)).toBeLessThanOrEqual(t.uhr.now());
      const angebote = await t.app.db.selectFrom('angebot').select('id').where('ausschreibung_id', '=', a.id).execute();
      expect(historie.filter((e) => e.aktion === 'Angebot abgegeben')).toHaveLength(angebote.length);
      if (a.status >= 2) expect(historie.find((e) => e.aktion === 'Angebotsfrist abgelaufen')!.wer).toBe('System');
    }
  });

  // A first-time user found the Gemeinde's tender in Bindefrist a dead end: its Bindefrist ended before the Stillhaltefrist would.
  it('lassen jeden Kunden seine Ausschreibung in der Bindefrist vergeben, die Kommune mit Stillhaltefrist vor dem Ende der Bindefrist', async ({ t, client }) => {
    const inBindefrist = await t.app.db
      .selectFrom('ausschreibung as a')
      .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
      .innerJoin('benutzer as b', 'b.id', 'k.benutzer_id')
      .select(['a.id', 'b.login', 'k.typ'])
      .where('a.status', '=', AusschreibungStatus.Bindefrist)
      .execute();
    expect(inBindefrist.map((a) => a.typ).sort()).toEqual(['Kommune', 'Unternehmen']);
    for (const a of inBindefrist) {
      const token = (await client.angemeldet(a.login)).access_token;
      const angebote = (await client.get(`/api/kunde/ausschreibung/${a.id}/angebote`, token)).json() as { id: number }[];
      const antwort = await client.send('POST', `/api/kunde/ausschreibung/${a.id}/zuschlag`, { angebotId: angebote[0]!.id }, token);
      expect(antwort.statusCode, `${a.login}: ${antwort.body}`).toBe(204);
    }
  });
});

describe('Demodaten an jedem Tag des Jahres', () => {
  // Early December put a deadline four weeks ahead into January, after a delivery fixed to "next year".
  it.each(['2026-06-15T09:00:00Z', '2026-12-06T09:00:00Z', '2026-12-31T23:30:00Z', '2027-01-01T00:30:00Z', '2027-02-20T12:00:00Z'])(
    'beginnen am %s mit der Lieferung nach der Angebotsfrist, die Ausschreibungen in Prüfung sind freigebbar, die abgeschlossenen liefern schon',
    async (datum) => {
      const jetzt = Date.parse(datum);
      const { db, schliesse } = await verbinde('sqlite::memory:');
      try {
        await migriere(db);
        await seedeDemodaten(db, new VerstellbareUhr(jetzt));
        const alle = await db
          .selectFrom('ausschreibung as a')
          .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
          .select(['a.nummer', 'a.sparte', 'a.status', 'a.lieferbeginn', 'a.lieferende', 'a.angebotsfrist', 'a.bindefrist', 'k.typ'])
          .execute();
        expect(alle).toHaveLength(10);
        for (const a of alle) {
          const sparte = a.sparte as Sparte;
          expect(lieferbeginnZeitpunkt(a.lieferbeginn, sparte), `${a.nummer}: Lieferbeginn ${a.lieferbeginn}`).toBeGreaterThan(a.angebotsfrist);
          expect(a.bindefrist, a.nummer).toBeGreaterThan(a.angebotsfrist);
          expect(a.lieferende > a.lieferbeginn, `${a.nummer}: ${a.lieferbeginn} – ${a.lieferende}`).toBe(true);
          if (a.status === AusschreibungStatus.Abgeschlossen) {
            expect(lieferbeginnZeitpunkt(a.lieferbeginn, sparte), `${a.nummer} liefert schon`).toBeLessThanOrEqual(jetzt);
            expect(a.lieferende >= datum.slice(0, 10), `${a.nummer} liefert noch`).toBe(true);
          }
          // A Kommune's tender not yet awarded can still be: its Bindefrist outlasts the Stillhaltefrist of a Zuschlag now or at the Angebotsfrist.
          if (a.typ === 'Kommune' && a.status < AusschreibungStatus.Abgeschlossen) {
            expect(a.bindefrist, `${a.nummer}: Bindefrist nach der Stillhaltefrist`).toBeGreaterThanOrEqual(stillhaltefristEnde(Math.max(a.angebotsfrist, jetzt)));
          }
          if (a.status !== AusschreibungStatus.PruefungAusschreibung) continue;
          const zurFreigabe = {
            status: a.status,
            anzahlLieferstellen: 1,
            passendeEingeladene: 1,
            angebotsfrist: new Date(a.angebotsfrist).toISOString(),
            bindefrist: new Date(a.bindefrist).toISOString(),
            lieferbeginn: a.lieferbeginn,
            kundeTyp: a.typ,
          };
          expect(freigabeHindernisse(zurFreigabe, sparte, jetzt), a.nummer).toEqual({});
        }
      } finally {
        await schliesse();
      }
    },
  );
});
