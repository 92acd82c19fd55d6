import { createContext, startTransition, use, useContext, type ComponentType, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import manifest from "virtual:islands-manifest";

import { rememberTypedValues } from "~/components/ui/use-typed-before-hydration";

/**
 * Islands (docs/decisions/010-islands.md): a page is server HTML, and each interactive part of it is
 * an island that hydrates from its own entry (app/islands/<name>.tsx) with React alone, without
 * React Router's client. An island entry is one line:
 *
 *   export const FaqExplorerIsland = defineIsland("faq-explorer", FaqExplorer);
 *
 * On the server the returned component renders the island in a React root of its own (so its ids
 * match the browser's hydration) in a host that names its module script and the chunks that script
 * imports; the page's inline script fetches them once the page has painted. In the browser, loading
 * the entry hydrates every host of that island on the page. Props travel as JSON in the host, so they
 * must be plain data.
 */

/** Renders an island's own root on the server; provided per request by entry.server.tsx. */
export interface IslandRenderer {
  /** The island's HTML and id prefix; the same promise for the same island and props in one render. */
  render(name: string, propsJson: string, element: ReactElement): { identifierPrefix: string; html: Promise<string> };
}

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

export function defineIsland<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  if (typeof document !== "undefined") whenParsed(() => hydrateIslands(name, Component));

  function IslandHost(props: P) {
    const renderer = useContext(IslandRendererContext);
    if (!renderer) throw new Error(`The island "${name}" can only be rendered by the server's document render.`);
    const entry = manifest[name];
    if (!entry) throw new Error(`The island "${name}" has no entry in the build (app/islands/${name}.tsx).`);
    const propsJson = JSON.stringify(props);
    const { identifierPrefix, html } = renderer.render(name, propsJson, <Component {...props} />);
    // The chunks it imports and its module script are fetched by the page's inline script once the
    // page has painted (island-loader.ts, docs/decisions/021-web-gates.md).
    return (
      <div
        data-island={name}
        data-island-prefix={identifierPrefix}
        data-island-src={entry.file}
        data-island-imports={entry.imports.join(" ")}
        data-props={propsJson}
        className="contents"
        dangerouslySetInnerHTML={{ __html: use(html) }}
      />
    );
  }
  IslandHost.displayName = `Island(${name})`;
  return IslandHost;
}

function whenParsed(run: () => void) {
  // Island scripts load async: one may run before the parser has reached its hosts.
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run, { once: true });
  else run();
}

function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>) {
  for (const host of document.querySelectorAll<HTMLElement>(`[data-island="${CSS.escape(name)}"]`)) {
    const props = JSON.parse(host.dataset.props ?? "{}") as P;
    // Hydration may put a field's server text back: keep what the visitor typed meanwhile.
    rememberTypedValues(host);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole island (Total Blocking Time); a click or key press on a part
    // not hydrated yet makes React hydrate that part first and replay the event.
    startTransition(() => {
      hydrateRoot(host, <Component {...props} />, { identifierPrefix: host.dataset.islandPrefix });
    });
  }
}
