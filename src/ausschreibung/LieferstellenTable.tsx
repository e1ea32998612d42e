import { ArrayField, Datagrid, FunctionField, NumberField, TextField, useRecordContext, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { formatZahl } from '../../domain/format';
import { anzahl } from '../i18n/anzahl';
import { ZweiZeilen } from '../ui/anzeige/ZweiZeilen';
import { ScrollArea } from '../ui/scrollbereich/ScrollArea';
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

/** A tender's Lieferstellen, read-only, with their totals; scrolls sideways on narrow screens. */
export function LieferstellenTable() {
  const translate = useTranslate();
  const ausschreibung = useRecordContext<{ status: number }>();
  return (
    <>
      <ScrollArea label={translate('portal.ausschreibung.reiter.lieferstellen')}>
        <ArrayField source="lieferstellen" label={false}>
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography color="text.secondary">Keine Lieferstellen.</Typography>}>
            <TextField source="bezeichnung" label="portal.ausschreibung.lieferstellen.bezeichnung" />
            <FunctionField label="portal.ausschreibung.lieferstellen.anschrift" render={(l: { strasse: string; plz: string; ort: string }) => `${l.strasse}, ${l.plz} ${l.ort}`} />
            {/* Both identify the meter point; one column for both lets every column fit a 1280 px screen. */}
            <FunctionField
              label="portal.ausschreibung.lieferstellen.maloZaehlpunkt"
              render={(l: { maloId: string; zaehlpunkt?: string | null }) => (
                <ZweiZeilen oben={l.maloId} unten={l.zaehlpunkt || '–'} />
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
      <Summen />
      <LastgaengeHerunterladen />
    </>
  );
}
