export declare const SERVER_DIST: string;
export declare function serverIsStale(root?: string): boolean;
export declare function buildServer(root?: string, log?: (m: string) => void): Promise<void>;
export declare function buildServerIfNeeded(root?: string, log?: (m: string) => void): Promise<boolean>;
