import { useState } from 'react';
import { SaveButton, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TYP_BEGRUENDUNG_LAENGE, type KundeDatensatz } from '../../../domain/api/personenAdmin';
import { DialogFrame } from '../../ui/dialogs/DialogFrame';
import { kundeEingabe } from './kundeEingabe';

/**
 * Saves a Kunde. Once one of its tenders is released its type is fixed (§ 134 GWB: each release fixed that tender's
 * Stillhaltefrist from it); a changed type is then saved only with a Begründung, which the audit trail keeps.
 */
export function KundeSpeichernButton() {
  const k = useRecordContext<KundeDatensatz>();
  const typ = useWatch({ name: 'typ' }) as string | undefined;
  const [offen, setOffen] = useState(false);
  const [begruendung, setBegruendung] = useState('');
  if (!k?.typFestgelegt || typ === k.typ) return <SaveButton />;
  const schliessen = () => setOffen(false);
  return (
    <>
      {/* Asks first: the save itself is the dialog's button. */}
      <SaveButton
        type="button"
        onClick={(e) => {
          e.preventDefault();
          setOffen(true);
        }}
      />
      <DialogFrame
        offen={offen}
        titel="Kundentyp ändern?"
        onSchliessen={schliessen}
        aktionen={
          <>
            <Button onClick={schliessen}>Abbrechen</Button>
            <SaveButton
              type="button"
              label="Mit Begründung speichern"
              disabled={!begruendung.trim()}
              transform={(werte: Record<string, unknown>) => ({ ...kundeEingabe(werte), version: werte.version, typBegruendung: begruendung.trim() })}
            />
          </>
        }
      >
        <Stack spacing={2}>
          <DialogContentText>
            {`Der Kundentyp ist festgelegt, weil bereits eine Ausschreibung dieses Kunden freigegeben wurde. Die Änderung von „${k.typ}“ zu „${typ ?? ''}“ wird mit Ihrer Begründung protokolliert. Bereits freigegebene Ausschreibungen behalten, ob für sie die Stillhaltefrist nach § 134 GWB gilt.`}
          </DialogContentText>
          <TextField
            label="Begründung"
            required
            value={begruendung}
            onChange={(e) => setBegruendung(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: TYP_BEGRUENDUNG_LAENGE } }}
          />
        </Stack>
      </DialogFrame>
    </>
  );
}
