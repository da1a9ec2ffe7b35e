import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyActor } from '../../test/actors';
import { readLatestMail } from '../../test/read-mail';
import { openRealtime } from '../../test/realtime-socket';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyAccount } from './notify';

describe('notifyAccount', () => {
  let t: TestApp;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ listen: true, env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000' } });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
  });

  const open = async (token: string) => {
    const socket = await openRealtime(t, token);
    sockets.push(socket);
    return socket;
  };

  it('stores the notification, pushes it to the company’s sockets only, and mails its users', async () => {
    const alpha = await createCompanyActor(t, 'client', { companyName: 'Alpha' });
    const beta = await createCompanyActor(t, 'client', { companyName: 'Beta' });
    const alphaSocket = await open(alpha.idToken);
    const betaSocket = await open(beta.idToken);
    const betaGot: unknown[] = [];
    betaSocket.on('notification', (n) => betaGot.push(n));
    const pushed = new Promise<{ type: string; id: number }>((resolve) =>
      alphaSocket.once('notification', resolve),
    );

    await notifyAccount(t.container, {
      accountId: alpha.accountId,
      type: 'NEW_CSV_IMPORT',
      mail: (language) => ({
        subject: `Your subscription import was approved (${language})`,
        text: 'All 12 rows are in.',
      }),
    });

    expect(await pushed).toMatchObject({ type: 'NEW_CSV_IMPORT', readClient: false, payload: {} });
    const listed = (await alpha.call('GET', '/api/notification')).json().data;
    expect(listed[0].id).toBe((await pushed).id);
    const mail = await readLatestMail(t.dataDir, alpha.email);
    expect(mail.subject).toBe('Your subscription import was approved (en)');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(betaGot).toEqual([]);
  });

  it('refuses a socket with a forged token', async () => {
    await expect(open('eyJhbGciOiJub25lIn0.e30.')).rejects.toThrow('Unauthenticated User');
  });
});
