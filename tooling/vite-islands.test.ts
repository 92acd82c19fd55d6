import { describe, expect, it } from "vitest";

import { inertRouteModule } from "./vite-islands";

describe("inertRouteModule", () => {
  it("keeps a route module's exports and drops everything behind them", () => {
    const source = [
      'import { BioWorkshopIsland } from "~/islands/bio-workshop";',
      'import "./side-effect";',
      "export async function action() { return 1; }",
      "export function loader() { return BioWorkshopIsland; }",
      "export const meta = () => [];",
      "export default function HomePage() { return <BioWorkshopIsland />; }",
    ].join("\n");
    const inert = inertRouteModule(source);
    expect(inert).not.toMatch(/import|islands|side-effect/);
    for (const name of ["action", "loader", "meta"]) expect(inert).toContain(`export const ${name} = undefined;`);
    expect(inert).toContain("export default function InertRoute()");
  });

  it("gives a resource route without a component no default export", () => {
    expect(inertRouteModule("export async function loader() {}")).not.toContain("export default");
  });
});
