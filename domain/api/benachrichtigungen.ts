import { Type, type Static } from '@sinclair/typebox';
import { BENACHRICHTIGUNGS_ART_NAMEN } from '../benachrichtigungen';

const Art = Type.Union(BENACHRICHTIGUNGS_ART_NAMEN.map((art) => Type.Literal(art)));

/** One kind of mail and whether the user gets it; `pflicht` ones are always sent (`GET /framework/api/member/benachrichtigungen`). */
export const Benachrichtigung = Type.Object({ art: Art, mail: Type.Boolean(), pflicht: Type.Boolean() });
export type Benachrichtigung = Static<typeof Benachrichtigung>;
export const Benachrichtigungen = Type.Array(Benachrichtigung);

/** PUT: the list as read, with `mail` changed; `pflicht` may come back and is ignored, an art left out stays as it is. */
export const BenachrichtigungenEingabe = Type.Array(
  Type.Object({ art: Art, mail: Type.Boolean(), pflicht: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
  { maxItems: BENACHRICHTIGUNGS_ART_NAMEN.length },
);
export type BenachrichtigungenEingabe = Static<typeof BenachrichtigungenEingabe>;

/** An entry of the start page (`GET /framework/api/member/neuigkeiten`), newest first; `pfad` is a page of the portal. */
export const Neuigkeit = Type.Object({
  id: Type.Integer(),
  art: Art,
  text: Type.String(),
  pfad: Type.String(),
  at: Type.String({ format: 'date-time' }),
});
export type Neuigkeit = Static<typeof Neuigkeit>;
export const Neuigkeiten = Type.Array(Neuigkeit);
