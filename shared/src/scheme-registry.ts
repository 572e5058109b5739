/**
 * IANA's "Uniform Resource Identifier (URI) Schemes" registry as data: every
 * registered name, whatever its status (permanent, provisional, historical),
 * since a name registered once is a scheme a reader can meet in text.
 *
 * Source: IANA's uri-schemes-1.csv as read on 2026-09-11 (431 names), taken
 * from a public project's vendored copy and checked against the registry's
 * 2022-11-18 edition (364 names, every one of them still here). IANA lists
 * `shttp` as "shttp (OBSOLETE)"; it is kept under its plain name. Never
 * registered, so absent: `javascript`, `ftps`. Refresh by replacing the
 * string with the CSV's first column, lowercased.
 */

/** The registered names, lowercase, space-separated, sorted. */
const NAMES =
  'aaa aaas about acap acct acd acr adiumxtra adt aet afp afs agtp aim amss android appdata apt ar ' +
  'ari ark ars at attachment aw barion bb beshare bitcoin bitcoincash bl blob bluetooth bolo brid ' +
  'browserext cabal caip calculator callto cap cast casts chrome chrome-extension cid cm coap ' +
  'coap+tcp coap+ws coaps coaps+tcp coaps+ws com-eventbrite-attendee content content-type crid cstr ' +
  'cttps cvs dab dat data dav dhttp diaspora dict did dilithium3 dis dlna-playcontainer ' +
  'dlna-playsingle dnp dns dntp doi donau dpp drm drop dtmi dtn dvb dvx dweb ed2k eid elsi embedded ' +
  'ens esim ethereum example ez facetime fax feed feedready fido file filesystem finger ' +
  'first-run-pen-experience fish fm ftp fuchsia-pkg gcx gdsi geo gg git gitoid gizmoproject go ' +
  'gopher graph grd gtalk h323 ham hcap hcp hs20 http https hxxp hxxps hydrazone hyper i0 iax ibi ' +
  'ibi- icap icon ilstring im imap info interaction iotdisco ipfs ipn ipns ipp ipps irc irc6 ircs ' +
  'iris iris.beep iris.lwz iris.xpc iris.xpcs isostore itms jabber jar jms keyparc lastfm lbry ldap ' +
  'ldaps leaptofrogans lid linkid lorawan lpa lvlt machineprovisioningprogressreporter magnet ' +
  'mailserver mailto maps market matrix mdoc mdoc-openid4vp message microsoft.windows.camera ' +
  'microsoft.windows.camera.multipicker microsoft.windows.camera.picker mid mms modem mongodb moz ' +
  'mqtt mqtts ms-access ms-appinstaller ms-browser-extension ms-calculator ms-drive-to ' +
  'ms-enrollment ms-excel ms-eyecontrolspeech ms-gamebarservices ms-gamingoverlay ms-getoffice ' +
  'ms-help ms-infopath ms-inputapp ms-launchremotedesktop ms-lockscreencomponent-config ' +
  'ms-media-stream-id ms-meetnow ms-mixedrealitycapture ms-mobileplans ms-newsandinterests ' +
  'ms-officeapp ms-people ms-personacard ms-powerpoint ms-project ms-publisher ms-recall ' +
  'ms-remotedesktop ms-remotedesktop-launch ms-restoretabcompanion ms-screenclip ms-screensketch ' +
  'ms-search ms-search-repair ms-secondary-screen-controller ms-secondary-screen-setup ms-settings ' +
  'ms-settings-airplanemode ms-settings-bluetooth ms-settings-camera ms-settings-cellular ' +
  'ms-settings-cloudstorage ms-settings-connectabledevices ms-settings-displays-topology ' +
  'ms-settings-emailandaccounts ms-settings-language ms-settings-location ms-settings-lock ' +
  'ms-settings-nfctransactions ms-settings-notifications ms-settings-power ms-settings-privacy ' +
  'ms-settings-proximity ms-settings-screenrotation ms-settings-wifi ms-settings-workplace ms-spd ' +
  'ms-stickers ms-sttoverlay ms-transit-to ms-useractivityset ms-uup ms-virtualtouchpad ms-visio ' +
  'ms-walk-to ms-whiteboard ms-whiteboard-cmd ms-widgetboard ms-widgets ms-word msnim msrp msrps ' +
  'mss mt mtqp mtrust mumble mupdate musik mvn mvrp mvrps news nfs ni nih nntp nostr notes npamp ' +
  'num ocf oid onenote onenote-cmd opaquelocktoken openid openpgp4fpr otpauth p1 pack palm ' +
  'paparazzi payment payto pkcs11 pkg platform pop pres prospero proxy psyc pttp pwid qb query ' +
  'quic-transport redis rediss reload res resource rmi rsync rtmfp rtmp rtsp rtsps rtspu sarif ' +
  'secondlife secret-token service session sftp sgn shc shelter shttp sieve simpleledger simplex ' +
  'sip sips skype smb smp sms smtp snews snmp soap.beep soap.beeps soldat spacify spiffe spotify ' +
  'ssb ssh sss starknet steam stun stuns submit svn swh swid swidpath tag taler teamspeak teapot ' +
  'teapots tel teliaeid telnet tftp things thismessage thzp tip tn3270 tool tttps turn turns tv udp ' +
  'unreal upn upt urn ust ut2004 uuaid uuid-in-package v-event vemmi ventrilo ves videotex ' +
  'view-source vnc vscode vscode-insiders vsls w3 wais wasm wasm-js wcr web+ap web+interaction web3 ' +
  'webcal wifi wpid ws wss wtai wyciwyg xcompute xcon xcon-userid xfire xftp xmlrpc.beep ' +
  'xmlrpc.beeps xmpp xrcp xri ymsgr z39.50 z39.50r z39.50s ztdnaid';

