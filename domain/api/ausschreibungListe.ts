import { Type, type Static } from '@sinclair/typebox';

/** One row of a tender list as every role's list endpoint answers it. */
export const AusschreibungZeile = Type.Object({
  id: Type.Integer(),
  nummer: Type.String(),
  typ: Type.Integer({ description: '1 Strom, 2 Gas' }),
  bezeichnung: Type.String(),
  status: Type.Integer({ minimum: 0, maximum: 5 }),
  kunde: Type.String({ description: 'Firma oder Name des Kunden' }),
  lieferbeginn: Type.String({ format: 'date' }),
  lieferende: Type.String({ format: 'date' }),
  angebotsfrist: Type.String({ format: 'date-time' }),
  anzahlLieferstellen: Type.Integer(),
  jahresverbrauchKwh: Type.Integer(),
  anzahlAngebote: Type.Integer(),
});
export type AusschreibungZeile = Static<typeof AusschreibungZeile>;
