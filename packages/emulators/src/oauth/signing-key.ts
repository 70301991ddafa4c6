import { generateKeyPairSync, type JsonWebKey, type KeyObject, randomBytes, sign } from 'node:crypto'

/** The public half as a JWKS publishes it (RFC 7517), named by its `kid`. */
export type PublicJwk = JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' }

/** An RS256 key of the emulator's own: the JWKS shows its public half, id_tokens carry its signature. */
export type SigningKey = { jwk: PublicJwk; sign(claims: object): string }

export function newSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const kid = randomBytes(8).toString('base64url')
  const jwk: PublicJwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }
  return { jwk, sign: (claims) => signJwt(privateKey, kid, claims) }
}

/** A compact JWS (RFC 7515) with RS256, RSASSA-PKCS1-v1_5 over SHA-256 (RFC 7518 section 3.3). */
export function signJwt(privateKey: KeyObject, kid: string, claims: object): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url')
  const signingInput = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(claims)}`
  const signature = sign('sha256', Buffer.from(signingInput), privateKey).toString('base64url')
  return `${signingInput}.${signature}`
}

/** A signature by another key under this key's `kid`: what a forged id_token looks like to a client. */
export function forgedSigner(kid: string): (claims: object) => string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return (claims) => signJwt(privateKey, kid, claims)
}
