import { Type, type TSchema } from '@sinclair/typebox';

/** The answer of a call that has nothing to say on success: 204, `reply.status(204).send()`. */
export const KeinInhalt = Type.Unsafe<undefined>(Type.Null({ description: 'Erledigt, ohne Inhalt' }));

/**
 * Error bodies as the one error handler writes them (server/plugins/errorHandler.ts). They admit further
 * fields, so documenting a status never makes the serializer drop what an error carries.
 */
const Meldung = (description: string) => Type.Object({ message: Type.String() }, { description, additionalProperties: true });

const ModelState = (description: string) =>
  Type.Object(
    {
      message: Type.String(),
      errors: Type.Optional(
        Type.Record(Type.String(), Type.Array(Type.String()), { description: 'field path (`lieferstellen[2].maloId`) → its messages' }),
      ),
    },
    { description, additionalProperties: true },
  );

/** The error answers the API may give, by status; which of them a route documents depends on the route. */
export const FEHLER_ANTWORTEN = {
  400: ModelState('Ungültige Eingaben (Model State mit den Meldungen je Feld)'),
  401: Meldung('Nicht angemeldet oder Sitzung abgelaufen'),
  403: Meldung('Keine Berechtigung, oder das XSRF-Token fehlt'),
  404: Meldung('Nicht gefunden'),
  409: Meldung('Inzwischen geändert (veraltete Version) oder gleichzeitig angelegt'),
  413: ModelState('Die Anfrage ist zu groß'),
  414: ModelState('Die Adresse der Anfrage ist zu lang'),
  415: ModelState('Dieses Format der Anfrage wird nicht unterstützt'),
  429: Meldung('Zu viele Anfragen'),
  500: Type.Object(
    { message: Type.String(), errorId: Type.String({ description: 'the same id is in the server log' }) },
    { description: 'Unerwarteter Fehler', additionalProperties: true },
  ),
  // Any call may meet it, before its route runs: the request queue is full or the server is shutting down.
  503: ModelState('Der Server ist ausgelastet oder wird beendet; Retry-After sagt, wann ein neuer Versuch lohnt'),
} satisfies Record<number, TSchema>;

export type FehlerStatus = keyof typeof FEHLER_ANTWORTEN;

/** A body the server sends as it is (a file, CSV): documented by its media type, not serialized by a schema. */
export const Datei = (medientypen: string[], description: string) =>
  // Bytes, text or a stream: what the handler sends is not the schema's business.
  Type.Unsafe<unknown>({
    description,
    content: Object.fromEntries(medientypen.map((typ) => [typ, { schema: Type.String({ format: 'binary' }) }])),
  });
