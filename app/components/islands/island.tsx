import { createContext, startTransition, use, useContext, type ComponentType, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import manifest from "virtual:islands-manifest";

import { rememberTypedValues } from "~/components/ui/use-typed-before-hydration";

/** docs/decisions/010-islands.md. Props travel as JSON in the host, so they must be plain data. */

export interface IslandRenderer {
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
    // Fetched once the page has painted (island-loader.ts, docs/decisions/021-web-gates.md).
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
  // In a task of its own: the one evaluating the island's modules (React's among them) is long already.
  else setTimeout(run, 0);
}

function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>) {
  for (const host of document.querySelectorAll<HTMLElement>(`[data-island="${CSS.escape(name)}"]`)) {
    const props = JSON.parse(host.dataset.props ?? "{}") as P;
    // Hydration may put a field's server text back: keep what the visitor typed meanwhile.
    rememberTypedValues(host);
    // As a transition, hydration yields every few ms (TBT), and a part interacted with hydrates first.
    startTransition(() => {
      hydrateRoot(host, <Component {...props} />, { identifierPrefix: host.dataset.islandPrefix });
    });
  }
}
