import { AddItemButton, ArrayInput, RemoveItemButton, SimpleFormIterator } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { Auswahl } from '../../ui/auswahl/Auswahl';
import { Texteingabe } from '../../ui/eingabe/Texteingabe';
import { maloId, minAnzahl, pflicht, plz, zaehlpunkt, zahl } from '../../ui/validierung/regeln';
import { LIEFERSTELLE_TEXTLAENGE } from '../../../domain/ausschreibung';
import { WAHL } from './auswahllisten';
import { LieferstellenImport } from './LieferstellenImport';

// Column widths in the order of the fields below: wide enough for a MaLo-ID or a Zählpunkt in full.
const SPALTEN = [200, 200, 90, 150, 150, 370, 200, 130, 170, 140, 150];
const tabelle = (theme: Theme) => ({
  [theme.breakpoints.up('sm')]: {
    overflowX: 'auto',
    '& .RaSimpleFormIterator-form': { flexDirection: 'row', flexWrap: 'nowrap', minWidth: 'max-content', gap: 1 },
    ...Object.fromEntries(SPALTEN.map((breite, i) => [`& .RaSimpleFormIterator-form > :nth-of-type(${i + 1})`, { width: breite, minWidth: breite, flexShrink: 0 }])),
  },
  // A phone shows two of the eleven columns: there each Lieferstelle is a short form, one field below the other.
  [theme.breakpoints.down('sm')]: {
    '& .RaSimpleFormIterator-form': { flexDirection: 'column', flexWrap: 'nowrap', alignItems: 'stretch', minWidth: 0, flexGrow: 1 },
    '& .RaSimpleFormIterator-form > *': { width: '100%' },
  },
});

/**
 * The Lieferstellen as an editable table: one row per delivery point, added and removed in place. Field
 * errors of the server land on their cell (`lieferstellen.2.maloId`). Numbers are typed German-style and
 * converted when the form is saved.
 */
export function LieferstellenInput({ sparte }: { sparte: 1 | 2 }) {
  return (
    <>
      <LieferstellenImport sparte={sparte} />
      <ArrayInput source="lieferstellen" validate={minAnzahl(1)}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<AddItemButton label="Lieferstelle hinzufügen" />}
          removeButton={<RemoveItemButton label="Lieferstelle entfernen" />}
          sx={tabelle}
        >
          <Texteingabe source="bezeichnung" validate={pflicht} maxLength={LIEFERSTELLE_TEXTLAENGE.bezeichnung} />
          <Texteingabe source="strasse" validate={pflicht} maxLength={LIEFERSTELLE_TEXTLAENGE.strasse} />
          <Texteingabe source="plz" validate={[pflicht, plz]} maxLength={5} inputMode="numeric" />
          <Texteingabe source="ort" validate={pflicht} maxLength={LIEFERSTELLE_TEXTLAENGE.ort} />
          <Texteingabe source="maloId" validate={[pflicht, maloId]} maxLength={11} inputMode="numeric" />
          <Texteingabe source="zaehlpunkt" validate={zaehlpunkt} maxLength={60} />
          <Texteingabe source="netzbetreiber" validate={pflicht} maxLength={LIEFERSTELLE_TEXTLAENGE.netzbetreiber} />
          <Auswahl source="messart" choices={WAHL.messart} validate={pflicht} />
          <Texteingabe source="jahresverbrauchKwh" unit="kWh" validate={[pflicht, zahl]} inputMode="numeric" />
          <Texteingabe source="maxLeistungKw" unit="kW" validate={zahl} inputMode="numeric" />
          {sparte === 1 ? (
            <Auswahl source="spannungsebene" choices={WAHL.spannungsebene} validate={pflicht} />
          ) : (
            <Auswahl source="druckstufe" choices={WAHL.druckstufe} validate={pflicht} />
          )}
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
