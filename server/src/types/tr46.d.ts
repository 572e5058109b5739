/** The part of tr46 (UTS #46 IDNA processing) the server uses; the package ships no types. */
declare module 'tr46' {
  /** Options of `toASCII`; the defaults are UTS #46's nontransitional processing without STD3 rules. */
  export interface ToASCIIOptions {
    checkHyphens?: boolean;
    checkBidi?: boolean;
    checkJoiners?: boolean;
    useSTD3ASCIIRules?: boolean;
    verifyDNSLength?: boolean;
    transitionalProcessing?: boolean;
    ignoreInvalidPunycode?: boolean;
  }
  /** The ASCII (Punycode, `xn--`) form of a domain name, or null when it is not a valid IDN. */
  export function toASCII(domainName: string, options?: ToASCIIOptions): string | null;
  /** The Unicode form of a domain name, with whether processing met an error. */
  export function toUnicode(domainName: string, options?: ToASCIIOptions): { domain: string; error: boolean };
}
