import { AnschriftUndKontakt } from '../../bereich/benutzerdaten/AnschriftUndKontakt';
import { BenutzerdatenFormular } from '../../bereich/benutzerdaten/BenutzerdatenFormular';
import { Zeile } from '../../bereich/benutzerdaten/Zeile';
import { SPARTEN_FLAGS } from '../../domain/ausschreibung';
import { BitFlagInput } from '../../ui/bitflags/BitFlagInput';
import { Texteingabe } from '../../ui/eingabe/Texteingabe';
import { pflicht, type Regel } from '../../ui/validierung/regeln';

const mindestensEineSparte: Regel = (wert) => (Number(wert) ? undefined : 'Bitte wählen Sie mindestens eine Sparte.');
const bdewCodenummer: Regel = (wert) => (wert && !/^\d{13}$/.test(String(wert)) ? 'Die BDEW-Codenummer hat 13 Ziffern.' : undefined);

/** /evu/benutzerdaten: the supplier's own profile; its Sparten decide which tenders it can be invited to. */
export function BenutzerdatenSeite() {
  return (
    <BenutzerdatenFormular url="/api/evu/benutzerdaten">
      <Texteingabe source="firma" label="Firma" validate={pflicht} autoComplete="organization" maxLength={200} />
      <BitFlagInput source="sparten" label="Sparten" flags={SPARTEN_FLAGS} validate={mindestensEineSparte} />
      <Texteingabe source="bdewCodenummer" label="BDEW-Codenummer" hint="13 Ziffern, falls vorhanden" validate={bdewCodenummer} inputMode="numeric" maxLength={13} />
      <Texteingabe source="ansprechpartner" label="Ansprechpartner für Ausschreibungen" validate={pflicht} maxLength={200} />
      <Zeile>
        <Texteingabe source="vorname" label="Vorname" validate={pflicht} autoComplete="given-name" maxLength={100} />
        <Texteingabe source="nachname" label="Nachname" validate={pflicht} autoComplete="family-name" maxLength={100} />
      </Zeile>
      <AnschriftUndKontakt />
    </BenutzerdatenFormular>
  );
}
