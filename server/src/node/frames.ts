/**
 * A watch over the framing of a stream of LSP base-protocol messages (a
 * header, a blank line, then Content-Length bytes of body) for what the
 * library does not see as broken: a Content-Length no message can have
 * (2^31 bytes or more) would have it wait for the body forever,
 * a live but deaf server; one that is not a plain decimal number
 * (`12abc`, which `parseInt` reads as 12) would misframe every message after
 * it; a header that never ends would grow without bound. The library still
 * reads the stream; this only listens beside it.
 */

/**
 * The largest body accepted, in bytes. The library decodes a body into one
 * string, and V8's strings hold fewer than 2^29 UTF-16 units: a UTF-8 body of
 * 2^31 bytes holds at least 2^31 / 3 of them, so it can never be read.
 */
export const MAX_CONTENT_LENGTH = 2 ** 31 - 1;

/** The longest header accepted, in bytes: a real one is a few dozen. */
export const MAX_HEADER = 65536;

/** Calls `broken` (once) with the reason when the stream's framing is lost for good. */
export function watchFrames(stream: NodeJS.ReadableStream, broken: (why: string) => void): void {
  let header: Buffer = Buffer.alloc(0);
  let body = 0;
  let done = false;
  const fail = (why: string) => {
    if (!done) broken(why);
    done = true;
  };
  stream.on('data', (chunk: Buffer | string) => {
    let bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    while (!done && bytes.length > 0) {
      if (body > 0) {
        const skipped = Math.min(body, bytes.length);
        body -= skipped;
        bytes = bytes.subarray(skipped);
        continue;
      }
      header = header.length > 0 ? Buffer.concat([header, bytes]) : bytes;
      const end = header.indexOf('\r\n\r\n');
      if (end < 0) {
        if (header.length > MAX_HEADER) fail(`a header of more than ${MAX_HEADER} bytes`);
        return;
      }
      const why = checkHeader(header.subarray(0, end).toString('latin1'));
      if (typeof why === 'string') return fail(why);
      bytes = header.subarray(end + 4);
      header = Buffer.alloc(0);
      body = why ?? 0;
    }
  });
}

/** The Content-Length of a header; a reason when it is impossible; undefined when absent (the library reports that). */
function checkHeader(header: string): number | string | undefined {
  const line = header.split('\r\n').find((l) => /^content-length\s*:/i.test(l));
  if (line === undefined) return undefined;
  const value = line.slice(line.indexOf(':') + 1).trim();
  if (!/^\d+$/.test(value)) return `a Content-Length that is not a decimal number: ${JSON.stringify(value.slice(0, 40))}`;
  const length = Number(value);
  return length > MAX_CONTENT_LENGTH ? `a Content-Length of ${value.length > 20 ? `${value.slice(0, 20)}…` : value} bytes, more than any message can be (${MAX_CONTENT_LENGTH})` : length;
}
