/** The flags of Node every serving instance starts with (server-node-flags.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];
