export const apiKeyKeys = {
  token: ['api-key', 'token'] as const,
  clients: ['api-key', 'clients'] as const,
}
