// What the server's modules add to Fastify's types (its decorators). The tests use the server through its declarations
// (tsconfig.tests.json), which bring an augmentation only with the module that makes it: these bring them all.
import type {} from '../server/angebot/index';
import type {} from '../server/anmeldung/index';
import type {} from '../server/anmeldung/services.plugin';
import type {} from '../server/app';
import type {} from '../server/auktion/index';
import type {} from '../server/ausschreibung/fristen.plugin';
import type {} from '../server/ausschreibung/index';
import type {} from '../server/benachrichtigung/index';
import type {} from '../server/benutzerdaten/index';
import type {} from '../server/betrieb/index';
import type {} from '../server/betrieb/metriken.plugin';
import type {} from '../server/dashboard/index';
import type {} from '../server/dokumente/index';
import type {} from '../server/lastgang/index';
import type {} from '../server/mitglied/index';
import type {} from '../server/mitglied/services.plugin';
import type {} from '../server/personen/index';
import type {} from '../server/plugins/authentication';
import type {} from '../server/protokoll/index';
import type {} from '../server/ressourcen/index';
import type {} from '../server/plugins/profile';
import type {} from '../server/vergabe/index';
import type {} from '../server/zulassung/admin.index';
import type {} from '../server/zulassung/index';
// The server registers @fastify/swagger, whose own declarations add app.swagger().
import type {} from '@fastify/swagger';
