import DocumentIcon from '@mui/icons-material/DescriptionOutlined'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { maskApiKey } from '@one/contract/api-key'
import { site } from '../../lib/site.ts'
import { ApiKeyCopyButton } from './ApiKeyCopyButton.tsx'
import { KEY_PLACEHOLDER, mcpClientConfig, mcpSignInConfig } from './mcp-config.ts'

/** A configuration snippet with its copy icon; `shown` is what is on screen, `copied` what is copied. */
export function McpSnippet({ shown, copied }: { shown: string; copied: string }) {
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        component="pre"
        aria-label="MCP client configuration"
        sx={{
          m: 0,
          p: 1.5,
          pr: 5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontSize: 12,
          // Long lines wrap, so no part of the configuration is off the side of a phone.
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {shown}
      </Box>
      <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
        <ApiKeyCopyButton text={copied} label="Copy MCP client configuration" />
      </Box>
    </Box>
  )
}

/**
 * FACTS section 8's how-to panel. The original's one-line command never worked; ours is the
 * configuration every MCP client reads, with the key trimmed on screen and whole when copied.
 */
export function ApiKeyHowTo({ apiKey }: { apiKey: string | null }) {
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <DocumentIcon fontSize="small" color="action" />
          <Typography>{`How to Use Your API Key with ${site.brand} MCP`}</Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Typography sx={{ fontWeight: 700 }}>View setup instructions for your local MCP tools</Typography>
        <Typography variant="body2" sx={{ my: 1 }}>
          To get started with your favorite IDE or AI agent, add this server to its MCP configuration:
        </Typography>
        <McpSnippet
          shown={mcpClientConfig(apiKey ? maskApiKey(apiKey) : KEY_PLACEHOLDER)}
          copied={mcpClientConfig(apiKey ?? KEY_PLACEHOLDER)}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Then restart the tool: it lists the account and bin tools of this server.
        </Typography>
        <Typography variant="body2" sx={{ mt: 2, mb: 1 }}>
          Or, for a client that can sign in (OAuth), leave the key out: the client opens this site, you allow
          it, and it appears under Connected clients below.
        </Typography>
        <McpSnippet shown={mcpSignInConfig()} copied={mcpSignInConfig()} />
      </AccordionDetails>
    </Accordion>
  )
}
