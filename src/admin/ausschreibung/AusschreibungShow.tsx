import { EditButton, Show, TabbedShowLayout, TabbedShowLayoutTabs, TopToolbar, useRecordContext } from 'react-admin';
import Stack from '@mui/material/Stack';
import type { GasAusschreibung, StromAusschreibung } from '../../../domain/api/ausschreibung';
import { AusschreibungStatus } from '../../../domain/ausschreibung';
import { formatZahl } from '../../../domain/format';
import { AusschreibungEckdaten } from '../../ausschreibung/AusschreibungEckdaten';
import { ValueText } from '../../ui/display/ValueText';
import { LieferstellenTable } from '../../ausschreibung/LieferstellenTable';
import { Angebote } from './Angebote';
import { DokumenteVerwalten } from '../../ausschreibung/DokumenteVerwalten';
import { EvuEinladung } from './EvuEinladung';
import { FreigabeButtons } from './freigabe/FreigabeButtons';
import { AdminAuktion } from '../../auktion/AdminAuktion';
import { AusschreibungHistorie } from './AusschreibungHistorie';
import { BieterfragenTab } from './BieterfragenTab';
import { BieterfragenReiter } from './BieterfragenReiter';
import { vergabeApi } from '../../api/vergabe';
import { AufhebenButton } from '../../vergabe/AufhebenButton';
import { RuegenPanel } from '../../vergabe/RuegenPanel';
import { VergabevermerkButton } from '../../vergabe/VergabevermerkButton';
import { StillhaltefristAngabe } from '../../vergabe/StillhaltefristAngabe';
import { VersandteInformationsschreiben } from '../../vergabe/VersandteInformationsschreiben';
import { Warnungen } from '../../ausschreibung/Warnungen';
import { AusschreibungTitle } from '../../ausschreibung/AusschreibungTitle';
import { EignungTab } from './eignung/EignungTab';

type Detail = StromAusschreibung | GasAusschreibung;

/**
 * The tender's actions: the Vergabevermerk of the procedure, at any stage; while it is under review the edit, while it
 * is Aktiv the edit of its deadlines, and from the release until a Zuschlag takes effect its Aufhebung for the Kunde.
 */
function Aktionen() {
  const a = useRecordContext<Detail>();
  if (!a) return null;
  return (
    <TopToolbar>
      {a.status === AusschreibungStatus.PruefungAusschreibung && <EditButton />}
      {a.status === AusschreibungStatus.Aktiv && <EditButton label="Fristen ändern" />}
      <AufhebenButton verfahren={{ rolle: 'admin', id: a.id, typ: a.typ }} a={a} />
      <VergabevermerkButton lade={() => vergabeApi.vermerkAdmin(a.typ, a.id)} nummer={a.nummer} />
    </TopToolbar>
  );
}

/** The Rügen the Kunde received, which the administrator records and decides for it. */
function Ruegen() {
  const a = useRecordContext<Detail>();
  return a ? <RuegenPanel verfahren={{ rolle: 'admin', id: a.id, typ: a.typ }} status={a.status} /> : null;
}

/** The letters sent to the bidders not chosen, below the offers they answer. */
function Informationsschreiben() {
  const a = useRecordContext<Detail>();
  return a ? <VersandteInformationsschreiben verfahren={{ rolle: 'admin', id: a.id, typ: a.typ }} status={a.status} nummer={a.nummer} /> : null;
}

function AnzahlAngebote() {
  const a = useRecordContext<Detail>();
  return a ? <ValueText source="anzahlAngebote">{formatZahl(a.anzahlAngebote)}</ValueText> : null;
}

/** One tender with its tabs; the release buttons sit beside the invited EVUs they depend on, and above the offers. */
export function AusschreibungShow() {
  return (
    <Show title={<AusschreibungTitle />} actions={<Aktionen />}>
      {/* Ten tabs do not fit a phone: arrows show that more follow, also where MUI would hide them on touch screens. */}
      <TabbedShowLayout syncWithLocation={false} tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}>
        <TabbedShowLayout.Tab label="portal.ausschreibung.reiter.eckdaten">
          <Warnungen />
          <AusschreibungEckdaten
            zusatz={
              <>
                <AnzahlAngebote />
                <StillhaltefristAngabe />
              </>
            }
          />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="portal.ausschreibung.reiter.lieferstellen">
          <LieferstellenTable />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="portal.ausschreibung.reiter.evusUndFreigabe">
          <Stack spacing={3}>
            <div>
              <EvuEinladung />
            </div>
            <FreigabeButtons />
          </Stack>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="portal.ausschreibung.reiter.dokumente">
          <DokumenteVerwalten />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="portal.ausschreibung.reiter.eignung">
          <EignungTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="portal.ausschreibung.reiter.angebote">
          <Angebote />
          <Informationsschreiben />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="portal.ausschreibung.reiter.auktion">
          <AdminAuktion />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={<BieterfragenReiter />}>
          <BieterfragenTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="portal.ausschreibung.reiter.ruegen">
          <Ruegen />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="portal.ausschreibung.reiter.historie">
          <AusschreibungHistorie />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