const REGISTERED: ReadonlySet<string> = new Set(NAMES.split(' '));
const LONGEST = Math.max(...[...REGISTERED].map((name) => name.length));

/** FNV-1a over the code units of `text[start, end)`, ASCII letters folded to lowercase. */
function hashLower(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    h = Math.imul(h ^ (c >= 0x41 && c <= 0x5a ? c | 0x20 : c), 0x01000193);
  }
  return h;
}

/** Hashes of the registered names: a finder tests text against them without building a string. */
const HASHES: ReadonlySet<number> = new Set([...REGISTERED].map((name) => hashLower(name, 0, name.length)));

/**
 * True when `scheme` (any case, without the `:`) is in IANA's URI scheme
 * registry. Schemes are case-insensitive (RFC 3986 §3.1).
 */
export function isRegisteredScheme(scheme: string): boolean {
  return REGISTERED.has(scheme.toLowerCase());
}

/**
 * True when `text[start, end)` (any case) is a registered scheme. Builds no
 * string unless the name's hash matches one of the registry's, so a finder
 * can ask at every colon of a document.
 */
export function isRegisteredSchemeAt(text: string, start: number, end: number): boolean {
  return end - start <= LONGEST && HASHES.has(hashLower(text, start, end)) &&
    REGISTERED.has(text.slice(start, end).toLowerCase());
}

/**
 * True when `a` becomes `b` by at most one insertion, deletion, substitution
 * or swap of neighbours: how a scheme name typed wrong (`htps`, `mialto`)
 * is told from a name of its own.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length !== b.length) return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
  return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
}

/**
 * Schemes whose specifications require "//" and a non-empty host, by name:
 * http and https (RFC 9110 §4.2.1–4.2.2), ws and wss (RFC 6455 §3), ftp
 * (RFC 1738 §3.2), gopher (RFC 4266 §2), telnet (RFC 4248 §2), nntp
 * (RFC 5538 §2), and ssh and sftp (the draft IANA's provisional entries
 * cite, draft-ietf-secsh-scp-sftp-ssh-uri). Where such a URI has
 * backslashes for its slashes (`http:\\host`), a finder still finds it.
 */
export const HOST_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'gopher', 'telnet', 'nntp', 'ssh', 'sftp']);
