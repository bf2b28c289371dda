// A remote's standalone page: its build takes the federation runtime from the page
// (experiments.externalRuntime), as the host provides it when the remote runs inside the host.
// @ts-expect-error resolved by the build from the inject plugin's folder (create-config.cjs)
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
