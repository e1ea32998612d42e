import type { EigenesGebot, EvuAuktion, EvuAuktionsEreignis } from '../api/auktion';

/**
 * A bidder's bids, each once, oldest first, from lists it got in any order and with overlaps (the bids its GET
 * read, the bids its events and bid answers carried). Each bid lies below the bidder's one before, so its price
 * names it, and the oldest is the dearest.
 */
export function vereinigeGebote(...listen: readonly (readonly EigenesGebot[])[]): EigenesGebot[] {
  const jePreis = new Map<number, EigenesGebot>();
  for (const liste of listen) for (const g of liste) jePreis.set(g.arbeitspreisCtKwh, g);
  return [...jePreis.values()].sort((x, y) => y.arbeitspreisCtKwh - x.arbeitspreisCtKwh);
}

/**
 * A bidder's view after an event of its stream or the answer to its bid: the bid it carries joins the bids known;
 * its standing replaces the one known unless that one is newer by the server's time (`stand`), as when the answer
 * to a bid arrives after the events that followed it.
 */
export function evuNachEreignis(bisher: EvuAuktion | null | undefined, ereignis: EvuAuktionsEreignis): EvuAuktion {
  const { gebot, ...stand } = ereignis;
  const gebote = vereinigeGebote(bisher?.gebote ?? [], gebot ? [gebot] : []);
  if (bisher && Date.parse(bisher.stand) > Date.parse(stand.stand)) return { ...bisher, gebote };
  return { ...stand, gebote };
}
