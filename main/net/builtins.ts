// Node's networking modules, taken when a route first needs them instead of imported (issue 44,
// measured on Node 24 in docs/performance.md):
//   - an ES `import` of node:http makes Node 24 load node:http2 as well: 17 MB for every command
//     that talks to the service, against 3.4 MB for the same module by getBuiltinModule;
//   - node:tls and node:https (8-9 MB) serve an https route or a proxy, never a plain-http one
//     such as the sandbox's.
// A lint rule (eslint.config.js) keeps these modules from being imported again.
export const nodeHttp = (): typeof import('node:http') => process.getBuiltinModule('node:http');
export const nodeHttps = (): typeof import('node:https') => process.getBuiltinModule('node:https');
export const nodeTls = (): typeof import('node:tls') => process.getBuiltinModule('node:tls');
