import { Sparte } from '../../domain/ausschreibung';

/** The EVU area's page of a tender (or, without id, its Sparte's list), as mails link to it. */
export function evuLink(publicUrl: string, sparte: number, id?: number): string {
  const liste = `${publicUrl}/evu/ausschreibung/${sparte === Sparte.Strom ? 'strom' : 'gas'}`;
  return id === undefined ? liste : `${liste}/${id}/show`;
}
