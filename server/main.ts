import { buildApp } from './app';
import { beendeAufSignal } from './betrieb/shutdown';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config);

beendeAufSignal(app, (code) => process.exit(code));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Energieausschreibungsportal läuft auf ${config.publicUrl}`);
