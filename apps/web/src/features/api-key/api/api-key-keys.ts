export const apiKeyKeys = { token: ['api-key', 'token'] as const }
