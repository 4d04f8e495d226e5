/*
 * Evaluated before anything else in each built command (vite.cli.config.ts). The built
 * commands are what a production installation runs, without devDependencies: there an
 * unset NODE_ENV would mean "development", whose logger loads pino-pretty (a
 * devDependency) and fails. So, like `npm run serve`, they default to production.
 */
process.env.NODE_ENV ||= "production";

export {};
