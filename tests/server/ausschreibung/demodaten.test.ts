import { describe, expect, it } from 'vitest';
import { AusschreibungStatus, type Sparte } from '../../../domain/ausschreibung';
import { freigabeHindernisse, lieferbeginnZeitpunkt } from '../../../domain/freigabe';
import { VerstellbareUhr } from '../../../server/clock';
import { verbinde } from '../../../server/db/connect';
import { migriere } from '../../../server/db/migrate';
import { seedeDemodaten } from '../../../server/demodaten/seed';
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
  // The Gemeinde's tender it cancelled after the offers were opened.
  5: ['Ausschreibung angelegt', 'EVU-Einladungen geändert', 'Ausschreibung freigegeben', 'Angebotsfrist abgelaufen', 'Ausschreibung aufgehoben'],
};

describe.each(portalTests())('Demodaten auf $name', ({ it }) => {
  it('geben jeder Ausschreibung einen Titel, der zu Kunde und Lieferstellen passt', async ({ client, admin }) => {
    const { items } = (await client.get(`${B}?request.paging.size=100`, admin)).json() as { items: { id: number; typ: 1 | 2 }[] };
    expect(items).toHaveLength(11);
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

  it('haben eine aufgehobene Ausschreibung der Gemeinde, geschrieben wie eine echte Aufhebung', async ({ t, client, admin }) => {
    const db = t.app.db;
    const [a, ...mehr] = await db.selectFrom('ausschreibung').selectAll().where('status', '=', AusschreibungStatus.Aufgehoben).execute();
    expect(mehr).toHaveLength(0);
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    // Cancelled five days after its Angebotsfrist (twelve days before the seed): in the past.
    expect(Number(a!.aufgehoben_am)).toBe(Number(a!.angebotsfrist) + 5 * 86_400_000);
    expect(Number(a!.aufgehoben_am)).toBeLessThan(t.uhr.now());
    expect((await client.get(`/api/kunde/ausschreibung/${a!.id}`, kunde2)).json()).toMatchObject({
      status: 5,
      bezeichnung: expect.stringMatching(/^Strom Gemeindegebäude Beispielhausen \d{4}$/),
      aufhebung: { am: new Date(Number(a!.aufgehoben_am)).toISOString(), begruendung: expect.stringContaining('§ 63 Abs. 1 Satz 1 Nr. 3 VgV') },
    });

    // The same as the Kunde's own Aufhebung writes on the seeded Strom tender in Prüfung Angebote, now.
    const b = await db.selectFrom('ausschreibung').selectAll().where('status', '=', AusschreibungStatus.PruefungAngebote).where('sparte', '=', 1).executeTakeFirstOrThrow();
    expect(b.kunde_id).toBe(a!.kunde_id);
    expect((await client.send('POST', `/api/kunde/ausschreibung/${b.id}/aufheben`, { begruendung: a!.aufhebung_begruendung }, kunde2)).statusCode).toBe(204);
    const geschrieben = async (id: number, nummer: string) => {
      const neu = (text: string) => text.replaceAll(nummer, 'NUMMER').replaceAll(`/${id}/`, '/ID/');
      const neuigkeiten = await db.selectFrom('neuigkeit').select(['benutzer_id', 'art', 'text', 'pfad', 'at']).where('ausschreibung_id', '=', id).orderBy('benutzer_id').execute();
      const [protokoll] = await db.selectFrom('audit_event').select(['benutzer_id', 'entitaet', 'vorher', 'nachher', 'at']).where('aktion', '=', 'ausschreibung_aufgehoben').where('entitaet_id', '=', id).execute();
      const zeile = await db.selectFrom('ausschreibung').select(['aufgehoben_am', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
      const [{ aktion, wer, details }] = (await client.get(`${B}/${id}/historie`, admin)).json() as { aktion: string; wer: string; details: string }[];
      return {
        // Every invited EVU's start page, at the instant of the Aufhebung.
        neuigkeiten: neuigkeiten.map((n) => ({ ...n, text: neu(n.text), pfad: neu(n.pfad), at: Number(n.at) === Number(zeile.aufgehoben_am) })),
        protokoll: { ...protokoll, at: Number(protokoll!.at) === Number(zeile.aufgehoben_am) },
        version: zeile.version,
        historie: { aktion, wer, details },
      };
    };
    const seed = await geschrieben(a!.id, a!.nummer);
    expect(seed).toEqual(await geschrieben(b.id, b.nummer));
    const evus = await db.selectFrom('evu').innerJoin('benutzer', 'benutzer.id', 'evu.benutzer_id').select(['evu.benutzer_id', 'login']).where('login', 'in', ['evu', 'evu2']).orderBy('evu.benutzer_id').execute();
    expect(seed.neuigkeiten).toEqual(
      evus.map((e) => ({ benutzer_id: e.benutzer_id, art: 'ergebnis', text: 'Die Ausschreibung NUMMER wurde aufgehoben.', pfad: '/evu/ausschreibung/strom/ID/show', at: true })),
    );
    expect(seed.historie).toMatchObject({ aktion: 'Ausschreibung aufgehoben', wer: 'Petra Amtmann (Kunde)', details: `Begründung: ${a!.aufhebung_begruendung}` });

    // The EVU's start page leads to it.
    const evu2 = (await client.angemeldet('evu2')).access_token;
    const startseite = (await client.get('/framework/api/member/neuigkeiten', evu2)).json() as { text: string; pfad: string }[];
    expect(startseite).toContainEqual(expect.objectContaining({ text: `Die Ausschreibung ${a!.nummer} wurde aufgehoben.`, pfad: `/evu/ausschreibung/strom/${a!.id}/show` }));
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
        expect(alle).toHaveLength(11);
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
