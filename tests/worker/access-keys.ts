import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/** The Access team and application the console tests configure (ACCESS_TEAM_DOMAIN, ACCESS_AUD). */
const TEAM_DOMAIN = 'lender-test.cloudflareaccess.com';
const AUDIENCE = 'a1b2c3d4e5f6-test-audience';

export interface TokenClaims {
  email?: string;
  /** Seconds from now; negative for a token that has expired; null for a token without `exp`. */
  expiresIn?: number | null;
  /** Seconds from now the token says it was issued (default an hour ago); null for none (`iat`). */
  issuedIn?: number | null;
  audience?: string;
  issuer?: string;
}

/**
 * A stand-in for Cloudflare Access's signing keys (unreachable from here): an RSA key pair made
 * for the test run, its public half served as a JWKS by a real HTTP server on loopback, as the
 * team's /cdn-cgi/access/certs serves it. `sign` makes the token Access would put in
 * Cf-Access-Jwt-Assertion; `foreign` signs with a key the server does not publish.
 */
export class AccessKeys {
  private server: Server | null = null;
  private own!: CryptoKey;
  private other!: CryptoKey;
  private jwk!: JWK;
  certsUrl = '';

  async start(): Promise<void> {
    const own = await generateKeyPair('RS256', { extractable: true });
    this.own = own.privateKey;
    this.other = (await generateKeyPair('RS256')).privateKey;
    this.jwk = { ...(await exportJWK(own.publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
    this.server = createServer((req, res) => {
      if (req.url !== '/cdn-cgi/access/certs') return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [this.jwk] }));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.certsUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/cdn-cgi/access/certs`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
  }

  /** The worker vars that point the console at this team, application and key server. */
  vars(roles: Record<string, string>): Record<string, string> {
    return { ACCESS_TEAM_DOMAIN: TEAM_DOMAIN, ACCESS_AUD: AUDIENCE, ACCESS_CERTS_URL: this.certsUrl, ADMIN_ROLES: JSON.stringify(roles) };
  }

  sign(claims: TokenClaims = {}): Promise<string> {
    return this.signWith(this.own, claims);
  }

  foreign(claims: TokenClaims = {}): Promise<string> {
    return this.signWith(this.other, claims);
  }

  private signWith(key: CryptoKey, { email, expiresIn = 600, issuedIn = -3600, audience = AUDIENCE, issuer = `https://${TEAM_DOMAIN}` }: TokenClaims) {
    const now = Math.floor(Date.now() / 1000);
    let jwt = new SignJWT(email === undefined ? {} : { email })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject('user-1');
    if (issuedIn !== null) jwt = jwt.setIssuedAt(now + issuedIn);
    if (expiresIn !== null) jwt = jwt.setExpirationTime(now + expiresIn);
    return jwt.sign(key);
  }
}
