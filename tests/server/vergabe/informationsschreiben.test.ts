import { describe, expect } from 'vitest';
import { pdfText } from '../hilfen/pdfText';
import { kopierteAusschreibung, setzeArbeitspreise } from '../hilfen/eigeneAusschreibung';
import { fileNameFromContentDisposition } from '../../../src/api/http/contentDisposition';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp } from '../hilfen/testApp';

const K = '/api/kunde/ausschreibung';
const TAG = 86_400_000;
const WIRKSAM_AB = '2026-12-02T23:00:00.000Z'; // sent 22.11.2026 → the Stillhaltefrist ends 03.12.2026 00:00 German time

/**
 * Before a Kommune's Zuschlag (issue 42, point 6): the Kunde reads every other bidder's Informationsschreiben with
 * reasons the portal suggests, states its own, and the letters go out in its name with its address as sender.
 */
describe.each(portalTests({ mails: true }))('Informationsschreiben vor dem Zuschlag auf $name', ({ it }) => {
  /**
   * A copy of the Gemeinde's Gas tender in Bindefrist, offers at 6,0000 and 6,5000 ct/kWh and nothing else; its four
   * Lieferstellen use 86 000 + 64 000 + 740 000 + 31 000 = 921 000 kWh a year.
   */
  const ausschreibung = async (t: TestApp) => {
    const a = await kopierteAusschreibung(t.app.db, 'Erdgas kommunale Gebäude', { bindefrist: t.uhr.now() + 20 * TAG });
    const [guenstig, teuer] = await setzeArbeitspreise(t.app.db, a.id, [6, 6.5]);
    return { ...a, guenstig: guenstig!, teuer: teuer! };
  };

  it('zeigt die Schreiben der übrigen Bieter mit Rang und Mehrkosten als vorgeschlagene Gründe', async ({ t, client }) => {
    const a = await ausschreibung(t);
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const vergleich = (await client.get(`${K}/${a.id}/angebote`, kunde2)).json() as { id: number; evu: string; jahreskostenEuro: number }[];
    // 921 000 kWh × 6,0000 ct = 55 260,00 €; × 6,5000 ct = 59 865,00 €.
    expect(vergleich.map((o) => [o.id, o.jahreskostenEuro])).toEqual([
      [a.guenstig, 55_260],
      [a.teuer, 59_865],
    ]);
    const antwort = await client.get(`${K}/${a.id}/informationsschreiben/vorschau?angebotId=${a.guenstig}`, kunde2);
    expect(antwort.statusCode).toBe(200);
    expect(antwort.json()).toEqual([
      {
        angebotId: a.teuer,
        evu: vergleich[1]!.evu,
        rang: 2,
        // 59 865,00 € − 55 260,00 € = 4 605,00 € (= 921 000 kWh × 0,5 ct)
        text: 'Zuschlagskriterium sind die niedrigsten Jahreskosten über alle Lieferstellen. Ihr Angebot belegt Rang 2 von 2; seine Jahreskosten liegen um 4.605,00 € über denen des Angebots, das den Zuschlag erhalten soll.',
        schreiben: {
          absender: { name: 'Gemeinde Beispielhausen', strasse: 'Rathausplatz 1', plz: '97070', ort: 'Würzburg' },
          nummer: a.nummer,
          bezeichnung: a.bezeichnung,
          bieter: vergleich[1]!.evu,
          gewinner: vergleich[0]!.evu,
          rang: 2,
          anzahlAngebote: 2,
          differenzEuro: 4605,
          ausschluss: null,
          versandtAm: new Date(t.uhr.now()).toISOString(),
          fruehestensAm: WIRKSAM_AB,
        },
      },
    ]);
    // Awarding the dearer offer, the cheaper bidder's letter says by how much less it would have cost.
    const andersherum = (await client.get(`${K}/${a.id}/informationsschreiben/vorschau?angebotId=${a.teuer}`, kunde2)).json();
    expect(andersherum[0]).toMatchObject({ angebotId: a.guenstig, rang: 1, schreiben: { differenzEuro: -4605 } });
    expect(andersherum[0].text).toContain('Ihr Angebot belegt Rang 1 von 2; seine Jahreskosten liegen um 4.605,00 € unter denen des Angebots, das den Zuschlag erhalten soll.');
    // The preview changed nothing.
    expect((await client.get(`${K}/${a.id}`, kunde2)).json().zuschlagVorgesehen).toBeUndefined();
    expect(await t.app.db.selectFrom('mail_outbox').select('id').where('betreff', 'like', `%${a.nummer}%`).execute()).toEqual([]);
  });

  it('versendet die Schreiben mit den Gründen des Kunden und seiner Anschrift als Absender', async ({ t, client, smtp }) => {
    const a = await ausschreibung(t);
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const [, zweiter] = (await client.get(`${K}/${a.id}/angebote`, kunde2)).json() as { evu: string }[];
    const gruende = 'Ihr Angebot ist nach dem einzigen Zuschlagskriterium, den Jahreskosten, nicht das wirtschaftlichste.\nEs liegt 4.605,00 € im Jahr über dem besten Angebot.';
    const zuschlag = await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: a.guenstig, begruendungen: [{ angebotId: a.teuer, text: gruende }] }, kunde2);
    expect(zuschlag.statusCode).toBe(204);
    // A run already under way when the change was committed does not see its mails: the second one does.
    await t.app.outbox.zustellen();
    await t.app.outbox.zustellen();
    const brief = smtp.mails.find((m) => m.subject === `Informationsschreiben nach § 134 GWB zur Ausschreibung ${a.nummer}`)!;
    const text = pdfText(brief.attachments[0]!.content).replace(/\s*\n/g, ' ');
    expect(text).toContain('Gemeinde Beispielhausen · Rathausplatz 1 · 97070 Würzburg');
    expect(text).toContain(`Gründe für die Nichtberücksichtigung: ${gruende.replace('\n', ' ')}`);
    expect(text).toContain('Mehrkosten gegenüber dem Angebot des Zuschlagsempfängers: 4.605,00 € pro Jahr');
    expect(text).toContain('Mit freundlichen Grüßen Gemeinde Beispielhausen');
    expect(text).toContain('Übermittelt über das Energieausschreibungsportal im Auftrag des Auftraggebers.');
    // The reasons stay in the record of the procedure.
    const ereignis = await t.app.db.selectFrom('audit_event').select('nachher').where('aktion', '=', 'zuschlag_vorgesehen').where('entitaet_id', '=', a.id).executeTakeFirstOrThrow();
    expect(JSON.parse(ereignis.nachher!).begruendungen).toEqual([{ angebotId: a.teuer, evu: zweiter!.evu, text: gruende }]);
    expect((await client.get(`/api/ausschreibungasadmin/${a.id}/historie`, (await client.angemeldet('admin')).access_token)).json()[0]).toMatchObject({
      aktion: 'Zuschlag vorgesehen (Informationsschreiben versandt)',
    });
  });

  it('verlangt Gründe für jedes übrige Angebot und keine für andere', async ({ t, client }) => {
    const a = await ausschreibung(t);
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const fehler = async (begruendungen: unknown) => {
      const antwort = await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: a.guenstig, begruendungen }, kunde2);
      expect(antwort.statusCode).toBe(400);
      return antwort.json().errors.begruendungen?.[0] ?? antwort.json().message;
    };
    expect(await fehler([])).toMatch(/^Bitte geben Sie die Gründe der Nichtberücksichtigung für jedes übrige Angebot an; .* Es fehlen die Gründe für: .+\.$/);
    expect(await fehler([{ angebotId: a.teuer, text: '   ' }])).toMatch(/^Bitte geben Sie die Gründe/);
    expect(await fehler([{ angebotId: a.teuer, text: 'Teurer.' }, { angebotId: a.guenstig, text: 'Gewinner.' }])).toBe(
      `Gründe können nur für die übrigen freigegebenen Angebote angegeben werden, nicht für Angebot ${a.guenstig}.`,
    );
    expect(await fehler([{ angebotId: a.teuer, text: '' }])).toBeTruthy();
    expect(await fehler([{ angebotId: a.teuer, text: 'Teurer.' }, { angebotId: a.teuer, text: 'Doch anders.' }])).toBe(
      `Für jedes Angebot können die Gründe nur einmal angegeben werden; mehrfach angegeben für Angebot ${a.teuer}.`,
    );
    expect(await fehler([{ angebotId: a.teuer, text: 'Teurer.' }, { angebotId: 999_999, text: 'Unbekannt.' }])).toBe(
      'Gründe können nur für die übrigen freigegebenen Angebote angegeben werden, nicht für Angebot 999999.',
    );
    // Nothing was intended, nothing mailed.
    expect((await client.get(`${K}/${a.id}`, kunde2)).json().zuschlagVorgesehen).toBeUndefined();
  });

  it('gibt keine Vorschau ohne Stillhaltefrist, vor der Freigabe der Angebote und für fremde Ausschreibungen', async ({ t, client, kunde }) => {
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    // The Metallbau's Strom tender in Bindefrist: an Unternehmen's Zuschlag sends no letters.
    const unternehmen = await kopierteAusschreibung(t.app.db, 'Strom Werk, Lager und Verwaltung', { bindefrist: t.uhr.now() + 20 * TAG });
    const [ersteId] = (await client.get(`${K}/${unternehmen.id}/angebote`, kunde)).json().map((o: { id: number }) => o.id);
    const ohne = await client.get(`${K}/${unternehmen.id}/informationsschreiben/vorschau?angebotId=${ersteId}`, kunde);
    expect(ohne.statusCode).toBe(409);
    expect(ohne.json().message).toBe('Für diese Ausschreibung gilt keine Stillhaltefrist; mit dem Zuschlag werden keine Informationsschreiben versandt.');

    const a = await ausschreibung(t);
    expect((await client.get(`${K}/${a.id}/informationsschreiben/vorschau?angebotId=${a.guenstig}`, kunde)).statusCode).toBe(404);
    expect((await client.get(`${K}/${a.id}/informationsschreiben/vorschau?angebotId=abc`, kunde2)).statusCode).toBe(400);
    expect((await client.get(`${K}/${a.id}/informationsschreiben/vorschau`, kunde2)).statusCode).toBe(400);
    expect((await client.get(`${K}/${unternehmen.id}/informationsschreiben/vorschau?angebotId=${ersteId}`, kunde2)).statusCode).toBe(404);
    expect((await client.get(`${K}/${a.id}/informationsschreiben/vorschau?angebotId=${ersteId}`, kunde2)).json().errors.angebotId).toEqual(['Dieses Angebot gehört nicht zu der Ausschreibung.']);

    const inPruefung = await kopierteAusschreibung(t.app.db, 'Strom Liegenschaften Würzburg');
    const [eigenes] = await t.app.db.selectFrom('angebot').select('id').where('ausschreibung_id', '=', inPruefung.id).execute();
    const zuFrueh = await client.get(`${K}/${inPruefung.id}/informationsschreiben/vorschau?angebotId=${eigenes!.id}`, kunde2);
    expect(zuFrueh.statusCode).toBe(400);
    expect(zuFrueh.json().message).toBe('Ein Zuschlag ist erst möglich, wenn die Angebote freigegeben sind.');
  });

  it('zeigt dem Kunden und dem Administrator die versandten Schreiben und gibt sie als PDF heraus, anderen Kunden nicht', async ({ t, client, smtp, kunde }) => {
    const a = await ausschreibung(t);
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const admin = (await client.angemeldet('admin')).access_token;
    const [, zweiter] = (await client.get(`${K}/${a.id}/angebote`, kunde2)).json() as { evu: string }[];
    // Before the Zuschlag none was sent: an empty list, not an error.
    expect((await client.get(`${K}/${a.id}/informationsschreiben`, kunde2)).json()).toEqual([]);

    const zuschlag = await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: a.guenstig, begruendungen: [{ angebotId: a.teuer, text: 'Teurer als das beste Angebot.' }] }, kunde2);
    expect(zuschlag.statusCode).toBe(204);
    const versandt = [{ angebotId: a.teuer, evu: zweiter!.evu, versandtAm: new Date(t.uhr.now()).toISOString() }];
    expect((await client.get(`${K}/${a.id}/informationsschreiben`, kunde2)).json()).toEqual(versandt);
    expect((await client.get(`/api/ausschreibungasadmin/gas/${a.id}/informationsschreiben`, admin)).json()).toEqual(versandt);

    // The PDF is the letter the bidder got, byte for byte, named for its bidder like the Kunde's copy by mail.
    await t.app.outbox.zustellen();
    await t.app.outbox.zustellen();
    const anBieter = smtp.mails.find((m) => m.subject === `Informationsschreiben nach § 134 GWB zur Ausschreibung ${a.nummer}`)!.attachments[0]!.content;
    const kopie = smtp.mails.find((m) => m.subject === `Kopie: Informationsschreiben an ${zweiter!.evu} zur Ausschreibung ${a.nummer}`)!.attachments[0]!;
    for (const [pfad, token] of [
      [`${K}/${a.id}/informationsschreiben/${a.teuer}`, kunde2],
      [`/api/ausschreibungasadmin/gas/${a.id}/informationsschreiben/${a.teuer}`, admin],
    ] as const) {
      const pdf = await client.get(pfad, token);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      // The name the browser saves it under is the mail attachment's (read as the client reads it).
      expect(fileNameFromContentDisposition(String(pdf.headers['content-disposition']))).toBe(kopie.filename);
      expect(pdf.rawPayload.equals(anBieter)).toBe(true);
    }

    // The winner got no letter; another Kunde, the wrong Sparte's path and a malformed id learn nothing more.
    const keiner = await client.get(`${K}/${a.id}/informationsschreiben/${a.guenstig}`, kunde2);
    expect(keiner.statusCode).toBe(404);
    expect(keiner.json().message).toBe('Zu diesem Angebot liegt kein Informationsschreiben vor.');
    expect((await client.get(`${K}/${a.id}/informationsschreiben`, kunde)).statusCode).toBe(404);
    expect((await client.get(`${K}/${a.id}/informationsschreiben/${a.teuer}`, kunde)).statusCode).toBe(404);
    expect((await client.get(`/api/ausschreibungasadmin/strom/${a.id}/informationsschreiben`, admin)).statusCode).toBe(404);
    expect((await client.get(`${K}/${a.id}/informationsschreiben/abc`, kunde2)).statusCode).toBe(400);
  });
});
