import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { SingleSelect, SingleSelectField, type SelectOption, type Id } from '../select/SingleSelect';
import { MultiSelect } from '../select/MultiSelect';
import { BitFlagGroup } from '../bitflags/BitFlagGroup';
import { BitFlagInput } from '../bitflags/BitFlagInput';
import { PortalDateInput, PortalDateTimeInput } from '../date/PortalDateInput';
import { DayMonthYearInput } from '../date/DayMonthYearInput';
import { EmailInput } from '../input/EmailInput';
import { PortalTextInput } from '../input/PortalTextInput';
import { FileUpload } from '../upload/FileUpload';
import { FileUploadInput } from '../upload/FileUploadInput';
import { melde } from '../notifications/useMeldung';
import { RangeSlider } from '../slider/RangeSlider';
import { einesVonZwei, fremdschluessel, gleich, maloId, maxAnzahl, minAnzahl, nurZiffern, pflicht, ungleich, zaehlpunkt, zahl } from '../validation/rules';
import { Abschnitt, Raster, Zustand } from './Abschnitt';

const SPARTEN: readonly SelectOption[] = [
  { value: 1, label: 'Strom' },
  { value: 2, label: 'Gas' },
  { value: 3, label: 'Wärme' },
];

const VERSORGER: readonly SelectOption[] = [
  { value: 11, label: 'Nordwind Strom GmbH', group: 'Strom' },
  { value: 14, label: 'Ostsee Energie AG', group: 'Strom' },
  { value: 12, label: 'Stadtwerke Musterstadt', group: 'Strom und Gas' },
  { value: 13, label: 'Gasversorgung Süd AG', group: 'Gas' },
];

const KUNDENTYPEN: readonly SelectOption[] = [
  { value: 'unbekannt', label: 'Noch nicht festgelegt' },
  { value: 'privat', label: 'Privatkunde' },
  { value: 'gewerbe', label: 'Gewerbekunde' },
];

const SPARTEN_FLAGS = [
  { bit: 1, name: 'Strom' },
  { bit: 2, name: 'Gas' },
];

/** Never answers: the field stays at 'Lade...'. */
const nieGeladen = () => new Promise<SelectOption[]>(() => {});
const langsamGeladen = () => new Promise<SelectOption[]>((fertig) => setTimeout(() => fertig([...SPARTEN]), 3000));
const leerGeladen = () => Promise.resolve<SelectOption[]>([]);

const mindestensEineSparte = (wert: unknown) => (Number(wert) ? undefined : 'Mindestens eine Sparte wird erwartet.');

/** The record the form starts with; several values put their field into an error state. */
export const STARTWERTE = {
  sparte: 2,
  sparteLeer: null,
  sparteLaedt: 1,
  sparteLangsam: 3,
  sparteKeine: null,
  sparteFremd: 99,
  sparteGesperrt: 1,
  sparten: [1, 2],
  spartenLeer: [],
  spartenMin: [],
  spartenFremd: [1, 42],
  spartenLaedt: [],
  menge: 4,
  preis: 12.5,
  reglerMax: 6,
  reglerWert: 3,
  reglerGesperrt: 5,
  lieferbeginn: '2027-01-01',
  lieferende: null,
  angebotsfrist: '2026-11-30T11:00:00.000Z',
  geburtsdatum: '1980-05-17',
  geburtsdatumFalsch: '2001-02-31',
  geburtsdatumLeer: null,
  sparteFlags: 3,
  sparteFlagsLeer: 0,
  firma: 'Stadtwerke Musterstadt GmbH',
  firmaGesperrt: 'Nordwind Strom GmbH',
  verbrauch: '125000',
  ort: '',
  kuerzel: 'SWM',
  bemerkung: 'Lieferung ab 1. Januar.\nBitte Angebote mit fester Laufzeit.',
  pflichtfeld: '',
  zentrale: '',
  email: 'einkauf@stadtwerke-musterstadt.example',
  emailFalsch: 'einkauf(at)stadtwerke',
  ziffern: '12a4',
  zahlFeld: 'zwölf',
  passwort: 'Sonne#2026',
  passwortBestaetigung: 'Sonne#2025',
  telefon: '',
  mobil: '',
  maloIdFeld: '12345678901',
  zaehlpunktFeld: 'DE123',
  versorger: null,
  kundentyp: 'unbekannt',
  spartenMax: [1, 2, 3],
  dokumente: [],
};

