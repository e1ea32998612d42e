import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { PersonenArt } from './konto.queries';
import type { Handelnder } from '../plugins/authentication';

/**
 * The records of one resource of the people management and which of the feature's decorated services it calls
 * (given the scope, so every service is reached through its decoration).
 */
export interface PersonenService<Q extends TSchema, Z extends TSchema, O extends TSchema, D extends TSchema, N extends TSchema, A extends TSchema> {
  liste(app: FastifyInstance, q: Static<Q>): Promise<{ items: Static<Z>[]; total: number }>;
  optionen(): Static<O>;
  lade(app: FastifyInstance, id: number): Promise<Static<D>>;
  lege(app: FastifyInstance, e: Static<N>, wer: Handelnder): Promise<number>;
  aendere(app: FastifyInstance, id: number, e: Static<A>, wer: Handelnder): Promise<void>;
}

/** One resource (Kunden, EVUs, Administratoren): what the one people plugin needs to serve it. */
export interface PersonenRessource<Q extends TSchema, Z extends TSchema, O extends TSchema, D extends TSchema, N extends TSchema, A extends TSchema> {
  art: PersonenArt;
  tag: string;
  /** the records and one record in the OpenAPI summaries */
  alle: string;
  wen: string;
  schemas: { query: Q; zeile: Z; optionen: O; datensatz: D; neu: N; aenderung: A };
  service: PersonenService<Q, Z, O, D, N, A>;
}

/** Infers a resource's schema types from its schemas, so its service is checked against them. */
export const ressource = <Q extends TSchema, Z extends TSchema, O extends TSchema, D extends TSchema, N extends TSchema, A extends TSchema>(
  r: PersonenRessource<Q, Z, O, D, N, A>,
): PersonenRessource<Q, Z, O, D, N, A> => r;
