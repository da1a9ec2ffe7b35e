import type { PGlite } from '@electric-sql/pglite';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The embedded database runs its statements on the server's only thread, and a chain of awaited
 * statements resolves without ever giving the event loop back: a job that reads for three
 * seconds in ten statements would hold every other request for three seconds. So each statement
 * and each transaction outside a transaction first waits for the next turn of the event loop;
 * requests that arrived meanwhile queue their own statements first. The longest wait of another
 * request is then the longest single statement, not the longest chain.
 */
export function yieldBeforeEachStatement(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return query(...args);
  }) as PGlite['query'];
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    await nextTurn();
    return exec(...args);
  };
  client.transaction = (async (...args: Parameters<PGlite['transaction']>) => {
    await nextTurn();
    return transaction(...args);
  }) as PGlite['transaction'];
}
