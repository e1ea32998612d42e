import { describe, expect } from 'vitest';
import { VIERTELSTUNDE } from '../../../domain/lastgang/zeit';
import { ladeLastgangHoch, lastgangCsv, lastgangZeilen } from '../hilfen/lastgangDatei';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const K = '/api/kunde/ausschreibung';
const L = '/api/lastgang';

/** Issue 42, 7.: a Lastgang import shows what it would store first, and changes nothing the user has not decided. */
describe.each(portalTests())('Vorschau und Entscheidungen beim Lastgang auf $name', ({ it }) => {
  async function ausschreibung(t: TestApp, client: TestClient, kunde: string) {
    const jetzt = t.uhr.now();
    const angelegt = await client.send(
      'POST',
      `${K}/strom`,
      {
        bezeichnung: 'Strom Werk Nord',
        lieferbeginn: '2027-01-01',
        lieferende: '2027-12-31',
        angebotsfrist: new Date(jetzt + 14 * 86_400_000).toISOString(),
        bindefrist: new Date(jetzt + 21 * 86_400_000).toISOString(),
        preismodell: 'Festpreis',
        toleranzband: 10,
        zahlungszielTage: 14,
        rechnungslegung: 'Monatsrechnung',
        bemerkung: null,
        oekostrom: 'keiner',
        lieferstellen: [
          { bezeichnung: 'Werk Nord', strasse: 'Industriestraße 20', plz: '44137', ort: 'Dortmund', maloId: '41373559241', zaehlpunkt: null, netzbetreiber: 'Westnetz GmbH', messart: 'RLM', jahresverbrauchKwh: 500_000, maxLeistungKw: 140, spannungsebene: 'MS' },
        ],
      },
      kunde,
    );
    expect(angelegt.statusCode, angelegt.body).toBe(200);
    const id = angelegt.json().id as number;
    return { id, rlm: (await client.get(`${K}/${id}`, kunde)).json().lieferstellen[0].id as number };
  }

  const zeilen = lastgangZeilen({ vonTag: '2025-01-01' });
  /** The year 2025 as meters export it: each quarter hour stamped with its end, from 00:15 to 00:00 of 1 January 2026. */
  const amEnde = Buffer.from(lastgangCsv(zeilen.map((z) => ({ ...z, zeitpunkt: z.zeitpunkt + VIERTELSTUNDE }))));
  const lieferstelle = async (client: TestClient, id: number, kunde: string) => (await client.get(`${K}/${id}`, kunde)).json().lieferstellen[0];
  // 2025 begins at 23:00 UTC on 31 December 2024; the peak of 150 kW is quarter hour 5 000.
  const beginn2025 = Date.parse('2024-12-31T23:00:00Z');
  const jahresarbeit = Math.round(zeilen.reduce((s, z) => s + z.kw, 0) / 4);

  it('erkennt Zeitpunkte am Ende der Viertelstunde, zeigt die ersten Zeilen wie gelesen und speichert dabei nichts', async ({ t, client, kunde }) => {
    const a = await ausschreibung(t, client, kunde);
    const vorschau = await ladeLastgangHoch(client, a.rlm, amEnde, kunde, { vorschau: true });
    expect(vorschau.statusCode, vorschau.body).toBe(200);
    const v = vorschau.json();
    expect(v).toMatchObject({ zeitbezug: 'ende', zeitbezugErkannt: 'ende', einheit: 'kW', maxLeistung: { erfasstKw: 140, lautLastgangKw: 150 } });
    // Line 2 stamps 00:15 and is the quarter hour from 00:00; 40 kW, then 40,5 kW (typischeLast: 40 + i % 7 / 2).
    expect(v.ersteZeilen.slice(0, 2)).toEqual([
      { zeile: 2, zeitText: '01.01.2025 00:15', wertText: '40', beginn: '2024-12-31T23:00:00.000Z', kw: 40 },
      { zeile: 3, zeitText: '01.01.2025 00:30', wertText: '40,5', beginn: '2024-12-31T23:15:00.000Z', kw: 40.5 },
    ]);
    expect(v.ersteZeilen).toHaveLength(6);
    expect(v.kennzahlen).toMatchObject({ anzahlWerte: 35_040, von: '2024-12-31T23:00:00.000Z', bis: '2025-12-31T23:00:00.000Z', hoechstlastKw: 150, jahresarbeitKwh: jahresarbeit });
    expect(v.kennzahlen.hoechstlastZeitpunkt).toBe(new Date(beginn2025 + 5000 * VIERTELSTUNDE).toISOString());
    expect(v.hinweise).toEqual([`Jahresverbrauch: bisher 500.000 kWh, laut Lastgang ${jahresarbeit.toLocaleString('de-DE')} kWh. Die Lieferstelle wird beim Speichern angepasst.`]);

    // Read as starts, as the user may say: each value a quarter hour later.
    const alsBeginn = (await ladeLastgangHoch(client, a.rlm, amEnde, kunde, { vorschau: true, zeitbezug: 'beginn' })).json();
    expect(alsBeginn).toMatchObject({ zeitbezug: 'beginn', zeitbezugErkannt: 'ende' });
    expect(alsBeginn.ersteZeilen[0]).toEqual({ zeile: 2, zeitText: '01.01.2025 00:15', wertText: '40', beginn: '2024-12-31T23:15:00.000Z', kw: 40 });
    expect(alsBeginn.kennzahlen).toMatchObject({ von: '2024-12-31T23:15:00.000Z', bis: '2025-12-31T23:15:00.000Z' });

    // Nothing stored, nothing changed, nothing in the record.
    expect((await client.get(`${L}/lieferstelle/${a.rlm}`, kunde)).statusCode).toBe(404);
    expect(await lieferstelle(client, a.id, kunde)).toMatchObject({ jahresverbrauchKwh: 500_000, maxLeistungKw: 140 });
    expect(await t.app.db.selectFrom('audit_event').select('id').where('aktion', '=', 'lastgang_importiert').where('entitaet_id', '=', a.rlm).execute()).toEqual([]);

    // A file stamped by starts raises no question.
    const gewoehnlich = (await ladeLastgangHoch(client, a.rlm, Buffer.from(lastgangCsv(zeilen)), kunde, { vorschau: true })).json();
    expect(gewoehnlich).toMatchObject({ zeitbezug: 'beginn', zeitbezugErkannt: 'beginn' });
    expect(gewoehnlich.ersteZeilen[0].beginn).toBe('2024-12-31T23:00:00.000Z');
  });

  it('speichert eine Datei mit Zeitpunkten am Intervallende erst, wenn der Benutzer gewählt hat, und behält die erfasste Max. Leistung', async ({ t, client, kunde, admin }) => {
    const a = await ausschreibung(t, client, kunde);
    const ohneWahl = await ladeLastgangHoch(client, a.rlm, amEnde, kunde);
    expect(ohneWahl.statusCode).toBe(400);
    expect(ohneWahl.json().errors).toEqual({
      zeitbezug: [
        'Die Zeitpunkte der Datei beginnen mit 01.01.2025 00:15 und enden mit 01.01.2026 00:00: Sie bezeichnen vermutlich das Ende jeder Viertelstunde. ' +
          'Bitte wählen Sie, ob die Zeitpunkte Beginn oder Ende des Intervalls angeben.',
      ],
    });
    expect((await client.get(`${L}/lieferstelle/${a.rlm}`, kunde)).statusCode).toBe(404);

    const gespeichert = await ladeLastgangHoch(client, a.rlm, amEnde, kunde, { zeitbezug: 'ende' });
    expect(gespeichert.statusCode, gespeichert.body).toBe(200);
    expect(gespeichert.json().kennzahlen).toMatchObject({ von: '2024-12-31T23:00:00.000Z', bis: '2025-12-31T23:00:00.000Z', anzahlWerte: 35_040, hoechstlastKw: 150 });
    expect(gespeichert.json().hinweise).toContain('Max. Leistung: erfasst 140 kW, laut Lastgang 150 kW (Höchstlast aufgerundet). Der erfasste Wert wurde beibehalten.');
    // The full year's Jahresarbeit is the Jahresverbrauch; the Max. Leistung was not the user's to lose.
    expect(await lieferstelle(client, a.id, kunde)).toMatchObject({ jahresverbrauchKwh: jahresarbeit, maxLeistungKw: 140 });
    const werte = (await client.get(`${L}/lieferstelle/${a.rlm}/werte?format=json`, kunde)).json();
    expect(werte.beginn).toBe('2024-12-31T23:00:00.000Z');
    expect(werte.werteKw[5000]).toBe(150);

    const historie = (await client.get(`/api/ausschreibungasadmin/${a.id}/historie`, admin)).json() as { aktion: string; details: string | null }[];
    expect(historie.find((e) => e.aktion === 'Lastgang importiert')?.details).toBe(
      `MaLo-ID 41373559241, Datei „Lastgang 2025.csv“; Zeitpunkte: Ende des Intervalls; Jahresverbrauch 500.000 kWh → ${jahresarbeit.toLocaleString('de-DE')} kWh; ` +
        'Max. Leistung 140 kW beibehalten (laut Lastgang 150 kW)',
    );
  });

  it('nimmt die Wahl des Benutzers vor der Erkennung, in beide Richtungen, und nennt die Abweichung in der Historie', async ({ t, client, kunde, admin }) => {
    const a = await ausschreibung(t, client, kunde);
    const eintraege = async () =>
      ((await client.get(`/api/ausschreibungasadmin/${a.id}/historie`, admin)).json() as { aktion: string; details: string | null }[])
        .filter((e) => e.aktion === 'Lastgang importiert')
        .map((e) => e.details);
    const ersterUndLetzter = async () => {
      const werte = (await client.get(`${L}/lieferstelle/${a.rlm}/werte?format=json`, kunde)).json() as { beginn: string; werteKw: number[] };
      return { beginn: werte.beginn, anzahl: werte.werteKw.length, spitze: werte.werteKw[5000] };
    };

    // Stamped by starts (00:00 … 31.12.2025 23:45), guessed so — and said to be ends: every value a quarter hour
    // earlier. The first quarter hour is 31.12.2024 23:45–24:00 in Berlin (UTC+1), 22:45 UTC; the last
    // 31.12.2025 23:30–23:45, so the Lastgang ends 31.12.2025 23:45 Berlin, 22:45 UTC.
    const amBeginn = Buffer.from(lastgangCsv(zeilen));
    expect((await ladeLastgangHoch(client, a.rlm, amBeginn, kunde, { vorschau: true })).json()).toMatchObject({ zeitbezug: 'beginn', zeitbezugErkannt: 'beginn' });
    const alsEnde = await ladeLastgangHoch(client, a.rlm, amBeginn, kunde, { zeitbezug: 'ende', maxLeistung: 'behalten' });
    expect(alsEnde.statusCode, alsEnde.body).toBe(200);
    expect(alsEnde.json().kennzahlen).toMatchObject({ von: '2024-12-31T22:45:00.000Z', bis: '2025-12-31T22:45:00.000Z', anzahlWerte: 35_040, hoechstlastKw: 150 });
    expect(alsEnde.json().kennzahlen.hoechstlastZeitpunkt).toBe(new Date(beginn2025 - VIERTELSTUNDE + 5000 * VIERTELSTUNDE).toISOString());
    expect(await ersterUndLetzter()).toEqual({ beginn: '2024-12-31T22:45:00.000Z', anzahl: 35_040, spitze: 150 });
    expect(await eintraege()).toEqual([
      `MaLo-ID 41373559241, Datei „Lastgang 2025.csv“; Zeitpunkte: Ende des Intervalls (gewählt abweichend von der Erkennung „Beginn des Intervalls“); ` +
        `Jahresverbrauch 500.000 kWh → ${jahresarbeit.toLocaleString('de-DE')} kWh; Max. Leistung 140 kW beibehalten (laut Lastgang 150 kW)`,
    ]);

    // Stamped by ends (00:15 … 01.01.2026 00:00), guessed so — and said to be starts: the first quarter hour is
    // 01.01.2025 00:15–00:30 Berlin, 23:15 UTC; the last 01.01.2026 00:00–00:15, so it ends 23:15 UTC.
    const alsBeginn = await ladeLastgangHoch(client, a.rlm, amEnde, kunde, { zeitbezug: 'beginn', maxLeistung: 'behalten' });
    expect(alsBeginn.statusCode, alsBeginn.body).toBe(200);
    expect(alsBeginn.json().kennzahlen).toMatchObject({ von: '2024-12-31T23:15:00.000Z', bis: '2025-12-31T23:15:00.000Z', anzahlWerte: 35_040 });
    expect(await ersterUndLetzter()).toEqual({ beginn: '2024-12-31T23:15:00.000Z', anzahl: 35_040, spitze: 150 });
    expect((await eintraege())[0]).toMatch(/^MaLo-ID 41373559241, Datei „Lastgang 2025\.csv“; Zeitpunkte: Beginn des Intervalls \(gewählt abweichend von der Erkennung „Ende des Intervalls“\); /);

    // The choice as the guess: no remark.
    expect((await ladeLastgangHoch(client, a.rlm, amEnde, kunde, { zeitbezug: 'ende', maxLeistung: 'behalten' })).statusCode).toBe(200);
    expect((await eintraege())[0]).toMatch(/; Zeitpunkte: Ende des Intervalls; /);
    const gespeichert = await t.app.db.selectFrom('audit_event').select('nachher').where('aktion', '=', 'lastgang_importiert').where('entitaet_id', '=', a.rlm).orderBy('id').execute();
    expect(gespeichert.map((e) => JSON.parse(String(e.nachher))).map((n) => [n.zeitbezug, n.zeitbezugErkannt])).toEqual([
      ['ende', 'beginn'],
      ['beginn', 'ende'],
      ['ende', 'ende'],
    ]);
  });

  it('übernimmt die Max. Leistung des Lastgangs nur auf Wunsch und schreibt die Änderung in die Historie', async ({ t, client, kunde, admin }) => {
    const a = await ausschreibung(t, client, kunde);
    const falsch = await ladeLastgangHoch(client, a.rlm, amEnde, kunde, { zeitbezug: 'ende', maxLeistung: 'vielleicht' });
    expect(falsch.statusCode).toBe(400);
    const gespeichert = await ladeLastgangHoch(client, a.rlm, amEnde, kunde, { zeitbezug: 'ende', maxLeistung: 'uebernehmen' });
    expect(gespeichert.statusCode, gespeichert.body).toBe(200);
    expect(gespeichert.json().hinweise).toContain('Max. Leistung: bisher 140 kW, laut Lastgang 150 kW (Höchstlast aufgerundet). Der Wert aus dem Lastgang wurde übernommen.');
    expect(await lieferstelle(client, a.id, kunde)).toMatchObject({ maxLeistungKw: 150 });
    const historie = (await client.get(`/api/ausschreibungasadmin/${a.id}/historie`, admin)).json() as { aktion: string; wer: string; details: string | null }[];
    const eintrag = historie.find((e) => e.aktion === 'Lastgang importiert')!;
    expect(eintrag.wer).toMatch(/\(Kunde\)$/);
    expect(eintrag.details).toMatch(/; Max\. Leistung 140 kW → 150 kW \(aus dem Lastgang übernommen\)$/);

    // The same Lastgang again: now nothing contradicts, nothing is asked.
    const nochmal = (await ladeLastgangHoch(client, a.rlm, amEnde, kunde, { vorschau: true })).json();
    expect(nochmal.maxLeistung).toBeNull();
    expect(nochmal.hinweise).toEqual([]);
  });
});
