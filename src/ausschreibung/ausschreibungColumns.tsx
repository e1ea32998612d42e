import { FunctionField, NumberField, TextField } from 'react-admin';
import Box from '@mui/material/Box';
import { SPARTE_LABEL, type Sparte } from '../../domain/ausschreibung';
import type { AusschreibungZeile } from '../../domain/api/ausschreibungListe';
import { formatDatum, formatDatumZeit } from '../../domain/format';
import { StatusChip } from './StatusChip';
import { ihrAngebotSpalte } from './IhrAngebot';
import { RestzeitChip } from './RestzeitChip';

/**
 * The columns every role's tender list shares; labels come from resources.ausschreibung.fields. Delivery start
 * and end share one column, so that the list fits a 1280 px screen with the Kunde and the number of offers. An
 * EVU's own offer stands beside the status, where the eye already is, and the time left under the Angebotsfrist.
 */
export function ausschreibungColumns({ mitKunde, mitAngeboten = false, mitEigenemAngebot = false, dringlichZuerst = false }: {
  mitKunde: boolean;
  mitAngeboten?: boolean;
  mitEigenemAngebot?: boolean;
  /** the administrator's queue: the Angebotsfrist header sorts by urgency (step, then the soonest Angebotsfrist) */
  dringlichZuerst?: boolean;
}) {
  return [
    // A narrow column would break the number at its hyphens; the table scrolls instead.
    <TextField key="nummer" source="nummer" sx={{ whiteSpace: 'nowrap' }} />,
    <FunctionField<AusschreibungZeile> key="typ" source="typ" render={(r) => SPARTE_LABEL[r.typ as Sparte]} />,
    <TextField key="bezeichnung" source="bezeichnung" />,
    <FunctionField<AusschreibungZeile> key="status" source="status" render={() => <StatusChip />} />,
    ...(mitEigenemAngebot ? [ihrAngebotSpalte()] : []),
    ...(mitKunde ? [<TextField key="kunde" source="kunde" />] : []),
    <FunctionField<AusschreibungZeile>
      key="lieferzeitraum"
      source="lieferbeginn"
      label="resources.ausschreibung.fields.lieferzeitraum"
      render={(r) => `${formatDatum(r.lieferbeginn)} – ${formatDatum(r.lieferende)}`}
    />,
    <FunctionField<AusschreibungZeile>
      key="angebotsfrist"
      source="angebotsfrist"
      // The EVU sorts by "Frist zuerst" from this header: what it can still bid on, by the time left; the administrator
      // by urgency, so the arrow stands on the column that orders the queue.
      sortBy={mitEigenemAngebot ? 'fristZuerst' : dringlichZuerst ? 'dringlichkeit' : 'angebotsfrist'}
      render={(r) =>
        mitEigenemAngebot ? (
          <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
            <span style={{ whiteSpace: 'nowrap' }}>{formatDatumZeit(r.angebotsfrist)}</span>
            <RestzeitChip angebotsfrist={r.angebotsfrist} status={r.status} />
          </Box>
        ) : (
          formatDatumZeit(r.angebotsfrist)
        )
      }
    />,
    <NumberField key="anzahlLieferstellen" source="anzahlLieferstellen" />,
    <NumberField key="jahresverbrauchKwh" source="jahresverbrauchKwh" locales="de-DE" />,
    ...(mitAngeboten ? [<NumberField key="anzahlAngebote" source="anzahlAngebote" />] : []),
  ];
}
