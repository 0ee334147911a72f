export const PRECOMPRESSED_EXTENSIONS: ReadonlySet<string>;
export interface PrecompressResult {
  files: number;
  /** Bytes before compression, and the .br and .gz totals. */
  bytes: number;
  br: number;
  gzip: number;
}
export function precompressDir(dir: string): PrecompressResult;
