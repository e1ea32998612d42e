import type { Identifier } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AngebotEingabe } from '../../../domain/api/angebot';
import { useEvuProvider } from './useEvuProvider';

const schluessel = (ausschreibungId: Identifier | undefined) => ['evu', 'angebot', ausschreibungId];

/**
 * The EVU's own offer on a tender; null while it has made none. The tender says whether there is one
 * (`angebotAbgegeben`): without one it is not asked for, as the answer would be a 404. An offer submitted since
 * the tender was read is in the cache, and from then on the offer is read again like any other. Every caller
 * passes the tender's flag: whichever of them mounts first runs the query. A reader that mounts only once the
 * answer is in (the form, shown after the page's reader has loaded it) passes `erneutLaden: false`, or the offer
 * would be read twice in one visit.
 */
export function useEigenesAngebot(ausschreibungId: Identifier | undefined, angebotAbgegeben: boolean | undefined, { erneutLaden = true } = {}) {
  const provider = useEvuProvider();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: schluessel(ausschreibungId),
    queryFn: () => (angebotAbgegeben || queryClient.getQueryData(schluessel(ausschreibungId)) ? provider.eigenesAngebot(ausschreibungId!) : null),
    enabled: ausschreibungId !== undefined,
    refetchOnMount: erneutLaden,
  });
}

/**
 * Submits or revises the offer; the stored offer (its new version) replaces the loaded one. A refusal with
 * field errors is the form's to show.
 */
export function useAngebotAbgeben(ausschreibungId: Identifier) {
  const provider = useEvuProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (angebot: AngebotEingabe) => provider.gibAngebotAb(ausschreibungId, angebot),
    onSuccess: (neu) => queryClient.setQueryData(schluessel(ausschreibungId), neu),
  });
}

/** Reads the offer again, after a change that is not the form's own (its attachments). */
export function useEigenesAngebotNeuLaden(ausschreibungId: Identifier) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: schluessel(ausschreibungId) });
}
