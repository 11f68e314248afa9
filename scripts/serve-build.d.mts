import type {Server} from 'node:http';

/** A request as the server received it: its request line and its Referer header. */
export type RequestRecord = {line: string; referer: string | null};

export function serveBuild(
  root: string,
  port: number,
  options?: {onRequest?: (request: RequestRecord) => void; maxHeaderSize?: number},
): Promise<Server>;
