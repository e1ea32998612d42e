import { FunctionField, NumberField, TextField } from 'react-admin';
import { SPARTE_LABEL, type Sparte } from '../../domain/ausschreibung';
import type { AusschreibungZeile } from '../../domain/api/ausschreibungListe';
import { formatDatum, formatDatumZeit } from '../../domain/format';
import { StatusChip } from './StatusChip';

/** The columns every role's tender list shares; labels come from resources.ausschreibung.fields. */
export function ausschreibungColumns({ mitKunde }: { mitKunde: boolean }) {
  return [
    // A narrow column would break the number at its hyphens; the table scrolls instead.
    <TextField key="nummer" source="nummer" sx={{ whiteSpace: 'nowrap' }} />,
    <FunctionField<AusschreibungZeile> key="typ" source="typ" render={(r) => SPARTE_LABEL[r.typ as Sparte]} />,
    <TextField key="bezeichnung" source="bezeichnung" />,
    <FunctionField<AusschreibungZeile> key="status" source="status" render={() => <StatusChip />} />,
    ...(mitKunde ? [<TextField key="kunde" source="kunde" />] : []),
    <FunctionField<AusschreibungZeile> key="lieferbeginn" source="lieferbeginn" render={(r) => formatDatum(r.lieferbeginn)} />,
    <FunctionField<AusschreibungZeile> key="lieferende" source="lieferende" render={(r) => formatDatum(r.lieferende)} />,
    <FunctionField<AusschreibungZeile> key="angebotsfrist" source="angebotsfrist" render={(r) => formatDatumZeit(r.angebotsfrist)} />,
    <NumberField key="anzahlLieferstellen" source="anzahlLieferstellen" />,
    <NumberField key="jahresverbrauchKwh" source="jahresverbrauchKwh" locales="de-DE" />,
  ];
}
