// The environment variable that holds a proxy's password. Alone in its file, with no
// imports, so that the CLI can name it in every command's --help without loading main/net
// (undici, zod and the file stores: issue 44).
export const PROXY_PASSWORD_ENV = 'COMMERCE_BULK_PROXY_PASSWORD';
