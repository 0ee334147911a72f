import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { signedInUser } from '@server/testing/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('profile', () => {
  it('reads and updates your own profile, validating email on the server', async () => {
    const u = await signedInUser(t);
    const me = await u.inject('GET', '/api/profile');
    expect(me.json()).toMatchObject({ id: u.id, firstName: null, education: null });
    const bad = await u.inject('PATCH', '/api/profile', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('email');
    const ok = await u.inject('PATCH', '/api/profile', {
      firstName: ' Asha ',
      lastName: 'Patil',
      email: 'Asha@Example.in',
      education: 'post-graduate',
      college: 'Fergusson College, Pune',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ firstName: 'Asha', email: 'asha@example.in', education: 'post-graduate' });
    expect((await u.inject('GET', '/api/profile')).json().college).toBe('Fergusson College, Pune');
  });

  it("changes only the caller's own profile; refuses phone changes, ids and bad education", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    expect((await a.inject('PATCH', '/api/profile', { firstName: 'Anil' })).statusCode).toBe(200);
    expect((await b.inject('GET', '/api/profile')).json()).toMatchObject({ id: b.id, firstName: null });
    expect((await a.inject('PATCH', '/api/profile', { id: b.id, firstName: 'x' })).statusCode).toBe(400);
    expect((await a.inject('PATCH', '/api/profile', { phoneNumber: '+919999999999' })).statusCode).toBe(400);
    expect((await a.inject('PATCH', '/api/profile', { education: 'school' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});
