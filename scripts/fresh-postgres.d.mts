/** The default server: DATABASE_URL, else the local one the tests use. */
export declare const POSTGRES_URL: string
/** A fresh, empty PostgreSQL database on the server `baseUrl` names; `drop()` removes it. */
export declare function freshPostgres(
  baseUrl?: string,
  prefix?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }>
