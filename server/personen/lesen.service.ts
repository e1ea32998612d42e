import type { Kysely } from 'kysely';
import type { AdministratorListeQuery, EvuListeQuery, KundeListeQuery } from '../../domain/api/personenAdmin';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { orderingAndPaging } from '../shared/listQuery';
import { ladeAdministrator, ladeEvu, ladeKunde } from './detail.queries';
import { personenHistorie } from './historie.queries';
import type { PersonenArt } from './konto.queries';
import { administratorenListe, evuListe, kundenListe } from './liste.queries';

/** Reading the accounts of the people management: lists, records, history. */
export class PersonenLesenService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  kunden(q: KundeListeQuery) {
    return kundenListe(this.db, q, orderingAndPaging(q));
  }
  evus(q: EvuListeQuery) {
    return evuListe(this.db, q, orderingAndPaging(q));
  }
  administratoren(q: AdministratorListeQuery) {
    return administratorenListe(this.db, q, orderingAndPaging(q));
  }

  kunde(id: number) {
    return ladeKunde(this.db, id, this.clock.now());
  }
  evu(id: number) {
    return ladeEvu(this.db, id, this.clock.now());
  }
  administrator(id: number) {
    return ladeAdministrator(this.db, id, this.clock.now());
  }

  historie(art: PersonenArt, id: number) {
    return personenHistorie(this.db, art, id);
  }
}
