// The container image's command: one production build, the role chosen by ROLE.
//   ROLE=web                          the web server (web/server/dist/main.js)
//   ROLE=all (default), api or worker the API (api/dist/main.js; what each runs: README, Configuration)
// Migrations are a separate command: `node api/dist/migrate.js deploy`.
const role = process.env.ROLE?.trim() || 'all';
await import(role === 'web' ? '../web/server/dist/main.js' : '../api/dist/main.js');
