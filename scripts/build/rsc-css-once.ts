/**
 * Waku's RSC plugin wraps every server component whose module imports CSS so that it renders the
 * `<link rel="stylesheet" precedence>` of that CSS, for the component to be styled wherever it is
 * rendered. This build has one stylesheet for the whole site, so every wrapped component rendered
 * the same link: 6 on an investor page, 20 on the property-owner page. React keeps one (a
 * stylesheet with a precedence is a resource, found by its address), but each copy was in the
 * page's RSC payload (about 230 bytes, 0.26 KiB gzip on `/loan/p-loan`) and was read and looked up
 * by React in the browser while hydrating.
 *
 * This plugin makes each stylesheet link render once per render of the RSC tree: the first wrapped
 * component to render (the root layout, which imports the site stylesheet) renders it, the others
 * render nothing for it. The set of links already rendered lives in React's `cache`, which the
 * Flight server scopes to one request (one prerendered page, or one client-side navigation's
 * payload, which then renders the link once of its own); outside a request it is empty every time,
 * and every component renders its links as before. Only the RSC environment's virtual modules
 * are changed; the build fails when their code is no longer what this expects.
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
