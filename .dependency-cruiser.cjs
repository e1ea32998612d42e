// The house's walls (DESIGN.md section 2), checked by `npm test`: domain/ is shared and imports neither side,
// the browser and the server never import each other, and the browser's areas stay apart.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-ist-geteilt',
      comment: 'domain/ is used by browser and server alike: it imports neither.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(src|server|scripts|bench|tests)/' },
    },
    {
      name: 'domain-ohne-rahmenwerk',
      comment: 'domain/ holds rules and schemas only: no UI, web server or database library.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: 'node_modules/(react|react-dom|react-admin|ra-[^/]+|@mui/[^/]+|fastify|@fastify/[^/]+|kysely|better-sqlite3|pg|nodemailer)/' },
    },
    {
      name: 'server-nicht-in-den-browser',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'browser-nicht-in-den-server',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(server|scripts|bench)/' },
    },
    {
      name: 'browser-ohne-node',
      comment: 'Browser and shared code run in the browser: no Node built-in modules.',
      severity: 'error',
      from: { path: '^(src|domain)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'bereiche-getrennt',
      comment: "A role's area never imports another role's area; shared pieces live in ausschreibung/, ui/, api/ ….",
      severity: 'error',
      from: { path: '^src/(admin|kunde|evu)/' },
      to: { path: '^src/(admin|kunde|evu)/', pathNot: '^src/$1/' },
    },
    {
      name: 'unterbau-ohne-fachbereiche',
      comment: 'The server\'s foundation (db, plugins, shared, mail) serves the feature folders and imports none of them.',
      severity: 'error',
      from: { path: '^server/(db|plugins|shared|mail)/' },
      to: { path: '^server/', pathNot: '^server/(db|plugins|shared|mail)/|^server/(clock|config)\\.ts$' },
    },
    {
      name: 'geteiltes-ohne-plugins',
      comment: 'server/shared/ is the bottom: Fastify\'s plugins build on it, not it on them.',
      severity: 'error',
      from: { path: '^server/shared/' },
      to: { path: '^server/plugins/' },
    },
    {
      name: 'api-ohne-oberflaeche',
      comment: 'src/api is the one way to the server; screens and UI pieces use it, it uses none of them.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^src/', pathNot: '^src/api/' },
    },
    {
      name: 'verwaltung-nur-fuer-administratoren',
      comment: "Only the administrator's area and the shell that loads it import src/admin/: a Kunde's or an EVU's screens load none of it.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(admin|shell)/' },
      // Loading the area on demand (bereiche.ts) is how the shell reaches it.
      to: { path: '^src/admin/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'ohne-kreise',
      comment: 'Modules import in one direction.',
      severity: 'error',
      from: { path: '^(domain|src|server)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