/** Fields shown as touched from the start, so their messages appear without a click. */
const BERUEHRT = [
  'sparteLeer',
  'spartenMin',
  'lieferende',
  'geburtsdatumFalsch',
  'sparteFlagsLeer',
  'pflichtfeld',
  'emailFalsch',
  'ziffern',
  'zahlFeld',
  'passwortBestaetigung',
  'telefon',
  'mobil',
  'maloIdFeld',
  'zaehlpunktFeld',
  'versorger',
  'kundentyp',
  'spartenMax',
] as const;

function BeruehrtBeimStart({ felder }: { felder: readonly string[] }) {
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    // After the form's own start: react-admin resets the form (and so every "touched") in its mount effect,
    // which runs after this one of a child.
    const zeitgeber = setTimeout(() => {
      for (const feld of felder) setValue(feld, getValues(feld), { shouldTouch: true, shouldValidate: true });
    });
    return () => clearTimeout(zeitgeber);
    // Once, when the form starts.
  }, []);
  return null;
}

/** What the form holds for a field, to show what an input stores. */
function Wert({ name }: { name: string }) {
  const wert: unknown = useWatch({ name });
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -0.5 }}>
      Wert im Formular: <code>{JSON.stringify(wert ?? null)}</code>
    </Typography>
  );
}

function FilterAuswahl() {
  const [wert, setWert] = useState<Id | null>(null);
  return <SingleSelectField label="Sparte (Filter)" choices={SPARTEN} value={wert} onChange={setWert} hint="Ohne Formular, z. B. über einer Liste." />;
}

function Pruefen() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} alignItems={{ sm: 'center' }}>
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        Prüfen
      </Button>
      <Typography variant="body2" color="text.secondary">
        „Prüfen“ sendet das Formular ab, ohne etwas zu speichern: danach stehen unter allen Feldern ihre Meldungen.
      </Typography>
    </Stack>
  );
}

