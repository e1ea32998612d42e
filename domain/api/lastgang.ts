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
