/**
 * Vite plugin: each stylesheet link renders once per render of the RSC tree, not once per server
 * component whose module imports CSS (6-20 copies of the one site stylesheet per page payload,
 * each resolved again while hydrating). The rendered set lives in React's `cache`, scoped to one
 * request (docs/waku-upgrade.md, "rsc-css-once"). Only the RSC environment's virtual modules
 * change; the build fails when their code is no longer what this expects.
 */
import type { Plugin } from 'vite';
import { rewriteOnce } from './dependency-patch';
import { applyPatch, registerPatch } from './patch-registry';
import { RSC_CSS_RESOURCES } from './waku-internals';

/**
 * One virtual module per server module that imports CSS, in both passes of the `rsc` build: how many
 * follows the site's own code (the layouts and the components that import the stylesheet).
 */
const PATCH = registerPatch('rsc-css-once', { package: '@vitejs/plugin-rsc', file: RSC_CSS_RESOURCES.file, expected: { rsc: { atLeast: 2 } } });

/** One module for every importer's virtual module: `cache` keys on the function, so they must share it. */
const RENDERED_LINKS = 'virtual:hk-lender/rendered-stylesheet-links';
const RENDERED_LINKS_CODE = `import { cache } from 'react';
export const renderedLinks = cache(() => new Set());
`;

/** Appended to the virtual module: `Resources` without the links this request has rendered already. */
const ONCE = `
import { renderedLinks as __renderedLinks } from '${RENDERED_LINKS}';
export function Resources() {
  const rendered = __renderedLinks();
  const all = AllResources().props.children;
  const links = all.filter((child) => child && child.props && child.props.href && !rendered.has(child.props.href));
  for (const link of links) rendered.add(link.props.href);
  return links.length ? __vite_rsc_react__.createElement(__vite_rsc_react__.Fragment, null, ...links) : null;
}
`;

/** The virtual module's code with `Resources` rendering each link once per request; throws when it no longer matches. */
export function renderCssOnce(code: string): string {
  return (
    rewriteOnce(
      code,
      [{ what: "the stylesheet links' Resources export", from: RSC_CSS_RESOURCES.exportResources, to: 'const AllResources = (' }],
      (what) =>
        `rsc-css-once: ${what} is not in @vitejs/plugin-rsc's CSS module as expected. ` +
        "Check how the plugin renders a server component's stylesheet links now, and update or drop this plugin.",
    ) + ONCE
  );
}

export function rscCssOnce(): Plugin {
  return {
    name: `hk-lender:${PATCH}`,
    apply: 'build',
    resolveId(source) {
      return source === RENDERED_LINKS ? `\0${RENDERED_LINKS}` : null;
    },
    load(id) {
      return id === `\0${RENDERED_LINKS}` ? RENDERED_LINKS_CODE : null;
    },
    transform(code, id) {
      if (this.environment.name !== 'rsc' || !RSC_CSS_RESOURCES.module.test(id)) return null;
      return { code: applyPatch(PATCH, this.environment.name, () => renderCssOnce(code), code), map: null };
    },
  };
}
