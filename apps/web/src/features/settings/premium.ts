export { UNLOCK_TEXT } from '../../components/UnlockNote.tsx'
