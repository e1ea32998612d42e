import { FunctionField } from 'react-admin';
import Chip from '@mui/material/Chip';
import type { AusschreibungZeile } from '../../domain/api/ausschreibungListe';
import { AusschreibungStatus } from '../../domain/ausschreibung';

export type IhrAngebot = 'abgegeben' | 'offen' | 'nicht abgegeben';

/** Whether the EVU has bid; in an EVU's list the row's offer count is its own offer (0 or 1). */
export function ihrAngebot(r: Pick<AusschreibungZeile, 'anzahlAngebote' | 'status'>): IhrAngebot {
  if (r.anzahlAngebote > 0) return 'abgegeben';
  return r.status === AusschreibungStatus.Aktiv ? 'offen' : 'nicht abgegeben';
}

const FARBE = { abgegeben: 'success', offen: 'warning', 'nicht abgegeben': 'default' } as const;

/** The EVU list's column "Ihr Angebot"; sorting by it puts what needs the EVU first (the server's key `vorrang`). */
export function ihrAngebotSpalte() {
  return (
    <FunctionField<AusschreibungZeile>
      key="ihrAngebot"
      label="resources.ausschreibung.fields.ihrAngebot"
      sortBy="vorrang"
      render={(r) => {
        const zustand = ihrAngebot(r);
        return <Chip size="small" variant={zustand === 'offen' ? 'filled' : 'outlined'} color={FARBE[zustand]} label={zustand} />;
      }}
    />
  );
}
