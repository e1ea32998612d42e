import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { meldungen, type Meldungsart } from './meldungsSpeicher';

const HTTP_STATUSZEILE = /^\d{3}( |$)/;
// react-admin's own words for a failed call: the call's failed-call toast already says what the server said.
// A record that failed to load ('Das Element existiert nicht') is one: the server's
// 'Die Ausschreibung wurde nicht gefunden.' is the clearer of the two, and one message is enough.
const SCHON_GEMELDET = new Set(['ra.notification.http_error', 'ra.notification.item_doesnt_exist']);
const ART = { error: 'fehler', success: 'erfolg', info: 'info', warning: 'warnung' } as const satisfies Record<string, Meldungsart>;

/**
 * react-admin's `notification` slot: its messages (useNotify) go into the portal's one store, so they live,
 * stack and de-duplicate like every other message. The portal's changes are audited rather than undone:
 * an undoable change is committed at once.
 */
export function RaNotifications() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const takeMutation = useTakeUndoableMutation();
  useEffect(() => {
    // One per run: takeNotification reads the list of this render, so it would hand out the same
    // notification again in a loop. Taking one changes the list, which runs this effect for the next.
    const n = takeNotification();
    if (!n) return;
    const optionen = n.notificationOptions ?? {};
    if (optionen.undoable) takeMutation()?.({ isUndo: false });
    const text = typeof n.message === 'string' ? translate(n.message, { _: n.message, ...optionen.messageArgs }) : String(n.message);
    // A failed call was already shown as a failed-call toast ('Fehler') with the server's message (shell/queryClient.ts).
    if (n.type === 'error' && (HTTP_STATUSZEILE.test(text) || SCHON_GEMELDET.has(String(n.message)))) return;
    meldungen.melde(ART[n.type], text);
  }, [notifications, takeNotification, takeMutation, translate]);
  return null;
}
