import { ArrayField, Datagrid, FunctionField, NumberField, TextField, useRecordContext } from 'react-admin';
import Typography from '@mui/material/Typography';
import { formatZahl } from '../../domain/format';
import { anzahl } from '../i18n/anzahl';
import type { GasLieferstelle, StromLieferstelle } from '../../domain/api/ausschreibung';
import { Angabenkarte, Angabenkarten } from '../ui/anzeige/Angabenkarten';
import { ZweiZeilen } from '../ui/anzeige/ZweiZeilen';
import { useSchmalerAls } from '../ui/fenster/useSchmalerAls';
import { Scrollbereich } from '../ui/scrollbereich/Scrollbereich';
import { LastgaengeHerunterladen, LastgangButton } from '../lastgang/LastgangButton';

interface MitLieferstellen {
  lieferstellen: { jahresverbrauchKwh: number; messart: string; maxLeistungKw?: number | null }[];
}

/** The totals a supplier prices on: number of points, annual volume, RLM points and their peak load. */
function Summen() {
  const a = useRecordContext<MitLieferstellen>();
  if (!a) return null;
  const rlm = a.lieferstellen.filter((l) => l.messart === 'RLM');
  const kwh = a.lieferstellen.reduce((s, l) => s + l.jahresverbrauchKwh, 0);
  const kw = rlm.reduce((s, l) => s + (l.maxLeistungKw ?? 0), 0);
  return (
    <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
      {`${anzahl('lieferstelle', a.lieferstellen.length)} · ${formatZahl(kwh)} kWh/Jahr`}
      {rlm.length > 0 && ` · davon ${formatZahl(rlm.length)} RLM mit zusammen ${formatZahl(kw)} kW`}
    </Typography>
  );
}

type Lieferstelle = (StromLieferstelle | GasLieferstelle) & { spannungsebene?: string; druckstufe?: string; maxLeistungKw?: number | null };

/** On a phone one card per Lieferstelle with every column of the table, so that nothing scrolls sideways. */
function LieferstellenKarten({ status }: { status: number | undefined }) {
  const a = useRecordContext<{ lieferstellen: Lieferstelle[] }>();
  if (!a?.lieferstellen.length) return <Typography color="text.secondary">Keine Lieferstellen.</Typography>;
  return (
    <Angabenkarten label="Lieferstellen">
      {a.lieferstellen.map((l) => (
        <Angabenkarte
          key={l.id}
          titel={l.bezeichnung}
          angaben={[
            { label: 'Anschrift', wert: `${l.strasse}, ${l.plz} ${l.ort}` },
            { label: 'MaLo-ID', wert: l.maloId },
            { label: 'Zählpunkt', wert: l.zaehlpunkt || '–' },
            { label: 'Netzbetreiber', wert: l.netzbetreiber },
            { label: 'Messart', wert: l.messart },
            { label: 'Jahresverbrauch (kWh)', wert: formatZahl(l.jahresverbrauchKwh) },
            { label: 'Max. Leistung (kW)', wert: l.maxLeistungKw == null ? '–' : formatZahl(l.maxLeistungKw) },
            { label: 'Spannung / Druck', wert: l.spannungsebene ?? l.druckstufe },
          ]}
          aktion={<LastgangButton lieferstelle={l} ausschreibungStatus={status} />}
        />
      ))}
    </Angabenkarten>
  );
}

/** A tender's Lieferstellen, read-only, with their totals: a table at the desk, one card per Lieferstelle on a phone. */
export function LieferstellenTable() {
  const ausschreibung = useRecordContext<{ status: number }>();
  const telefon = useSchmalerAls('sm');
  return (
    <>
      {telefon ? (
        <LieferstellenKarten status={ausschreibung?.status} />
      ) : (
        <Scrollbereich label="Lieferstellen">
          <ArrayField source="lieferstellen" label={false}>
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography color="text.secondary">Keine Lieferstellen.</Typography>}>
              <TextField source="bezeichnung" label="Bezeichnung" />
              <FunctionField label="Anschrift" render={(l: { strasse: string; plz: string; ort: string }) => `${l.strasse}, ${l.plz} ${l.ort}`} />
              {/* Both identify the meter point; one column for both lets every column fit a 1280 px screen. */}
              <FunctionField
                label="MaLo-ID / Zählpunkt"
                render={(l: { maloId: string; zaehlpunkt?: string | null }) => (
                  <ZweiZeilen oben={l.maloId} unten={l.zaehlpunkt || '–'} />
                )}
              />
              <TextField source="netzbetreiber" label="Netzbetreiber" />
              <TextField source="messart" label="Messart" />
              <NumberField source="jahresverbrauchKwh" label="Jahresverbrauch (kWh)" locales="de-DE" />
              <NumberField source="maxLeistungKw" label="Max. Leistung (kW)" locales="de-DE" emptyText="–" />
              <FunctionField label="Spannung / Druck" render={(l: { spannungsebene?: string; druckstufe?: string }) => l.spannungsebene ?? l.druckstufe} />
              <FunctionField label="Lastgang" render={(l: Parameters<typeof LastgangButton>[0]['lieferstelle']) => <LastgangButton lieferstelle={l} ausschreibungStatus={ausschreibung?.status} />} />
            </Datagrid>
          </ArrayField>
        </Scrollbereich>
      )}
      <Summen />
      <LastgaengeHerunterladen />
    </>
  );
}
