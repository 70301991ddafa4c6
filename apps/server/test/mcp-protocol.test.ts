// The MCP endpoint's protocol edges that MCP 2025-11-25 fixes (decision 0033): tools/call errors a client
// can tell apart, input schemas in JSON Schema 2020-12, and no list_changed promise from a stateless
// server. Driven by the official SDK's client, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.

import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { testDatabases } from './support/databases.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'
import { subscribe } from './support/subscriber.ts'

const SCHEMA_2020_12 = 'https://json-schema.org/draft/2020-12/schema'

describe.each(testDatabases())('the MCP endpoint speaks MCP 2025-11-25 on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let base: string
  let apiKey: string
  let client: Client

  beforeAll(async () => {
    database = await open()
    ;({ app, base } = await listenWithEmulators(database, 'mcp-protocol'))
    const jar = await signedIn(app, 'mcp-protocol')
    await subscribe(app, base, jar)
    const generated = await app.inject({
      method: 'POST',
      url: '/api/one/mcp/generate',
      headers: { ...jar.header(), origin: base },
    })
    apiKey = generated.json().apiKey
    client = new Client({ name: 'one-protocol-test', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${apiKey}` } },
      }),
    )
  })

  afterAll(async () => {
    await client.close()
    await app.close()
    await database.close()
  })

  /** One JSON-RPC request as any client may send it, past what the SDK's client would let through. */
  const rpc = async (params: unknown) => {
    const response = await fetch(`${base}/api/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params }),
    })
    expect(response.status).toBe(200)
    return (await response.json()) as { id: number; error?: { code: number; message: string } }
  }

  it('an unknown tool is a JSON-RPC invalid params error (-32602), not a tool result', async () => {
    const refused = client.callTool({ name: 'delete_everything', arguments: {} })
    await expect(refused).rejects.toBeInstanceOf(McpError)
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.InvalidParams })
    await expect(refused).rejects.toThrow(/Unknown tool: delete_everything/)
    const long = await rpc({ name: 'x'.repeat(5000) })
    expect(long.error?.code).toBe(-32602)
    expect(long.error!.message.length).toBeLessThan(200)
  })

  it('a tools/call without a name, or with arguments that are no object, is -32602 with a short message', async () => {
    for (const params of [undefined, {}, { name: 7 }, { name: '' }, { arguments: {} }]) {
      const answer = await rpc(params)
      expect(answer.id).toBe(7)
      expect(answer.error, JSON.stringify(params)).toEqual({
        code: -32602,
        message: 'tools/call needs params.name: the name of a tool, as tools/list gives it.',
      })
    }
    for (const args of ['text', [1, 2], 3]) {
      const answer = await rpc({ name: 'list_bins', arguments: args })
      expect(answer.error?.code, JSON.stringify(args)).toBe(-32602)
      expect(answer.error?.message).toMatch(/arguments must be an object/)
    }
  })

  it('arguments that do not fit a known tool stay a tool error the model can read', async () => {
    const result = await client.callTool({ name: 'list_bins', arguments: { filter: 'everything' } })
    expect(result.isError).toBe(true)
    // A good call on the same connection still works.
    const fine = await client.callTool({ name: 'list_bins', arguments: {} })
    expect(fine.isError ?? false).toBe(false)
  })

  it('every input schema is JSON Schema 2020-12, and a 2020-12 validator holds arguments to it', async () => {
    const { tools } = await client.listTools()
    expect(tools.length).toBe(6)
    const ajv = new Ajv2020({ strict: false })
    for (const tool of tools) {
      expect(tool.inputSchema.$schema, tool.name).toBe(SCHEMA_2020_12)
      expect(tool.inputSchema.type).toBe('object')
      expect(JSON.stringify(tool.inputSchema)).not.toContain('draft-07')
      ajv.compile(tool.inputSchema)
    }
    const createBin = ajv.compile(tools.find((tool) => tool.name === 'create_bin')!.inputSchema)
    expect(createBin({ content: 'hello', visibility: 'public' })).toBe(true)
    expect(createBin({ title: 'no content' })).toBe(false)
    expect(createBin({ content: 'x', visibility: 'everyone' })).toBe(false)
    expect(tools.find((tool) => tool.name === 'list_bins')).toMatchObject({
      title: 'List bins',
      annotations: { readOnlyHint: true },
    })
  })

  it('declares tools without promising list_changed, which a stateless server can never send', () => {
    const capabilities = client.getServerCapabilities()
    expect(capabilities?.tools).toBeDefined()
    expect(capabilities?.tools?.listChanged).not.toBe(true)
  })
})
