// The bins API's limits, checked before sending (the contract's, in packages/contract/src/bins.ts: a
// test holds these equal). The command line is published alone, so it keeps its own copy.

/** The most text a bin holds, in UTF-8 bytes. */
export const BIN_CONTENT_MAX_BYTES = 1024 * 1024

/** When a bin stops answering (`--expires`). */
export const BIN_LIFETIMES = ['10m', '1h', '1d', '1w', '1mo', 'never']
