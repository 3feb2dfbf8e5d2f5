// Types of listen-hosts.cjs.
import type { Server } from 'node:net';

/** The addresses to listen on for a LISTEN_HOST value (unset or blank means localhost: 127.0.0.1 and ::1). */
export function listenHosts(value: string | undefined): string[];
/** One server per address, all on one port (port 0: the port the first one was given). */
export function listenAll<S extends Server>(createServer: () => S, port: number, hosts: string[]): Promise<S[]>;
