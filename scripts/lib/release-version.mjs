// What a release is named and which manifest its origin serves for it (releases.mjs publishes it).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function filesOf(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory() ? filesOf(dir, path.join(prefix, d.name)) : [path.join(prefix, d.name)],
    )
    .sort();
}

/** `<package version>-<first 10 hex of the sha256 of every file's name and bytes>`. */
export function releaseVersion(buildDir) {
  const hash = createHash('sha256');
  for (const file of filesOf(buildDir)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(buildDir, file)));
  }
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8'));
  const base = String(manifest.metaData?.buildInfo?.buildVersion ?? '0.0.0').replace(/\+.*$/, '');
  return `${base}-${hash.digest('hex').slice(0, 10)}`;
}

function prefixAssets(assets, prefix) {
  const out = {};
  for (const [kind, groups] of Object.entries(assets ?? {})) {
    out[kind] = {};
    for (const [group, files] of Object.entries(groups ?? {})) {
      out[kind][group] = files.map((f) => `${prefix}${f}`);
    }
  }
  return out;
}

/**
 * The manifest served at the origin's root: the release's own, with the entry and every asset
 * under releases/<v>/. publicPath stays 'auto' (the manifest's folder), and the entry computes its
 * chunks' public path from its own URL, so a player keeps loading the release it started with.
 */
export function liveManifest(manifest, version) {
  const prefix = `releases/${version}/`;
  const withAssets = (item) => ({ ...item, assets: prefixAssets(item.assets, prefix) });
  return {
    ...manifest,
    metaData: {
      ...manifest.metaData,
      remoteEntry: {
        ...manifest.metaData.remoteEntry,
        path: `${prefix}${manifest.metaData.remoteEntry.path ?? ''}`.replace(/\/$/, ''),
      },
    },
    shared: (manifest.shared ?? []).map(withAssets),
    exposes: (manifest.exposes ?? []).map(withAssets),
  };
}
