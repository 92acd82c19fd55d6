import { PLATFORM_IDS, PLATFORM_LIMITS, type CountingRule, type PlatformLimit } from "@domain/text/platforms";

const COUNTING_TEXT: Record<CountingRule, string> = {
  graphemes: "Characters as you see them",
  "x-weighted": "X’s weighted count: most emoji and fancy letters count 2",
};

const FIELD_TEXT: Record<PlatformLimit["field"], string> = { bio: "Bio", intro: "Intro", headline: "Headline" };

/** From the one table, so no page can quote a limit the counters do not use. */
export function PlatformLimitsTable({
  caption = "Character limits used by Social Bio Generator",
}: {
  caption?: string;
}) {
  return (
    <div className="mt-4 overflow-x-auto rounded-card border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-sunken text-fg">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Platform
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Field
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold">
              Limit
            </th>
            <th scope="col" className="hidden px-4 py-2.5 font-semibold sm:table-cell">
              How it is counted
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-surface text-fg-muted">
          {PLATFORM_IDS.map((id) => {
            const platform: PlatformLimit = PLATFORM_LIMITS[id];
            return (
              <tr key={id}>
                <th scope="row" className="px-4 py-2.5 font-medium text-fg">
                  {platform.name}
                </th>
                <td className="px-4 py-2.5">{FIELD_TEXT[platform.field]}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{platform.limit}</td>
                <td className="hidden px-4 py-2.5 sm:table-cell">{COUNTING_TEXT[platform.counting]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
