import { buildApp } from './app';
import { herunterfahren } from './betrieb/herunterfahren';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void herunterfahren(app, signal, (code) => process.exit(code)));
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Energieausschreibungsportal läuft auf ${config.publicUrl}`);
