import { describe, expect, it } from 'vitest';
import { leseCsv, leseEingefuegt } from '../../../domain/lieferstellenImport/lesen';
import { mitVorlagenKopf, pruefeImport } from '../../../domain/lieferstellenImport/pruefen';
import { importSpalten, spaltenSchluessel } from '../../../domain/lieferstellenImport/spalten';
import { brauchtZuordnung, fehlendeSpalten, festwertFelder, ordneZu, rateZuordnung, spaltenUebersicht } from '../../../domain/lieferstellenImport/zuordnung';

const csv = (...zeilen: string[]) => leseCsv(zeilen.join('\r\n'));

describe('Spalten eines Lieferstellen-Imports zuordnen', () => {
  it('vergleicht Überschriften ohne Groß- und Kleinschreibung, Umlaute, Satzzeichen und eine Einheit in kWh oder kW', () => {
    expect(spaltenSchluessel('Verbrauch kWh/a')).toBe('verbrauch');
    expect(spaltenSchluessel('Jahresverbrauch in kWh')).toBe('jahresverbrauch');
    expect(spaltenSchluessel('JAHRESVERBRAUCH (KWH)')).toBe('jahresverbrauch');
    expect(spaltenSchluessel('Verbrauch [kWh p.a.]')).toBe('verbrauch');
    expect(spaltenSchluessel('Max. Leistung (kW)')).toBe('maxleistung');
    expect(spaltenSchluessel('Zählpunkt-Bezeichnung')).toBe('zaehlpunktbezeichnung');
    expect(spaltenSchluessel('Straße')).toBe('strasse');
    // MWh and GWh name the column too; the values are converted to kWh (lieferstellenEinheit.test.ts).
    expect(spaltenSchluessel('Verbrauch MWh/a')).toBe('verbrauch');
    expect(spaltenSchluessel('Jahresverbrauch in GWh')).toBe('jahresverbrauch');
  });

  it('rät die Spalten aus der Synonymliste, wie Kunden, Netzbetreiber und Makler sie nennen', () => {
    const koepfe = ['Abnahmestelle', 'Anschrift', 'Postleitzahl', 'Stadt', 'Marktlokation', 'Zählpunktbezeichnung', 'VNB', 'Zählverfahren', 'Verbrauch kWh/a', 'Höchstleistung in kW', 'Netzebene', 'Kostenstelle'];
    expect(rateZuordnung(koepfe, 1)).toEqual(['bezeichnung', 'strasse', 'plz', 'ort', 'maloId', 'zaehlpunkt', 'netzbetreiber', 'messart', 'jahresverbrauchKwh', 'maxLeistungKw', 'spannungsebene', null]);
    expect(rateZuordnung(['Jahresverbrauch in kWh', 'Druckstufe', 'Spannungsebene'], 2)).toEqual(['jahresverbrauchKwh', 'druckstufe', null]);
    // A field is filled from one column: the first heading naming it wins.
    expect(rateZuordnung(['Verbrauch', 'Jahresverbrauch (kWh)', 'Verbrauch MWh'], 1)).toEqual(['jahresverbrauchKwh', null, null]);
  });

  it('fragt nach der Zuordnung, wenn eine Überschrift nicht die der Vorlage ist oder eine Pflichtspalte fehlt, sonst nicht', () => {
    const vorlage = { nummer: 1, zellen: importSpalten(1).map((s) => s.kopf) };
    expect(brauchtZuordnung(vorlage, 1)).toBe(false);
    expect(brauchtZuordnung({ nummer: 1, zellen: ['BEZEICHNUNG', ...vorlage.zellen.slice(1)] }, 1)).toBe(false);
    expect(brauchtZuordnung({ nummer: 1, zellen: ['Abnahmestelle', ...vorlage.zellen.slice(1)] }, 1)).toBe(true);
    expect(brauchtZuordnung({ nummer: 1, zellen: [...vorlage.zellen, 'Kostenstelle'] }, 1)).toBe(true);
    expect(brauchtZuordnung({ nummer: 1, zellen: ['Bezeichnung', 'MaLo-ID'] }, 1)).toBe(true);
    // Pasted without headings: read in the template's order, the report comes first.
    expect(brauchtZuordnung(mitVorlagenKopf(leseEingefuegt('Werk\tWeg 1\r\n'), 1)[0]!, 1)).toBe(false);
  });

  it('gibt ein Feld der Spalte, die es zuletzt bekam, und lässt eine Spalte auf Wunsch weg', () => {
    expect(ordneZu(['bezeichnung', 'ort', null], 2, 'bezeichnung')).toEqual([null, 'ort', 'bezeichnung']);
    expect(ordneZu(['bezeichnung', 'ort', null], 1, null)).toEqual(['bezeichnung', null, null]);
  });

  it('zeigt je Spalte die ersten Werte unter der Überschrift, eine Titelzeile darüber ausgenommen', () => {
    const u = spaltenUebersicht(csv('Lieferstellen 2027', 'Abnahmestelle;Verbrauch kWh/a;Notiz', 'Halle 1;50000;', 'Halle 2;60000;alt', 'Halle 3;70000;'), 1)!;
    expect(u.kopfzeile).toEqual({ nummer: 2, zellen: ['Abnahmestelle', 'Verbrauch kWh/a', 'Notiz'] });
    expect(u.beispiele).toEqual([['Halle 1', 'Halle 2'], ['50000', '60000'], ['alt']]);
    expect(spaltenUebersicht(csv('a;b', '1;2'), 1)).toBeNull();
  });

  it('prüft nach der Zuordnung des Benutzers, auch gegen den Vorschlag, und nennt weggelassene Spalten', () => {
    const tabelle = csv(
      'Abnahmestelle;Anschrift;PLZ;Ort;Marktlokation;Netzbetreiber;Messart;Verbrauch kWh/a;Leistung;Spannungsebene;Bemerkung',
      'Rathaus;Markt 1;44147;Dortmund;41373559241;DoNetz;RLM;250000;90;MS;Altbau',
    );
    const vorschlag = pruefeImport(tabelle, 1);
    expect(vorschlag.dateifehler).toEqual([]);
    expect(vorschlag.unbekannteSpalten).toEqual(['Bemerkung']);
    expect(vorschlag.zeilen[0]).toMatchObject({ fehler: [], lieferstelle: { bezeichnung: 'Rathaus', strasse: 'Markt 1', jahresverbrauchKwh: 250_000, maxLeistungKw: 90 } });
    // The user takes the note for the name and leaves the Leistung out.
    const gewaehlt = ordneZu(ordneZu(vorschlag.zuordnung, 10, 'bezeichnung'), 8, null);
    const bericht = pruefeImport(tabelle, 1, [], { zuordnung: gewaehlt });
    expect(bericht.unbekannteSpalten).toEqual(['Abnahmestelle', 'Leistung']);
    expect(bericht.zeilen[0]!.lieferstelle).toMatchObject({ bezeichnung: 'Altbau', maxLeistungKw: null });
    expect(bericht.zeilen[0]!.fehler).toEqual(['Max. Leistung (kW): Bei RLM wird die maximale Leistung benötigt.']);
  });

  it('nennt eingefügte Zeilen in den Meldungen als solche', () => {
    const eingefuegt = leseEingefuegt('Bezeichnung\tMaLo-ID\r\nHalle\t41373559241\r\n');
    expect(pruefeImport(eingefuegt, 1, [], { quelle: 'einfuegen' }).dateifehler).toEqual([
      'Diese Spalten fehlen in den eingefügten Zeilen: Straße, PLZ, Ort, Netzbetreiber, Messart, Jahresverbrauch (kWh), Spannungsebene.',
    ]);
    const kopf = importSpalten(1).map((s) => s.kopf).join('\t');
    expect(pruefeImport(leseEingefuegt(`${kopf}\r\n`), 1, [], { quelle: 'einfuegen' }).dateifehler).toEqual(['Unter der Überschriftenzeile der eingefügten Zeilen stehen keine Lieferstellen.']);
    expect(() => leseEingefuegt('"Halle\t1\r\n')).toThrow('Die eingefügten Zeilen lassen sich nicht lesen: Ein Anführungszeichen (") wird bis zum Ende der Datei nicht geschlossen.');
  });

  it('nimmt für eine fehlende Spalte mit festen Werten einen Wert für alle Zeilen und prüft ihn wie eine Zelle', () => {
    // A sheet without Spannungsebene: the step offers it (and only fields with a closed set of values), not the MaLo-ID.
    const kopf = 'Abnahmestelle;Straße;PLZ;Ort;MaLo-ID;Netzbetreiber;Messart;Verbrauch kWh/a;Leistung';
    const tabelle = csv(kopf, 'Rathaus;Markt 1;97070;Würzburg;41373559241;WVV Netz;SLP;42000;', 'Schule;Weg 2;97070;Würzburg;50820339486;WVV Netz;SLP;38000;');
    const zuordnung = rateZuordnung(tabelle[0]!.zellen, 1);
    expect(fehlendeSpalten(zuordnung, 1).map((s) => s.kopf)).toEqual(['Spannungsebene']);
    expect(festwertFelder(zuordnung, 1).map(({ spalte, werte }) => [spalte.feld, werte])).toEqual([['spannungsebene', ['NS', 'MS/NS', 'MS', 'HS/MS', 'HS']]]);
    expect(fehlendeSpalten(zuordnung, 1, { spannungsebene: 'NS' })).toEqual([]);
    // Only an allowed value counts, and only as the field's own key.
    expect(fehlendeSpalten(zuordnung, 1, { spannungsebene: 'XS' }).map((s) => s.kopf)).toEqual(['Spannungsebene']);
    expect(fehlendeSpalten(zuordnung, 1, Object.create({ spannungsebene: 'NS' })).map((s) => s.kopf)).toEqual(['Spannungsebene']);

    const ohne = pruefeImport(tabelle, 1, [], { zuordnung, quelle: 'einfuegen' });
    expect(ohne.dateifehler).toEqual(['Diese Spalten fehlen in den eingefügten Zeilen: Spannungsebene.']);
    const mit = pruefeImport(tabelle, 1, [], { zuordnung, quelle: 'einfuegen', festwerte: { spannungsebene: 'NS' } });
    expect(mit.dateifehler).toEqual([]);
    expect(mit.zeilen.map((z) => [z.nummer, z.lieferstelle.spannungsebene, z.fehler])).toEqual([[2, 'NS', []], [3, 'NS', []]]);

    // A column mapped to the field wins over the value for all rows; a mapped field is not offered.
    const mitSpalte = ordneZu(zuordnung, 8, 'spannungsebene');
    expect(festwertFelder(mitSpalte, 1)).toEqual([]);
    expect(pruefeImport(csv(`${kopf}`, 'Rathaus;Markt 1;97070;Würzburg;41373559241;WVV Netz;SLP;42000;MS'), 1, [], { zuordnung: mitSpalte, festwerte: { spannungsebene: 'NS' } }).zeilen[0]!.lieferstelle.spannungsebene).toBe('MS');
  });
});
