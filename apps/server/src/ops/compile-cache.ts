// Node keeps the code it compiled for a module on disk and reads it back at the next start instead of
// compiling again (the module compile cache, Node 22.1+). Enabled before the app's modules load: main.ts
// imports them dynamically after this, so all of them are cached (docs/decisions/0038-node-24-and-current-majors.md).
// NODE_COMPILE_CACHE names the folder (default: the system's temporary folder); NODE_DISABLE_COMPILE_CACHE=1 turns it off.
import { enableCompileCache } from 'node:module'

enableCompileCache()
