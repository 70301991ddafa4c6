import { constants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * API answers over about 1 KB are compressed as they leave; smaller ones cost more to compress than
 * they save. Built files come compressed already (see spa.ts), so they pass through untouched.
 * Brotli's default quality is too slow to run per request; 4 is close to gzip's speed and smaller.
 */
export const compression = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
})
