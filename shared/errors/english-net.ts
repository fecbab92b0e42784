// What main/net says about a network setup a person can fix (NetworkError), in English: the
// words the CLI has always printed. Setting names (--proxy, HTTPS_PROXY) are parameters.
/** The English texts of the `net.` keys. */
export const ENGLISH_NET_ERRORS: Readonly<Record<string, string>> = {
  'net.caFileUnreadable': 'Cannot read the company certificate file {{path}} ({{problem}}).',
  'net.caFileUnreadableHint': 'Check the path given in {{source}}: a PEM file of at most {{mb}} MB.',
  'net.caFileNoPem': 'The company certificate file {{path}} holds no PEM certificate.',
  'net.caFileNoPemHint':
    "Give {{source}} the authority's certificate in PEM form (a text file starting with -----BEGIN CERTIFICATE-----).",
  'net.proxyRefused': 'The proxy {{proxy}} refused to connect to {{host}} (HTTP {{status}}).',
  'net.proxyRefusedHint':
    'Check that the proxy in {{source}} lets this machine reach {{hostname}}, or ask your IT department to allow it.',
  'net.proxyAuthRefused': 'The proxy {{proxy}} refused the user name and password given (HTTP {{status}}, {{asked}}).',
  'net.proxyAuthAsks': 'The proxy {{proxy}} asks for credentials (HTTP {{status}}, {{asked}}).',
  'net.unnamedScheme': 'an unnamed scheme',
  'net.proxyAuthWindowsHint':
    'This proxy signs in with {{asked}}, the Windows sign-in of the system proxy, which this client cannot do itself: run a local proxy such as cntlm that signs in for you and give its address in {{source}}, or ask IT for an exception for {{hostname}}.',
  'net.proxyAuthHint':
    'Put the proxy user name in {{source}}, as http://user@{{proxyHost}}, and its password in {{variable}}.',
  'net.unknownCa': 'The certificate of {{host}} comes from an authority this computer does not trust ({{code}}).',
  'net.unknownCaIssuer':
    'The certificate of {{host}} comes from an authority this computer does not trust ("{{issuer}}") ({{code}}).',
  'net.unknownCaHint':
    "If your company inspects HTTPS, get its certificate authority as a PEM file and pass it with --ca-file <file> (or the connection's company certificate setting, or NODE_EXTRA_CA_CERTS).",
  'net.caMismatch':
    "The certificate of {{host}} names an issuer this computer knows, but its signature does not match that authority's certificate in the CA file ({{code}}).",
  'net.caMismatchIssuer':
    'The certificate of {{host}} names an issuer this computer knows ("{{issuer}}"), but its signature does not match that authority\'s certificate in the CA file ({{code}}).',
  'net.caMismatchHint':
    "Check that --ca-file (or the connection's company certificate setting, or NODE_EXTRA_CA_CERTS) points at the right CA: the certificate of the authority that signed this one, not an older or another one of the same name.",
  'net.hostname': 'The certificate presented for {{host}} is for another name ({{detail}}).',
  'net.hostnameHint':
    'Check the service address (baseUrl) of the connection; if a proxy inspects HTTPS, it must issue certificates for {{host}}.',
  'net.expired': 'The certificate of {{host}} is expired.',
  'net.notYetValid': 'The certificate of {{host}} is not yet valid.',
  'net.expiredHint':
    "Check this computer's date and time; otherwise the service (or the proxy that inspects HTTPS) must renew its certificate.",
  'net.baseUrlSetting': 'the service address (baseUrl) of the connection',
  'net.dns': 'The name {{host}} was not found (DNS, {{code}}).',
  'net.dnsHint': "Check the spelling of {{setting}} and this computer's network connection.",
  'net.proxyRefusedConnection': 'The proxy {{where}} refused the connection ({{code}}).',
  'net.proxyUnreachable': 'The proxy {{where}} could not be reached ({{code}}).',
  'net.serviceRefused': 'The service at {{where}} refused the connection ({{code}}).',
  'net.serviceUnreachable': 'The service at {{where}} could not be reached ({{code}}).',
  'net.proxyUnreachableHint': 'Check the proxy address and port in {{setting}}, or whether a proxy is needed at all.',
  'net.serviceUnreachableHint':
    'Check {{setting}} and its port; a company network may need a proxy (--proxy or HTTPS_PROXY).',
  'net.proxyTimeout': 'The proxy {{where}} did not answer in time ({{code}}).',
  'net.serviceTimeout': 'The service at {{where}} did not answer in time ({{code}}).',
  'net.proxyTimeoutHint': 'Check the proxy address in {{setting}}.',
  'net.serviceTimeoutHint': 'Check {{setting}}; a company network may need a proxy (--proxy or HTTPS_PROXY).',
  'net.proxyNotEncoded':
    'The proxy address in {{source}} is not a valid URL: its user name or password holds a character that must be percent-encoded in a URL.',
  'net.proxyNotEncodedHint':
    'Percent-encode the password: @ as %40, : as %3A, # as %23 (/ as %2F, ? as %3F, % as %25), so p@ss#1 is written p%40ss%231. Or give only the user in {{source}} (http://user@proxy.example.com:8080) and the password, as it is, in {{variable}}.',
  'net.proxyInvalid': 'The proxy address in {{source}} is not a valid URL.',
  'net.proxyInvalidHint': 'Set {{source}} to an address like http://proxy.example.com:8080.',
  'net.proxyProtocol': 'The proxy {{proxy}} in {{source}} uses {{protocol}}, which is not supported.',
  'net.proxyProtocolHint': 'Use an http:// or https:// proxy address in {{source}}.',
  'net.manualNoAddress': 'The manual proxy has no address.',
  'net.manualNoAddressHint': 'Enter an address like http://proxy.example.com:8080, or choose "system" or "none".',
  'net.manualCredentials':
    'The manual proxy address holds a user name or password, which the app does not store in its settings file.',
  'net.manualCredentialsHint':
    'Remove them from the address and use the system proxy (choose "system"), or start the app with HTTPS_PROXY=http://user:password@host:port in the environment.',
  'net.settingsUnusable': 'The network settings file {{file}} cannot be used: {{what}}.',
  'net.settingsUnusableHint':
    'The app uses the system proxy until it is fixed: correct the file, or choose a proxy in Settings → Network and save, which replaces it.',
};
