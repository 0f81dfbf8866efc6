/** The same server, connected to another database. */
export function withDatabaseName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The maintenance database, for CREATE/DROP DATABASE. */
export function adminUrl(databaseUrl: string): string {
  return withDatabaseName(databaseUrl, 'postgres');
}
