import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerHost } from '../../../test/test-app';

describe('player sessions (/player/session…)', async () => {
  const t = await createTestApp();

  const create = (deviceId?: string) =>
    t.request({
      method: 'POST',
      url: '/api/player/session',
      headers: deviceId === undefined ? {} : { 'x-device-id': deviceId },
    });
  const validate = (token?: string) =>
    t.request({ method: 'POST', url: '/api/player/session/validate', token });

  it('creates a device-bound session: a 256-bit token and the device as the player', async () => {
    const deviceId = randomUUID();
    const res = await create(deviceId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ token: expect.any(String), player: { deviceId, userId: null } });
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);
  });

  it('needs a device id: "Device ID is required"', async () => {
    for (const deviceId of [undefined, '', 'not-a-uuid']) {
      const res = await create(deviceId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Device ID is required' });
    }
  });

  it('a second session for the same device is a new token, and both keep working', async () => {
    const deviceId = randomUUID();
    const first = (await create(deviceId)).json().token;
    const second = (await create(deviceId)).json().token;
    expect(second).not.toBe(first);
    for (const token of [first, second]) {
      const res = await validate(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ token, player: { deviceId, userId: null } });
    }
  });

  it('validate: "No device token available" without one, "Failed to validate player session" when unknown', async () => {
    const missing = await validate();
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('No device token available');
    const unknown = await validate('nope');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Failed to validate player session');
  });

  it('authenticated: ties the session to the signed-in user; "User not authenticated" otherwise', async () => {
    const host = await registerHost(t);
    const deviceId = randomUUID();
    const url = '/api/player/session/authenticated';
    const ok = await t.request({
      method: 'POST',
      url,
      headers: { 'x-device-id': deviceId },
      token: host.accessToken,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().player).toEqual({ deviceId, userId: host.user.id });
    expect((await validate(ok.json().token)).json().player.userId).toBe(host.user.id);

    for (const token of [undefined, 'not-a-jwt']) {
      const res = await t.request({ method: 'POST', url, headers: { 'x-device-id': deviceId }, token });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('User not authenticated');
    }
    const noDevice = await t.request({ method: 'POST', url, token: host.accessToken });
    expect(noDevice.statusCode).toBe(400);
    expect(noDevice.json().message).toBe('Device ID is required');
  });

  it('logout ends every token of that device (and only that device)', async () => {
    const deviceId = randomUUID();
    const a = (await create(deviceId)).json().token;
    const b = (await create(deviceId)).json().token;
    const other = (await create(randomUUID())).json().token;
    const res = await t.request({
      method: 'POST',
      url: '/api/player/session/logout',
      headers: { 'x-device-id': deviceId, 'x-device-token': a },
    });
    expect(res.statusCode).toBe(204);
    expect((await validate(a)).statusCode).toBe(401);
    expect((await validate(b)).statusCode).toBe(401);
    expect((await validate(other)).statusCode).toBe(200);

    const noDevice = await t.request({ method: 'POST', url: '/api/player/session/logout' });
    expect(noDevice.statusCode).toBe(400);
    expect(noDevice.json().message).toBe('Device ID is required');
  });
});

describe('player sessions: rate limit per device', async () => {
  const t = await createTestApp({ JOIN_RATE_LIMIT_MAX: '3' });
  const create = (deviceId: string) =>
    t.request({ method: 'POST', url: '/api/player/session', headers: { 'x-device-id': deviceId } });

  it('limits one device, not the whole venue behind the same IP address', async () => {
    const busy = randomUUID();
    for (let i = 0; i < 3; i++) expect((await create(busy)).statusCode).toBe(200);
    const blocked = await create(busy);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    // Everyone else at the party (same IP in app.inject) still gets in.
    for (let i = 0; i < 5; i++) expect((await create(randomUUID())).statusCode).toBe(200);
  });
});
