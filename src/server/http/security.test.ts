import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security';

describe('securityHeaders', () => {
  it('allows only same-origin scripts and connections by default', () => {
    const csp = securityHeaders({ isProduction: false })['content-security-policy']!;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('google');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it("opens exactly Google's reCAPTCHA and identity endpoints when Firebase is configured", () => {
    const csp = securityHeaders({ isProduction: true, firebaseProjectId: 'abhyas-prod' })['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.google\.com https:\/\/www\.gstatic\.com https:\/\/apis\.google\.com;/);
    expect(csp).toContain('https://identitytoolkit.googleapis.com');
    expect(csp).toContain('frame-src https://www.google.com https://abhyas-prod.firebaseapp.com');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('sends HSTS only in production', () => {
    expect(securityHeaders({ isProduction: false })['strict-transport-security']).toBeUndefined();
    expect(securityHeaders({ isProduction: true })['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
