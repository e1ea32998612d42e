import { Type, type Static } from '@sinclair/typebox';

const Zahl = (label: string) => Type.Object({ label: Type.String({ description: label }), anzahl: Type.Integer() });

/** Administrator dashboard: the pipeline, what needs the administrator, deadlines and volumes. */
export const DashboardAntwort = Type.Object({
  proStatus: Type.Array(Type.Composite([Type.Object({ status: Type.Integer() }), Zahl('Status')])),
  proSparte: Type.Array(Type.Composite([Type.Object({ typ: Type.Integer() }), Zahl('Sparte')])),
  gesamt: Type.Integer(),
  anzahlKunden: Type.Integer(),
  anzahlEvus: Type.Integer(),
  /** tenders waiting for the administrator: status 0 to review, status 2 to release the offers */
  zuPruefen: Type.Integer(),
  angeboteFreizugeben: Type.Integer(),
  /** the soonest Angebots- and Bindefristen ending within the next 7 days (at most 10), soonest first */
  fristen: Type.Array(
    Type.Object({
      id: Type.Integer(),
      nummer: Type.String(),
      bezeichnung: Type.String(),
      typ: Type.Integer(),
      kunde: Type.String(),
      art: Type.Union([Type.Literal('Angebotsfrist'), Type.Literal('Bindefrist')]),
      frist: Type.String({ format: 'date-time' }),
    }),
  ),
  /** open tenders with bidders' questions still unanswered (at most 10), the longest waiting first (issue 42) */
  offeneBieterfragen: Type.Array(
    Type.Object({
      id: Type.Integer(),
      nummer: Type.String(),
      bezeichnung: Type.String(),
      typ: Type.Integer(),
      anzahl: Type.Integer(),
      /** when the oldest of them was asked */
      seit: Type.String({ format: 'date-time' }),
    }),
  ),
  /** how many questions wait for an answer in all */
  offeneBieterfragenGesamt: Type.Integer(),
  /** how many deadlines end within the next 7 days in all; a busy portal has far more than a page shows */
  fristenGesamt: Type.Integer(),
  /** EVUs whose application for a Zulassung waits for the administrator's decision (issue 45) */
  zulassungenInPruefung: Type.Integer(),
  /** sum of the Lieferstellen's annual volume by month of Lieferbeginn ('YYYY-MM') and Sparte; cancelled tenders (status Aufgehoben) left out */
  volumenProMonat: Type.Array(Type.Object({ monat: Type.String(), stromKwh: Type.Number(), gasKwh: Type.Number() })),
});
export type DashboardAntwort = Static<typeof DashboardAntwort>;
