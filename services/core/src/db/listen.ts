import pg from 'pg';

/** A dedicated connection that LISTENs on a channel; `onLost` is called once when it drops. */
export async function listenTo(
  url: string,
  channel: string,
  onNotify: (payload: string | undefined) => void,
  onLost: (err: unknown) => void,
): Promise<{ close(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`canal inválido: ${channel}`);
  const client = new pg.Client({ connectionString: url });
  let ended = false;
  const lost = (err: unknown) => {
    if (ended) return;
    ended = true;
    onLost(err);
  };
  client.on('notification', (n) => onNotify(n.payload));
  client.on('error', (err) => lost(err));
  client.on('end', () => lost(null));
  await client.connect();
  await client.query(`listen ${channel}`);
  return {
    close: async () => {
      ended = true;
      await client.end().catch(() => {});
    },
  };
}
