import { Type, type Static } from '@sinclair/typebox';

/** The Kennzahlen of a Lastgang as the API carries them (domain/lastgang/kennzahlen.ts computes them). */
export const LastgangKennzahlen = Type.Object({
  jahresarbeitKwh: Type.Integer(),
  hoechstlastKw: Type.Number(),
  hoechstlastZeitpunkt: Type.String({ format: 'date-time' }),
  benutzungsstunden: Type.Integer(),
  grundlastKw: Type.Number(),
  anzahlWerte: Type.Integer(),
  von: Type.String({ format: 'date-time' }),
  bis: Type.String({ format: 'date-time' }),
  interpoliert: Type.Integer(),
});

/** POST and GET /api/lastgang/lieferstelle/{lieferstelleId}: the Kennzahlen and the import's German notes. */
export const LastgangAntwort = Type.Object({ kennzahlen: LastgangKennzahlen, hinweise: Type.Array(Type.String()) });
export type LastgangAntwort = Static<typeof LastgangAntwort>;

/** The values for the pictures: quarter-hour powers in kW from `beginn` on. */
export const LastgangWerte = Type.Object({ beginn: Type.String({ format: 'date-time' }), werteKw: Type.Array(Type.Number()) });
export type LastgangWerte = Static<typeof LastgangWerte>;

export const LastgangEinheit = Type.Union([Type.Literal('kW'), Type.Literal('kWh')]);

/** What a file's times name: the start of their quarter hour or its end (many meters stamp the end). */
export const LastgangZeitbezug = Type.Union([Type.Literal('beginn'), Type.Literal('ende')]);
export type LastgangZeitbezug = Static<typeof LastgangZeitbezug>;

/** Whether a Max. Leistung the Lastgang contradicts is replaced by the Lastgang's (rounded-up) Höchstlast. */
export const MaxLeistungEntscheidung = Type.Union([Type.Literal('uebernehmen'), Type.Literal('behalten')]);
export type MaxLeistungEntscheidung = Static<typeof MaxLeistungEntscheidung>;

/** A row of the file as the check read it: its quarter hour (start) and its value in kW. */
const GeleseneZeile = Type.Object({
  zeile: Type.Integer(),
  zeitText: Type.String(),
  wertText: Type.String(),
  beginn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  kw: Type.Union([Type.Number(), Type.Null()]),
});

/**
 * POST /api/lastgang/lieferstelle/{lieferstelleId}/vorschau: what an import would store, before anything is stored.
 * `zeitbezugErkannt` is what the file's first and last times suggest; `zeitbezug` how this preview read them.
 * `maxLeistung` is the proposal when the Lastgang contradicts the Lieferstelle's Max. Leistung, else null.
 */
export const LastgangVorschau = Type.Object({
  zeitbezug: LastgangZeitbezug,
  zeitbezugErkannt: LastgangZeitbezug,
  einheit: LastgangEinheit,
  ersteZeilen: Type.Array(GeleseneZeile),
  kennzahlen: LastgangKennzahlen,
  hinweise: Type.Array(Type.String()),
  maxLeistung: Type.Union([Type.Object({ erfasstKw: Type.Integer(), lautLastgangKw: Type.Integer() }), Type.Null()]),
});
export type LastgangVorschau = Static<typeof LastgangVorschau>;
