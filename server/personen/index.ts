import type { FastifyPluginAsync } from 'fastify';
import {
  AdministratorDatensatz,
  AdministratorListeQuery,
  AdministratorNeu,
  AdministratorOptionen,
  AdministratorRueckgabe,
  AdministratorZeile,
  EvuDatensatz,
  EvuListeQuery,
  EvuNeu,
  EvuOptionen,
  EvuRueckgabe,
  EvuZeile,
  KundeDatensatz,
  KundeListeQuery,
  KundeNeu,
  KundeOptionen,
  KundeRueckgabe,
  KundeZeile,
} from '../../domain/api/personenAdmin';
import { PersonenAdminAktionenService } from './aktionen.service';
import { Aktivierungsversand } from './aktivierung';
import { PersonenLesenService } from './lesen.service';
import { administratorOptionen, evuOptionen, kundeOptionen } from './liste.queries';
import { KundenpruefungService } from './kundenpruefung.service';
import { kundenpruefungRoutes } from './kundenpruefung.routes';
import { PersonenAdminLoeschenService } from './loeschen.service';
import { ressource } from './ressource';
import { personenRoutes } from './routes';
import { PersonenAdminSpeichernService } from './speichern.service';

declare module 'fastify' {
  interface FastifyInstance {
    personenLesen: PersonenLesenService;
    personenSpeichern: PersonenAdminSpeichernService;
    personenAktionen: PersonenAdminAktionenService;
    personenLoeschen: PersonenAdminLoeschenService;
    kundenpruefung: KundenpruefungService;
  }
}

/** The administrator's people management: one plugin, registered for Kunden, EVUs and Administratoren. */
export const personen: FastifyPluginAsync = async (app) => {
  const { db, clock, dialect, outbox, config } = app;
  const aktivierung = new Aktivierungsversand(clock, app.memberTokens, outbox, config.publicUrl);
  app.decorate('personenLesen', new PersonenLesenService(db, clock));
  app.decorate('personenSpeichern', new PersonenAdminSpeichernService(db, clock, aktivierung));
  app.decorate('personenAktionen', new PersonenAdminAktionenService(db, clock, dialect, app.sitzungen, aktivierung));
  app.decorate('personenLoeschen', new PersonenAdminLoeschenService(db, clock, dialect));
  app.decorate('kundenpruefung', new KundenpruefungService(db, clock, outbox, config.publicUrl));
  await app.register(kundenpruefungRoutes, { prefix: '/api/kundeasadmin' });

  await app.register(personenRoutes, {
    prefix: '/api/kundeasadmin',
    ressource: ressource({
      art: 'kunde',
      tag: 'Administrator: Kunden',
      alle: 'Kunden',
      wen: 'Kunden',
      schemas: { query: KundeListeQuery, zeile: KundeZeile, optionen: KundeOptionen, datensatz: KundeDatensatz, neu: KundeNeu, aenderung: KundeRueckgabe },
      service: {
        liste: (app, q) => app.personenLesen.kunden(q),
        optionen: kundeOptionen,
        lade: (app, id) => app.personenLesen.kunde(id),
        lege: (app, e, wer) => app.personenSpeichern.legeKundeAn(e, wer),
        aendere: (app, id, e, wer) => app.personenSpeichern.aendereKunde(id, e, wer),
      },
    }),
  });
  await app.register(personenRoutes, {
    prefix: '/api/evuasadmin',
    ressource: ressource({
      art: 'evu',
      tag: 'Administrator: EVUs',
      alle: 'EVUs',
      wen: 'EVU',
      schemas: { query: EvuListeQuery, zeile: EvuZeile, optionen: EvuOptionen, datensatz: EvuDatensatz, neu: EvuNeu, aenderung: EvuRueckgabe },
      service: {
        liste: (app, q) => app.personenLesen.evus(q),
        optionen: evuOptionen,
        lade: (app, id) => app.personenLesen.evu(id),
        lege: (app, e, wer) => app.personenSpeichern.legeEvuAn(e, wer),
        aendere: (app, id, e, wer) => app.personenSpeichern.aendereEvu(id, e, wer),
      },
    }),
  });
  await app.register(personenRoutes, {
    prefix: '/api/administratorasadmin',
    ressource: ressource({
      art: 'administrator',
      tag: 'Administrator: Administratoren',
      alle: 'Administratoren',
      wen: 'Administrator',
      schemas: {
        query: AdministratorListeQuery,
        zeile: AdministratorZeile,
        optionen: AdministratorOptionen,
        datensatz: AdministratorDatensatz,
        neu: AdministratorNeu,
        aenderung: AdministratorRueckgabe,
      },
      service: {
        liste: (app, q) => app.personenLesen.administratoren(q),
        optionen: administratorOptionen,
        lade: (app, id) => app.personenLesen.administrator(id),
        lege: (app, e, wer) => app.personenSpeichern.legeAdministratorAn(e, wer),
        aendere: (app, id, e, wer) => app.personenSpeichern.aendereAdministrator(id, e, wer),
      },
    }),
  });
};
