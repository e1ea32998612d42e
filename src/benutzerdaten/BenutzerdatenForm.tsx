import type { ReactNode } from 'react';
import { Form, ResourceContextProvider, SaveButton, Title, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useBenutzerdaten, useBenutzerdatenSpeichern } from '../api/benutzerdaten';
import { ModelStateError } from '../api/http';
import { alsFormularFehler } from '../api/http/formularFehler';
import { FEHLER_ALLGEMEIN, meldeHttpFehler } from '../ui/notifications/useMeldung';

/**
 * The Benutzerdaten page of an area: loads the own profile through the area's data provider, lets the role's
 * fields (`children`) edit it and saves it back. The fields are named like in the administrator's form of the
 * same role (`resource`: kunde or evu). While a new e-mail address waits for its confirmation, the page says so.
 */
export function BenutzerdatenForm({ resource, children }: { resource: 'kunde' | 'evu'; children: ReactNode }) {
  const { data: daten, error } = useBenutzerdaten();
  const speichern = useBenutzerdatenSpeichern();
  const notify = useNotify();
  const ladefehler = error ? ((error as { body?: { message?: string } }).body?.message ?? FEHLER_ALLGEMEIN) : undefined;

  const speichere = async (werte: Record<string, unknown>) => {
    // Only the server says what is pending; the PUT schema does not know the field.
    const { emailAusstehend: _, ...eingabe } = werte;
    try {
      await speichern.mutateAsync(eingabe);
      notify('Ihre Daten wurden gespeichert.', { type: 'success' });
    } catch (fehler) {
      if (fehler instanceof ModelStateError) {
        notify(fehler.body.message, { type: 'error' });
        // react-admin's Form puts returned errors onto the fields.
        return alsFormularFehler(fehler.body);
      }
      meldeHttpFehler(fehler);
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Title title="Benutzerdaten" />
      {daten?.emailAusstehend && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          Wir haben eine Bestätigung an {daten.emailAusstehend} gesendet. Die neue Adresse gilt, sobald Sie den Link darin geöffnet haben.
        </Alert>
      )}
      <Card>
        <CardContent>
          {ladefehler && <Alert severity="error">{ladefehler}</Alert>}
          {!daten && !ladefehler && <Skeleton variant="rounded" height={320} aria-label="Lade..." />}
          {daten && (
            // A new key per version: the form starts from what was saved, not from what was typed.
            <ResourceContextProvider value={resource}>
              <Form key={daten.version} record={daten} onSubmit={speichere}>
                {children}
                <Box sx={{ mt: 2 }}>
                  <SaveButton />
                </Box>
              </Form>
            </ResourceContextProvider>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
