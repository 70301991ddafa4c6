/** A fresh, empty PostgreSQL database on the server `baseUrl` names; `drop()` removes it. */
export declare function freshPostgres(
  baseUrl: string,
  prefix?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }>
