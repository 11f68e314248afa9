import type {Server} from 'node:http';

/** A request as the server received it: its request line and its Referer header. */
export type RequestRecord = {line: string; referer: string | null};

export function serveBuild(
  root: string | (() => string),
  port: number,
  options?: {
    onRequest?: (request: RequestRecord) => void;
    maxHeaderSize?: number;
    /** Another file to serve for a URL path, or null for the build's own. */
    override?: (urlPath: string) => string | null;
    /** One link shared by every response: its speed and its latency. */
    link?: {bytesPerSecond: number; latencyMs: number};
  },
): Promise<Server>;
