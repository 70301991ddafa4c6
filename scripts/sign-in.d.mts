/** Signs `username` in through the built-in GitHub emulator; gives the session cookie (`one_session=...`). */
export declare function signIn(base: string, username: string): Promise<string>
