// The languages live in @one/highlight: the server highlights a shared bin with the same parsers.
export { loadLanguage } from '@one/highlight/languages'