/** Every input of src/ui inside one react-admin form, each in its states. */
export function InputsPattern() {
  return (
    <Form record={STARTWERTE} onSubmit={() => melde('erfolg', 'Alle Eingaben sind gültig.')} disableInvalidFormNotification noValidate>
      <Stack gap={3}>
        <Alert severity="info">
          Die folgenden Abschnitte bilden ein Formular. Einige Felder zeigen ihren Fehlerzustand schon beim Öffnen, weil sie als berührt gelten;
          die übrigen Meldungen erscheinen, sobald ein Feld verlassen wird oder nach „Prüfen“.
        </Alert>
        <Pruefen />

        <Abschnitt id="auswahl" titel="Auswahl" beschreibung="Einzelauswahl mit „Bitte wählen“, Ladezustand, leerer Liste und einem Wert, den die Liste nicht kennt.">
          <Raster>
            <Zustand titel="Gewählt, mit Hinweis">
              <SingleSelect source="sparte" label="Sparte" choices={SPARTEN} hint="Die Sparte der Ausschreibung." />
            </Zustand>
            <Zustand titel="Pflichtfeld ohne Wahl (berührt)">
              <SingleSelect source="sparteLeer" label="Sparte" choices={SPARTEN} validate={fremdschluessel} />
            </Zustand>
            <Zustand titel="Lädt (ohne Ende)">
              <SingleSelect source="sparteLaedt" label="Sparte" laden={nieGeladen} />
            </Zustand>
            <Zustand titel="Lädt 3 Sekunden">
              <SingleSelect source="sparteLangsam" label="Sparte" laden={langsamGeladen} />
            </Zustand>
            <Zustand titel="Leere Liste">
              <SingleSelect source="sparteKeine" label="Sparte" laden={leerGeladen} />
            </Zustand>
            <Zustand titel="Wert 99 fehlt in der Liste">
              <SingleSelect source="sparteFremd" label="Sparte" choices={SPARTEN} />
            </Zustand>
            <Zustand titel="Gesperrt">
              <SingleSelect source="sparteGesperrt" label="Sparte" choices={SPARTEN} disabled />
            </Zustand>
            <Zustand titel="Außerhalb eines Formulars">
              <FilterAuswahl />
            </Zustand>
          </Raster>
        </Abschnitt>

        <Abschnitt id="mehrfachauswahl" titel="Mehrfachauswahl" beschreibung="Die gewählten Einträge erscheinen als Chips; der Wert im Formular ist die Liste der ids.">
          <Raster>
            <Zustand titel="Zwei gewählt">
              <MultiSelect source="sparten" label="Sparten" choices={SPARTEN} />
              <Wert name="sparten" />
            </Zustand>
            <Zustand titel="Nichts gewählt">
              <MultiSelect source="spartenLeer" label="Sparten" choices={SPARTEN} />
            </Zustand>
            <Zustand titel="Mindestens einer erwartet (berührt)">
              <MultiSelect source="spartenMin" label="Sparten" choices={SPARTEN} validate={minAnzahl(1)} />
            </Zustand>
            <Zustand titel="Wert 42 fehlt in der Liste">
              <MultiSelect source="spartenFremd" label="Sparten" choices={SPARTEN} />
            </Zustand>
            <Zustand titel="Lädt (ohne Ende)">
              <MultiSelect source="spartenLaedt" label="Sparten" laden={nieGeladen} />
            </Zustand>
          </Raster>
        </Abschnitt>

        <Abschnitt id="schieberegler" titel="Schieberegler" beschreibung="Vorgaben: min 0, max 10, Schritt 1. max und der Wert müssen Vielfache des Schritts sein.">
          <Raster>
            <Zustand titel="Vorgaben">
              <RangeSlider source="menge" label="Anzahl Lieferstellen" />
            </Zustand>
            <Zustand titel="Mit Einheit, Schritt 0,5">
              <RangeSlider source="preis" label="Arbeitspreis" min={0} max={40} step={0.5} unit="ct/kWh" hint="Pfeiltasten bewegen den Regler um einen Schritt." />
            </Zustand>
            <Zustand titel="max 10 bei Schritt 3">
              <RangeSlider source="reglerMax" label="Laufzeit" max={10} step={3} unit="Jahre" />
            </Zustand>
            <Zustand titel="Wert 3 bei Schritt 2">
              <RangeSlider source="reglerWert" label="Laufzeit" step={2} unit="Jahre" />
            </Zustand>
            <Zustand titel="Gesperrt">
              <RangeSlider source="reglerGesperrt" label="Laufzeit" unit="Jahre" disabled />
            </Zustand>
          </Raster>
        </Abschnitt>

        <Abschnitt id="datum" titel="Datum" beschreibung="Deutsche Kalender (Montag zuerst) im Format TT.MM.JJJJ; ein Datum wird als JJJJ-MM-TT gespeichert, ein Zeitpunkt als ISO-Zeitpunkt.">
          <Raster>
            <Zustand titel="Datum">
              <PortalDateInput source="lieferbeginn" label="Lieferbeginn" hint="Erster Liefertag." />
              <Wert name="lieferbeginn" />
            </Zustand>
            <Zustand titel="Pflichtdatum leer (berührt)">
              <PortalDateInput source="lieferende" label="Lieferende" validate={pflicht} />
            </Zustand>
            <Zustand titel="Datum und Uhrzeit">
              <PortalDateTimeInput source="angebotsfrist" label="Angebotsfrist" />
              <Wert name="angebotsfrist" />
            </Zustand>
            <Zustand titel="Tag, Monat, Jahr">
              <DayMonthYearInput source="geburtsdatum" label="Geburtsdatum" />
              <Wert name="geburtsdatum" />
            </Zustand>
            <Zustand titel="31. Februar (berührt)">
              <DayMonthYearInput source="geburtsdatumFalsch" label="Geburtsdatum" />
            </Zustand>
            <Zustand titel="Leer, Jahre bis 18 zurück">
              <DayMonthYearInput source="geburtsdatumLeer" label="Geburtsdatum" maxAge={18} />
            </Zustand>
          </Raster>
        </Abschnitt>

        <Abschnitt id="bitflags" titel="Bit-Flag-Gruppe" beschreibung="Der Wert ist das ODER der angekreuzten Flags: Strom = 1, Gas = 2, beide = 3.">
          <Raster>
            <Zustand titel="Beide Sparten">
              <BitFlagInput source="sparteFlags" label="Sparten" flags={SPARTEN_FLAGS} />
              <Wert name="sparteFlags" />
            </Zustand>
            <Zustand titel="Keine Sparte (berührt)">
              <BitFlagInput source="sparteFlagsLeer" label="Sparten" flags={SPARTEN_FLAGS} validate={mindestensEineSparte} />
            </Zustand>
            <Zustand titel="Gesperrt, ohne Formular">
              <BitFlagGroup label="Sparten" flags={SPARTEN_FLAGS} wert={1} onChange={() => undefined} disabled />
            </Zustand>
          </Raster>
        </Abschnitt>

        <Abschnitt id="texteingabe" titel="Texteingabe" beschreibung="Beschriftung, Hinweis, Einheit, Platzhalter und Höchstlänge; Meldungen erscheinen, sobald das Feld berührt wurde.">
          <Raster>
            <Zustand titel="Mit Hinweis">
              <PortalTextInput source="firma" label="Firma" hint="Wie im Handelsregister eingetragen." autoComplete="organization" />
            </Zustand>
            <Zustand titel="Mit Einheit">
              <PortalTextInput source="verbrauch" label="Jahresverbrauch" unit="kWh" inputMode="numeric" validate={nurZiffern} />
            </Zustand>
            <Zustand titel="Mit Platzhalter">
              <PortalTextInput source="ort" label="Ort" placeholder="z. B. Musterstadt" />
            </Zustand>
            <Zustand titel="Höchstens 5 Zeichen">
              <PortalTextInput source="kuerzel" label="Kürzel" maxLength={5} hint="Höchstens 5 Zeichen." />
            </Zustand>
            <Zustand titel="Mehrzeilig">
              <PortalTextInput source="bemerkung" label="Bemerkung" multiline />
            </Zustand>
            <Zustand titel="Pflichtfeld leer (berührt)">
              <PortalTextInput source="pflichtfeld" label="Ansprechpartner" validate={pflicht} />
            </Zustand>
            <Zustand titel="Pflichtfeld leer (unberührt)">
              <PortalTextInput source="zentrale" label="Telefonzentrale" validate={pflicht} hint="Die Meldung erscheint nach dem Verlassen oder nach „Prüfen“." />
            </Zustand>
            <Zustand titel="Gesperrt">
              <PortalTextInput source="firmaGesperrt" label="Firma" disabled />
            </Zustand>
          </Raster>
        </Abschnitt>

        <Abschnitt id="email" titel="E-Mail-Eingabe" beschreibung="Das Eingabefeld hat die id „<Feldname>_input“.">
          <Raster>
            <Zustand titel="Gültige Adresse">
              <EmailInput source="email" label="E-Mail-Adresse" validate={pflicht} />
            </Zustand>
            <Zustand titel="Ungültige Adresse (berührt)">
              <EmailInput source="emailFalsch" label="E-Mail-Adresse" placeholder="name@firma.de" />
            </Zustand>
          </Raster>
        </Abschnitt>

        <Abschnitt id="regeln" titel="Prüfregeln" beschreibung="Die übrigen Prüfregeln mit ihren deutschen Meldungen; alle Felder gelten als berührt.">
          <Raster>
            <Zustand titel="Nur Ziffern">
              <PortalTextInput source="ziffern" label="Kundennummer" validate={nurZiffern} />
            </Zustand>
            <Zustand titel="Zahl">
              <PortalTextInput source="zahlFeld" label="Leistung" unit="kW" validate={zahl} />
            </Zustand>
            <Zustand titel="Passwort und Bestätigung">
              <PortalTextInput source="passwort" label="Passwort" type="password" autoComplete="new-password" />
              <PortalTextInput source="passwortBestaetigung" label="Passwort bestätigen" type="password" autoComplete="new-password" validate={gleich('passwort')} />
            </Zustand>
            <Zustand titel="Eines von zwei Feldern">
              <PortalTextInput source="telefon" label="Telefon" validate={einesVonZwei('mobil')} />
              <PortalTextInput source="mobil" label="Mobil" validate={einesVonZwei('telefon')} />
            </Zustand>
            <Zustand titel="MaLo-ID mit falscher Prüfziffer (richtig: 12345678905)">
              <PortalTextInput source="maloIdFeld" label="MaLo-ID" maxLength={11} validate={maloId} />
            </Zustand>
            <Zustand titel="Zählpunkt">
              <PortalTextInput source="zaehlpunktFeld" label="Zählpunktbezeichnung" validate={zaehlpunkt} />
            </Zustand>
            <Zustand titel="Fremdschlüssel nicht gewählt">
              <SingleSelect source="versorger" label="Versorger" choices={VERSORGER} validate={fremdschluessel} />
            </Zustand>
            <Zustand titel="Verbotener Wert">
              <SingleSelect source="kundentyp" label="Kundentyp" choices={KUNDENTYPEN} validate={ungleich('unbekannt', 'Bitte legen Sie den Kundentyp fest.')} />
            </Zustand>
            <Zustand titel="Höchstens zwei Einträge">
              <MultiSelect source="spartenMax" label="Sparten" choices={SPARTEN} validate={maxAnzahl(2)} />
            </Zustand>
          </Raster>
        </Abschnitt>

        <Abschnitt
          id="dateiupload"
          titel="Dateiupload"
          beschreibung="Datei per Knopf wählen oder hineinziehen; Typ und Größe (höchstens 20 MB) werden vor dem Senden geprüft, dann zeigt ein Balken den Fortschritt."
        >
          <Raster spalte={320}>
            <Zustand titel="Gesperrt, nur PDF, eine Datei">
              <FileUpload url="/api/upload/ausschreibung/1" accept=".pdf" mehrere={false} disabled />
            </Zustand>
            <Zustand titel="Im Formular, mehrere Dateien">
              <FileUploadInput source="dokumente" label="Dokumente zur Ausschreibung 1" url="/api/upload/ausschreibung/1" hint="Nach dem Hochladen steht die id des Dokuments im Formular." />
              <Wert name="dokumente" />
            </Zustand>
          </Raster>
          <Alert severity="warning" sx={{ mt: 2 }}>
            Achtung, dieser Upload ist echt: Eine hier gewählte Datei wird an die Ausschreibung 1 angehängt (Administratoren dürfen das) und bleibt
            dort, bis sie in der Datenbank entfernt wird. Für eine Vorführung genügt eine kleine, harmlose Datei.
          </Alert>
        </Abschnitt>

        <Box>
          <Pruefen />
        </Box>
      </Stack>
      <BeruehrtBeimStart felder={BERUEHRT} />
    </Form>
  );
}
