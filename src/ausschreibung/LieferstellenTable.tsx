import { ArrayField, Datagrid, FunctionField, NumberField, TextField, useRecordContext, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { formatZahl } from '../../domain/format';
import { anzahl } from '../i18n/anzahl';
import type { GasLieferstelle, StromLieferstelle } from '../../domain/api/ausschreibung';
import { DetailCard, DetailCards } from '../ui/display/DetailCards';
import { TwoLines } from '../ui/display/TwoLines';
import { useNarrowerThan } from '../ui/viewport/useNarrowerThan';
import { ScrollArea } from '../ui/scroll/ScrollArea';
import { LastgaengeHerunterladenButtons } from '../lastgang/LastgaengeHerunterladenButtons';
import { LastgangButton } from '../lastgang/LastgangButton';

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
  const translate = useTranslate();
  const wort = (feld: string) => translate(`portal.ausschreibung.lieferstellen.${feld}`);
  if (!a?.lieferstellen.length) return <Typography color="text.secondary">Keine Lieferstellen.</Typography>;
  return (
    <DetailCards label={translate('portal.ausschreibung.reiter.lieferstellen')}>
      {a.lieferstellen.map((l) => (
        <DetailCard
          key={l.id}
          titel={l.bezeichnung}
          angaben={[
            { label: wort('anschrift'), wert: `${l.strasse}, ${l.plz} ${l.ort}` },
            { label: wort('maloId'), wert: l.maloId },
            { label: wort('zaehlpunkt'), wert: l.zaehlpunkt || '–' },
            { label: wort('netzbetreiber'), wert: l.netzbetreiber },
            { label: wort('messart'), wert: l.messart },
            { label: wort('jahresverbrauchKwh'), wert: formatZahl(l.jahresverbrauchKwh) },
            { label: wort('maxLeistungKw'), wert: l.maxLeistungKw == null ? '–' : formatZahl(l.maxLeistungKw) },
            { label: wort('spannungDruck'), wert: l.spannungsebene ?? l.druckstufe },
          ]}
          aktion={<LastgangButton lieferstelle={l} ausschreibungStatus={status} />}
        />
      ))}
    </DetailCards>
  );
}

/** A tender's Lieferstellen, read-only, with their totals: a table at the desk, one card per Lieferstelle on a phone. */
export function LieferstellenTable() {
  const translate = useTranslate();
  const ausschreibung = useRecordContext<{ status: number }>();
  const telefon = useNarrowerThan('sm');
  return (
    <>
      {telefon ? (
        <LieferstellenKarten status={ausschreibung?.status} />
      ) : (
        <ScrollArea label={translate('portal.ausschreibung.reiter.lieferstellen')}>
          <ArrayField source="lieferstellen" label={false}>
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography color="text.secondary">Keine Lieferstellen.</Typography>}>
              <TextField source="bezeichnung" label="portal.ausschreibung.lieferstellen.bezeichnung" />
              <FunctionField label="portal.ausschreibung.lieferstellen.anschrift" render={(l: { strasse: string; plz: string; ort: string }) => `${l.strasse}, ${l.plz} ${l.ort}`} />
              {/* Both identify the meter point; one column for both lets every column fit a 1280 px screen. */}
              <FunctionField
                label="portal.ausschreibung.lieferstellen.maloZaehlpunkt"
                render={(l: { maloId: string; zaehlpunkt?: string | null }) => (
                  <TwoLines oben={l.maloId} unten={l.zaehlpunkt || '–'} />
                )}
              />
              <TextField source="netzbetreiber" label="portal.ausschreibung.lieferstellen.netzbetreiber" />
              <TextField source="messart" label="portal.ausschreibung.lieferstellen.messart" />
              <NumberField source="jahresverbrauchKwh" label="portal.ausschreibung.lieferstellen.jahresverbrauchKwh" locales="de-DE" />
              <NumberField source="maxLeistungKw" label="portal.ausschreibung.lieferstellen.maxLeistungKw" locales="de-DE" emptyText="–" />
              <FunctionField label="portal.ausschreibung.lieferstellen.spannungDruck" render={(l: { spannungsebene?: string; druckstufe?: string }) => l.spannungsebene ?? l.druckstufe} />
              <FunctionField label="portal.ausschreibung.lieferstellen.lastgang" render={(l: Parameters<typeof LastgangButton>[0]['lieferstelle']) => <LastgangButton lieferstelle={l} ausschreibungStatus={ausschreibung?.status} />} />
            </Datagrid>
          </ArrayField>
        </ScrollArea>
      )}
      <Summen />
      <LastgaengeHerunterladenButtons />
    </>
  );
}
