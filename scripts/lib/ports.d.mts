// Types of ports.mjs for the TypeScript packages (e2e).
export interface StackPorts {
  host: number;
  sports: number;
  casino: number;
  reports: number;
  api: number;
  sessionOdds: number;
  bookOdds: number;
}

export interface StackUrls {
  hostUrl: string;
  apiUrl: string;
  sessionOddsUrl: string;
  bookOddsUrl: string;
  remoteUrls: { sports: string; casino: string; reports: string };
}

export const LOOPBACK: string;
export function stackPorts(env?: NodeJS.ProcessEnv): StackPorts;
export function portsAt(value: string | number, name?: string): StackPorts;
export function origin(port: number): string;
export function stackUrls(ports: StackPorts): StackUrls;
export function runtimeConfig(ports: StackPorts): {
  apiBase: string;
  sessionOddsHost: string;
  bookOddsHost: string;
  remotes: { sports: string; casino: string; reports: string };
};
export function appOrigins(ports: StackPorts): string[];
