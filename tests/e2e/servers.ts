/** The Playwright projects, each with a server and a database of its own. */
export const e2eProjects = ["public", "admin"] as const;
export type E2eProject = (typeof e2eProjects)[number];

/** Where global-setup leaves a project's server address, log and outbox. */
export function serverEnvNames(project: string) {
  const prefix = `E2E_${project.toUpperCase()}`;
  return {
    baseUrl: `${prefix}_BASE_URL`,
    serverLog: `${prefix}_SERVER_LOG`,
    outboxDir: `${prefix}_OUTBOX_DIR`,
  };
}
